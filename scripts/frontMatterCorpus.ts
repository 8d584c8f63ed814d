/**
 * Writers' front matter against the ways it broke out of its page's module: Docusaurus's MDX
 * loader writes a page's front matter into the page's JavaScript (`export const frontMatter =
 * …`), which runs during the build and in every reader's browser. Each value below is put into a
 * field of a real file of each collection a writer edits, at the top and nested in lists and
 * objects; the file is compiled by the loader with the site's own parseFrontMatter hook, and the
 * module evaluated. Every value must come out as typed and nothing may run; keys that reach the
 * prototype and control characters must be refused, naming the file and the field or line.
 * Run by scripts/front-matter-corpus.test.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {readFrontMatter} from '../src/plugins/frontMatterReader';

const siteDir = path.resolve(__dirname, '..');

/** What a payload calls to show it ran. */
export const ranName = 'frontMatterRan';
const run = `globalThis.${ranName}("x")`;

/** Values that must reach the page's module as the same string. */
export const frontMatterValues: readonly string[] = [
  // Ended stringify-object 3.3.0's string: it escaped `'` but not `\`.
  `\\\\'+${run},x:0,//`,
  `\\\\');${run};('`,
  `\\\\'\n+${run}//`,
  `Slab\\\\\\\\'+${run}//`,
  `\\\\u0027+${run}+\\\\u0027`,
  `\\u0027+${run}+\\u0027`,
  `\\x27+${run}+\\x27`,
  // Careless backslashes: made the module unparsable, or changed the text.
  'Costs in KSh\\',
  'Plans kept in C:\\users\\wanjiru\\plans',
  "Don\\'t skip the curing",
  'Line one\\nline two',
  '\\',
  // Other quotes and what ends a script or a template.
  `"+${run}+"`,
  `\`\${${run}}\``,
  `</script><script>${run}</script>`,
  // Words as a writer types them.
  'Msingi’s “Kilimani” tower: 18 storeys, KSh 1.2 bn',
  'Ujenzi wa nyumba bora kwa bei nafuu',
  'Tabs\tand\nline breaks',
];

/** A file of a collection: where it is, and which of its fields (path of keys) take the values. */
export type CollectionFile = {
  readonly collection: string;
  readonly file: string;
  readonly fields: readonly (readonly (string | number)[])[];
};

/** One real file of each collection a writer edits, and fields of its, top level and nested. */
export const collectionFiles: readonly CollectionFile[] = [
  {
    collection: 'article',
    file: 'blog/2025-02-18-construction-permits-guide/index.mdx',
    fields: [['title'], ['description'], ['title_meta']],
  },
  {
    collection: 'translated article',
    file: 'i18n/sw/docusaurus-plugin-content-blog/2025-02-18-construction-permits-guide/index.mdx',
    fields: [['title'], ['description']],
  },
  {
    collection: 'case study',
    file: 'pages/case-study/nairobi-heights.mdx',
    fields: [['client'], ['title'], ['challenges', 1], ['timeline', 0, 'phase']],
  },
  {
    collection: 'translated case study',
    file: 'i18n/sw/docusaurus-plugin-content-pages/case-study/nairobi-heights.mdx',
    fields: [['title'], ['description'], ['challenges', 0]],
  },
  {
    collection: 'service',
    file: 'pages/services/residential.mdx',
    fields: [['title'], ['features', 2]],
  },
  {
    collection: 'page',
    file: 'pages/about.mdx',
    fields: [['mission'], ['values', 0, 'name']],
  },
];

/** The YAML data files a writer edits, which the site reads as data (src/plugins/yamlReader.ts). */
export const dataFiles: readonly CollectionFile[] = [
  {collection: 'authors', file: 'blog/authors.yml', fields: [['davidmwangi', 'name']]},
  {collection: 'people', file: 'pages/_people.yml', fields: [['briankiprop', 'title']]},
  {collection: 'testimonials', file: 'pages/_testimonials.yml', fields: [[0, 'content']]},
];

/** Keys that reach the prototype, each where it may be written, and the field the build names. */
export const prototypeKeys: readonly (readonly [string, string])[] = [
  ['__proto__:\n  draft: true', '__proto__'],
  ['"__proto__": {draft: true}', '__proto__'],
  ['constructor: x', 'constructor'],
  [
    'more_photos:\n  - url: https://images.unsplash.com/photo-1\n    __proto__: {alt: x}',
    'more_photos[0].__proto__',
  ],
  ['crew: [{person: briankiprop, prototype: {}}]', 'crew[0].prototype'],
];

/**
 * Control characters a writer could paste, as typed after `note: `; the code point the build
 * names; and the text it shows (the character replaced by U+FFFD).
 */
export const controlCharacters: readonly (readonly [string, string, string])[] = [
  ['"Cement\\0"', 'U+0000', 'Cement\ufffd'],
  ['"Cement\\b"', 'U+0008', 'Cement\ufffd'],
  ['"Cement\\e"', 'U+001B', 'Cement\ufffd'],
  ['"Cement\\N"', 'U+0085', 'Cement\ufffd'],
  ['"Cement\\L"', 'U+2028', 'Cement\ufffd'],
  // Typed as itself: a line separator after `\\'`, which older engines ended a line on.
  ["Cement \\\\'\u2028+x", 'U+2028', "Cement \\\\'\ufffd+x"],
];

/** The value at `at` in `data`. */
export const valueAt = (data: unknown, at: readonly (string | number)[]): unknown =>
  at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], data);

/** `data` with `value` at `at` (a copy: lists and objects along the way are new). */
function withValueAt(data: unknown, at: readonly (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [key, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (
    Array.isArray(data) ? [...(data as unknown[])] : {...(data as Record<string, unknown>)}
  ) as Record<string | number, unknown>;
  copy[key] = withValueAt(copy[key], rest, value);
  return copy;
}

/** The real file's front matter, read as the build reads it, and its body. */
function realFile(file: string) {
  return readFrontMatter(fs.readFileSync(path.join(siteDir, file), 'utf8'), file);
}

/** The real file with `value` in each of its `fields`, written out as YAML a writer could type. */
export function fileWithValue({file, fields}: CollectionFile, value: string): string {
  const {frontMatter} = realFile(file);
  const changed = fields.reduce<unknown>((data, at) => withValueAt(data, at, value), frontMatter);
  return `---\n${yaml.dump(changed, {lineWidth: -1})}---\n\nWords of the page.\n`;
}

/** The real file with `lines` added at the end of its front matter, as typed. */
export function fileWithLines({file}: CollectionFile, lines: string): string {
  const {frontMatter} = realFile(file);
  return `---\n${yaml.dump(frontMatter, {lineWidth: -1})}${lines}\n---\n\nWords of the page.\n`;
}

/** A YAML data file with `value` in each of its `fields`. */
export function dataFileWithValue({file, fields}: CollectionFile, value: string): string {
  const data = yaml.load(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  return yaml.dump(
    fields.reduce<unknown>((changed, at) => withValueAt(changed, at, value), data),
    {lineWidth: -1},
  );
}

export const siteFile = (file: string) => path.join(siteDir, file);

/** Lines as a writer types them (plain and single-quoted YAML), the key each sets and its value. */
export const typedLines: readonly (readonly [string, string, string])[] = [
  [`note: \\\\'+${run},x:0,//`, 'note', `\\\\'+${run},x:0,//`],
  // Single-quoted: a quote inside is written twice.
  [`aside: '${`\\\\'+${run},x:0,//`.replaceAll("'", "''")}'`, 'aside', `\\\\'+${run},x:0,//`],
  ['price_note: Costs in KSh\\', 'price_note', 'Costs in KSh\\'],
  ['folder: C:\\users\\plans', 'folder', 'C:\\users\\plans'],
  [`'${`key\\\\'+${run},x:0,//`.replaceAll("'", "''")}': 1`, `key\\\\'+${run},x:0,//`, '1'],
];
