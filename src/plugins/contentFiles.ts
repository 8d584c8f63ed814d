/**
 * What files the content folders may hold, checked when the configuration loads, before any
 * plugin reads them. A translation folder holds words: Markdown and MDX pages, YAML and JSON, and
 * photos. Docusaurus takes a file there in place of the page of the same name, so a `.tsx` in
 * i18n/sw/docusaurus-plugin-content-pages/ would replace a page built from code with code of its
 * own; the default edition's folder (i18n/en) holds only its message files, since the English
 * build reads a copy of it as its translations. Every file's name, in these folders and in the
 * pages' and articles' own, is letters, digits, `_`, `.` and `-`: Docusaurus writes the route of
 * a page named by its file into the route table's code with `'` escaped but not `\`.
 */
import fs from 'node:fs';
import path from 'node:path';

const nameOfFile = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const translationKinds = /\.(?:mdx?|ya?ml|json|jpe?g|png|webp|avif)$/i;

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    : [];
}

/** Each file the content folders may not hold, as `path: why`. */
export function contentFileProblems({
  siteDir,
  defaultLocale,
  contentDirs,
}: {
  siteDir: string;
  defaultLocale: string;
  /** The pages' and articles' folders, relative to siteDir. */
  contentDirs: readonly string[];
}): string[] {
  const problems: string[] = [];
  const named = (dir: string, file: string) => {
    const shown = path.join(dir, file).split(path.sep).join('/');
    if (!file.split(path.sep).every((part) => nameOfFile.test(part))) {
      problems.push(
        `${shown}: a file or folder name may hold only letters, digits, _, . and -: rename it.`,
      );
    }
    return shown;
  };
  for (const dir of contentDirs) {
    for (const file of filesUnder(path.join(siteDir, dir))) named(dir, file);
  }
  const i18n = path.join(siteDir, 'i18n');
  const locales = fs.existsSync(i18n) ? fs.readdirSync(i18n) : [];
  for (const locale of locales) {
    for (const file of filesUnder(path.join(i18n, locale))) {
      const shown = named(path.join('i18n', locale), file);
      if (locale === defaultLocale ? !file.endsWith('.json') : !translationKinds.test(file)) {
        problems.push(
          locale === defaultLocale
            ? `${shown}: i18n/${defaultLocale} holds only the edition's message files (.json); its pages and articles are in ${contentDirs.join(' and ')}.`
            : `${shown}: a translation is words: Markdown or MDX, YAML, JSON or a photo (JPEG, PNG, WebP, AVIF).`,
        );
      }
    }
  }
  return problems;
}

/** Stops the build when the content folders hold a file they may not, naming each. */
export function checkContentFiles(options: Parameters<typeof contentFileProblems>[0]): void {
  const problems = contentFileProblems(options);
  if (problems.length > 0) {
    throw new Error(`Content files the build refuses:\n${problems.join('\n')}`);
  }
}
