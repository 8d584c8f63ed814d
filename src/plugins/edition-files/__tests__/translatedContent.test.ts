/**
 * A translated page or article (i18n/<locale>/docusaurus-plugin-content-*) is the same document
 * in other words: the same front-matter shape, the same ids, links and figures the code reads,
 * the same components and photos in its body. A translator who drops a list item, renames a key
 * or "translates" an id breaks the edition silently; these checks name the file and the place.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readPageFile} from '@site/src/test/pageFiles';
import {factKeys as facts, translationOfKey} from '@site/src/plugins/edition-files/originalFacts';

const siteDir = path.resolve(__dirname, '..', '..', '..', '..');
const sources = {
  'docusaurus-plugin-content-pages': 'pages',
  'docusaurus-plugin-content-blog': 'blog',
} as const;

const translations = fs
  .readdirSync(path.join(siteDir, 'i18n'))
  .filter((locale) => locale !== 'en')
  .flatMap((locale) =>
    Object.entries(sources).flatMap(([plugin, sourceDir]) => {
      const dir = path.join('i18n', locale, plugin);
      return fs.existsSync(path.join(siteDir, dir))
        ? fs
            .readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
            .filter((file) => file.endsWith('.mdx'))
            .map((file) => ({translated: path.join(dir, file), source: path.join(sourceDir, file)}))
        : [];
    }),
  );

/** Where the translated front matter differs from the source's in shape or in a fact. */
function differences(
  source: unknown,
  translated: unknown,
  where: string,
  key = '',
  list = '',
): string[] {
  if (Array.isArray(source)) {
    return Array.isArray(translated) && translated.length === source.length
      ? source.flatMap((item, i) => differences(item, translated[i], `${where}[${i}]`, key, key))
      : [`${where}: a list of ${source.length}`];
  }
  if (source instanceof Date || (source && typeof source === 'object')) {
    if (source instanceof Date)
      return String(source) === String(translated) ? [] : [`${where}: must stay ${String(source)}`];
    const record = source as Record<string, unknown>;
    const other = (translated ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(record), ...Object.keys(other)])];
    const topLevel = where === 'front matter';
    return keys.flatMap((k) =>
      k in record && k in other
        ? differences(record[k], other[k], `${where}.${k}`, k, list)
        : // A fact left out is the original's (originalFacts.ts); the editor records what it translates.
          (topLevel && k in record && facts.has(k)) || (topLevel && k === translationOfKey)
          ? []
          : [`${where}.${k}: ${k in record ? 'missing' : 'not in the source'}`],
    );
  }
  return (facts.has(key) || facts.has(`${list}.${key}`)) && source !== translated
    ? [`${where}: must stay ${JSON.stringify(source)}`]
    : [];
}

const photoAddresses = (body: string) =>
  [...body.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((m) => m[1]);
const structure = (body: string) =>
  body.match(/^import .*$|<\/?[A-Z]\w*[^>]*>|\{\/\* truncate \*\/\}/gm) ?? [];

test('there are translations to check', () => {
  expect(translations.length).toBeGreaterThan(10);
});

describe.each(translations)('$translated', ({translated, source}) => {
  const exists = fs.existsSync(path.join(siteDir, source));
  const original = exists
    ? readPageFile(source)
    : {frontMatter: {} as Record<string, unknown>, content: ''};
  const translation = readPageFile(translated);

  test('translates a file of the site', () => {
    expect(exists).toBe(true);
  });

  test('keeps the front matter: every key and list item, and its ids, links and figures', () => {
    expect(differences(original.frontMatter, translation.frontMatter, 'front matter')).toEqual([]);
  });

  test('keeps the body: its imports, components, truncate mark and photos', () => {
    expect(structure(translation.content)).toEqual(structure(original.content));
    expect(photoAddresses(translation.content)).toEqual(photoAddresses(original.content));
  });

  test('is translated: title and description differ from the source', () => {
    for (const key of ['title', 'description']) {
      if (key in original.frontMatter)
        expect(translation.frontMatter[key]).not.toBe(original.frontMatter[key]);
    }
  });
});
