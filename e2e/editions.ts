/**
 * The site's editions as the test build makes them: the default one at the root, every other
 * under its locale's folder (/sw/…), with the same routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readPageFile, readYamlFile, type PageFile} from '../src/test/pageFiles';

const siteDir = path.join(__dirname, '..');
const buildDir = path.join(siteDir, 'build');

export type Edition = {readonly locale: string; readonly prefix: string; readonly htmlLang: string};

export const editions: readonly Edition[] = [
  {locale: 'en', prefix: '', htmlLang: 'en-KE'},
  {locale: 'sw', prefix: '/sw', htmlLang: 'sw-KE'},
].filter(({prefix}) => fs.existsSync(path.join(buildDir, prefix, 'index.html')));

/** Which edition a route is in, and the route within it: "/sw/pricing" → sw, "/pricing". */
export function editionOf(route: string): {readonly edition: Edition; readonly path: string} {
  const edition =
    editions.find(({prefix}) => prefix && (route === prefix || route.startsWith(`${prefix}/`))) ??
    editions[0]!;
  return {edition, path: route.slice(edition.prefix.length) || '/'};
}

const catalogs = new Map<string, Readonly<Record<string, {message: string}>>>();

/**
 * A message as an edition's pages show it, by its translate() id, placeholders filled in; for a
 * message with plural forms ("one|other"), the form for `values.count`. English is read from
 * i18n/en/code.json, which is generated from the code's own messages, so a test names a word by
 * the id the component declares rather than by a second copy of the word.
 */
export function message(
  locale: string,
  id: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  if (!catalogs.has(locale)) {
    catalogs.set(
      locale,
      JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')),
    );
  }
  const entry = catalogs.get(locale)![id];
  if (!entry) {
    throw new Error(`i18n/${locale}/code.json has no message "${id}"`);
  }
  const forms = entry.message.split('|');
  const form =
    forms.length > 1 && new Intl.PluralRules(locale).select(Number(values.count)) !== 'one'
      ? forms[1]!
      : forms[0]!;
  return form.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A message as the Kiswahili edition shows it (see `message`). */
export function swahili(id: string, values: Readonly<Record<string, string | number>> = {}) {
  return message('sw', id, values);
}

/** A content file as an edition has it: its translation (i18n/<locale>/<plugin>/…) or the default file. */
function editionFile(edition: Edition, plugin: string, file: string, sourceDir: string): string {
  const translated = path.join('i18n', edition.locale, plugin, file);
  return edition.prefix && fs.existsSync(path.join(siteDir, translated))
    ? translated
    : path.join(sourceDir, file);
}

/** Every insight article as the edition shows it, by folder name, oldest first. */
export function articleFilesOf<T>(edition: Edition): PageFile<T>[] {
  return fs
    .readdirSync(path.join(siteDir, 'blog'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) =>
      readPageFile<T>(
        editionFile(
          edition,
          'docusaurus-plugin-content-blog',
          path.join(name, 'index.mdx'),
          'blog',
        ),
      ),
    );
}

/** The insight categories (blog/tags.yml) in the edition's words. */
export function categoriesOf(
  edition: Edition,
): Record<string, {readonly label: string; readonly description: string}> {
  return readYamlFile(editionFile(edition, 'docusaurus-plugin-content-blog', 'tags.yml', 'blog'));
}

/** Modules that translate as they load: the site's, and translate() itself (scripts/nodeTranslate.ts). */
const translatingDirs = [path.join(siteDir, 'src'), path.join(siteDir, 'scripts')];

/**
 * A data module's exports as an edition's bundle has them. Data modules translate their words
 * as they load, so the module (with what it imports from the site) is loaded afresh in the
 * edition's locale, then let go so that later imports load in English again; its functions keep
 * answering in the edition's language.
 */
export function wordsOf<T>(edition: Edition, modulePath: string): T {
  const forget = () => {
    for (const file of Object.keys(require.cache)) {
      if (translatingDirs.some((dir) => file.startsWith(dir))) delete require.cache[file];
    }
  };
  const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
  process.env.DOCUSAURUS_CURRENT_LOCALE = edition.locale;
  forget();
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load is the point
    return require(path.join(__dirname, modulePath)) as T;
  } finally {
    forget();
    if (locale === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    else process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  }
}
