/**
 * What a locale translates, and the English each translation stands for: every content file of
 * pages/ and blog/ (an MDX page or article, or a YAML file of people, testimonials, writers or
 * categories) has its twin at the same path under i18n/<locale>/<plugin folder>/, and every
 * message of i18n/en's JSON files (code.json, the navbar's, the blog's options) has its
 * translation under the same id in the locale's file of the same name. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {insightsSource} from '../content-index/insights';
import {pagesSource} from '../content-index/pagesSource';

/** The content folders, and where each locale's translations of them are (i18n/<locale>/<translations>/). */
export const contentFolders = {
  pages: {dir: pagesSource.path, translations: 'docusaurus-plugin-content-pages'},
  blog: {dir: insightsSource.path, translations: 'docusaurus-plugin-content-blog'},
} as const;

export const defaultLocale = 'en';

/** What a translated file is, for the status: its own count and wording. */
export type TwinKind = 'page' | 'article' | 'data';

export type FileTwin = {
  /** The key in a locale's lock: the path under i18n/<locale>/, e.g. "docusaurus-plugin-content-pages/about.mdx". */
  readonly key: string;
  readonly kind: TwinKind;
  /** The English file, relative to the site: "pages/about.mdx". */
  readonly english: string;
};

/** Content files are prose and data; the pages' React files and styles are code. */
const translatable = /\.(mdx?|ya?ml)$/;

const posix = (file: string) => file.split(path.sep).join('/');

/** Every English content file a locale may translate, by its key, in key order. */
export function fileTwins(siteDir: string): FileTwin[] {
  return Object.entries(contentFolders)
    .flatMap(([name, {dir, translations}]) => {
      const folder = path.join(siteDir, dir);
      if (!fs.existsSync(folder)) {
        return [];
      }
      return fs
        .readdirSync(folder, {recursive: true, encoding: 'utf8'})
        .map(posix)
        .filter((file) => translatable.test(file))
        .map((file): FileTwin => ({
          key: `${translations}/${file}`,
          kind: /\.ya?ml$/.test(file) ? 'data' : name === 'blog' ? 'article' : 'page',
          english: posix(path.join(dir, file)),
        }));
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** The English file a twin's key stands for: "docusaurus-plugin-content-pages/about.mdx" → "pages/about.mdx". */
export function englishOfKey(key: string): string | undefined {
  const [translations, ...rest] = key.split('/');
  const folder = Object.values(contentFolders).find((f) => f.translations === translations);
  return folder && rest.length > 0 ? posix(path.join(folder.dir, ...rest)) : undefined;
}

/** The file a locale translates `twin` into, relative to the site. */
export const translatedFile = (locale: string, key: string) => `i18n/${locale}/${key}`;

/**
 * The twin a content file path names, as a translator would give it: the translation
 * (i18n/sw/docusaurus-plugin-content-pages/about.mdx, with its locale) or the English file
 * (pages/about.mdx).
 */
export function twinOfPath(
  siteDir: string,
  file: string,
): {readonly twin: FileTwin; readonly locale?: string} | undefined {
  const relative = posix(path.relative(siteDir, path.resolve(siteDir, file)));
  const translation = /^i18n\/([^/]+)\/(.+)$/.exec(relative);
  const twins = fileTwins(siteDir);
  if (translation) {
    const twin = twins.find((t) => t.key === translation[2]);
    return twin && {twin, locale: translation[1]!};
  }
  const twin = twins.find((t) => t.english === relative);
  return twin && {twin};
}

/** The JSON files of messages, relative to a locale's folder: "code.json", "docusaurus-theme-classic/navbar.json"… */
export function messageFiles(siteDir: string): string[] {
  const english = path.join(siteDir, 'i18n', defaultLocale);
  return fs.existsSync(english)
    ? fs
        .readdirSync(english, {recursive: true, encoding: 'utf8'})
        .map(posix)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
}

export type Messages = Readonly<
  Record<string, {readonly message: string; readonly description?: string}>
>;

/** A locale's messages of one file ({} where it has none). */
export function readMessages(siteDir: string, locale: string, file: string): Messages {
  const full = path.join(siteDir, 'i18n', locale, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as Messages) : {};
}

/** Every locale the site is translated into: the folders of i18n/ but the default locale's. */
export function translatedLocales(siteDir: string): string[] {
  const i18n = path.join(siteDir, 'i18n');
  return fs.existsSync(i18n)
    ? fs
        .readdirSync(i18n, {withFileTypes: true})
        .filter((entry) => entry.isDirectory() && entry.name !== defaultLocale)
        .map((entry) => entry.name)
        .sort()
    : [];
}
