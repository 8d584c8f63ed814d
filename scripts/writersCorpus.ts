/**
 * Writers' words against a corpus of attacks: every payload of OWASP's XSS Filter Evasion Cheat
 * Sheet (scripts/data/xss-filter-evasion.json, source and licence named there) and variants made
 * from each (Unicode spaces and a byte-order mark in its delimiters, mixed case, entities,
 * comments inside expressions), put in each place of an article a writer controls. Each file is
 * compiled through Docusaurus's MDX pipeline with the plugins an article gets, as the build does;
 * then either the compiler refuses it naming the file and a line, or the page it renders holds
 * only the elements and attributes Markdown and the allow-list make, and nothing of it ran.
 * Run by scripts/writers-corpus.test.mjs (Node's test runner: the MDX compiler is ESM only).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseFragment} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import {addressScheme} from '../src/lib/addressScheme';
import remarkWritersContent, {writersElements} from '../src/plugins/writersContent';
import {figureTransform} from '../src/plugins/remarkFigure';

const siteDir = path.resolve(__dirname, '..');
const corpusFile = path.join(__dirname, 'data', 'xss-filter-evasion.json');

export type Corpus = {
  readonly source: string;
  readonly license: string;
  readonly payloads: string[];
};
export const corpus = JSON.parse(fs.readFileSync(corpusFile, 'utf8')) as Corpus;

/** The spaces a parser may trim or a browser may skip, and the byte-order mark. */
const oddSpaces = ['\u00a0', '\u000b', '\u000c', '\ufeff', '\u2028', '\u3000', '\t'];

/** Variants of one payload that a filter reading text might miss. */
export function variantsOf(payload: string, index: number): string[] {
  const space = oddSpaces[index % oddSpaces.length]!;
  const flipped = [...payload]
    .map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase()))
    .join('');
  return [
    payload,
    flipped,
    payload.replace(/[ /]/g, space).replace(/</g, `<${space}`),
    payload.replace(/</g, '&lt;').replace(/>/g, '&#x3E;'),
    `${space}${payload}${space}`,
  ];
}

/** Expressions that are comments to a regular expression and statements to JavaScript. */
export const expressionVariants = [
  '{// /*\nglobalThis.ran("comment")\n}',
  '{/* truncate */ globalThis.ran("after comment")}',
  '{/*/ globalThis.ran("slash star") //*/}',
  '{`/* ${globalThis.ran("template")} */`}',
  '{"/*", globalThis.ran("string") /* */}',
  '{/**/globalThis.ran?.("call")/**/}',
  '{\n// truncate\nglobalThis.ran("line")\n}',
  '{/* a */}{globalThis.ran("second")}',
];

/**
 * Addresses that name a file on the build machine, a file beside the article that is not a
 * photo, or a bundler loader: each must be refused wherever an address goes.
 */
export const addressAttacks = [
  './site-plan.jpg?size=large!./site-plan.jpg',
  './x!@site/jest.config.js',
  '@site/../../../../../../../etc/passwd',
  '@site/../../../../../../../proc/self/environ',
  '@site/package.json',
  '/../../../../../../../etc/ssl/openssl.cnf',
  '../../../../etc/ssl/openssl.cnf',
  '/%2e%2e/%2e%2e/%2e%2e/etc/ssl/openssl.cnf',
  './notes.js',
  './floor-plan.svg',
  './page.htm',
  '/img/logo.svg',
  './hero.jpg?x',
  './photos/../../../secret.jpg',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  '//evil.example/x.js',
  'https:./notes.js',
  'https:/img/logo.svg',
  `/${'a'.repeat(40)}!`,
];

/** The places an address goes. */
export const addressPlaces: Readonly<Record<string, (address: string) => string>> = {
  link: (a) => `[the site plan](${a})`,
  'link in brackets': (a) => `[the site plan](<${a}>)`,
  photo: (a) => `![The site plan](${a})`,
  'photo in brackets': (a) => `![The site plan](<${a}>)`,
  'reference definition': (a) => `[the site plan][plan]\n\n[plan]: ${a}`,
  'photo by reference': (a) => `![The site plan][plan]\n\n[plan]: <${a}>`,
};

/** Each place in an article's body a writer's words can go. */
export const places: Readonly<Record<string, (words: string) => string>> = {
  paragraph: (w) => `Words before ${w} and after.`,
  'a line of its own': (w) => w,
  heading: (w) => `## ${w}`,
  'list item': (w) => `- ${w}\n- second`,
  'table cell': (w) => `| Item | Cost |\n| --- | --- |\n| ${w} | KES 1 |`,
  'link text': (w) => `[${w}](https://nca.go.ke/)`,
  'link address': (w) => `[the authority](${w})`,
  'link address in brackets': (w) => `[the authority](<${w}>)`,
  'image alt': (w) => `![${w}](https://images.unsplash.com/photo-1)`,
  'image address': (w) => `![A site visit](${w})`,
  quote: (w) => `> ${w}`,
  'admonition title': (w) => `:::tip[${w}]\nCure the slab for seven days.\n:::`,
  'admonition body': (w) => `:::warning\n${w}\n:::`,
  footnote: (w) => `Cement[^1].\n\n[^1]: ${w}`,
};

const head = `---
slug: corpus
title: Corpus
---

`;

/** What Markdown and the writers' allow-list make, with the attributes each may carry. */
const renderedElements = new Map<string, readonly string[]>([
  ['p', []],
  // Class: the footnotes' heading, read by screen readers only.
  ['h2', ['id', 'class']],
  ['h3', ['id']],
  ['h4', ['id']],
  ['h5', ['id']],
  ['h6', ['id']],
  ['ul', ['class']],
  ['ol', ['class', 'start']],
  ['li', ['id', 'class']],
  [
    'a',
    [
      'href',
      'title',
      'id',
      'class',
      'aria-describedby',
      'aria-label',
      'data-footnote-ref',
      'data-footnote-backref',
    ],
  ],
  ['img', ['src', 'alt', 'title']],
  ['em', []],
  ['strong', []],
  ['del', []],
  ['code', ['class']],
  ['pre', []],
  ['blockquote', []],
  ['hr', []],
  ['table', []],
  ['thead', []],
  ['tbody', []],
  ['tr', []],
  ['th', ['style']],
  ['td', ['style']],
  ['section', ['class', 'data-footnotes']],
  ['figure', []],
  ['figcaption', []],
  ['input', ['type', 'checked', 'disabled']],
  // Docusaurus's admonition, before the theme draws it.
  ['admonition', ['type', 'title']],
  ['mdxAdmonitionTitle'.toLowerCase(), []],
  // React's hint that a photo is coming, which it writes for every <img> it renders.
  ['link', ['rel', 'as', 'href', 'fetchpriority', 'imagesrcset', 'imagesizes']],
  ...[...writersElements].map(([name, attributes]) => [name, attributes] as const),
]);
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const photoSchemes = new Set(['http', 'https']);
/** The attributes that hold an address, and the schemes each may use (none: a path here). */
const addressAttributes: Readonly<Record<string, ReadonlySet<string>>> = {
  'a href': linkSchemes,
  'img src': photoSchemes,
  'link href': photoSchemes,
  'link imagesrcset': photoSchemes,
};

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      yield child;
      yield* elementsOf(child);
    }
  }
}

/** Every element or attribute of a rendered body outside what Markdown and the allow-list make. */
export function markupProblems(html: string): string[] {
  const problems: string[] = [];
  for (const element of elementsOf(parseFragment(html))) {
    const allowed = renderedElements.get(element.tagName);
    if (!allowed) {
      problems.push(`<${element.tagName}>`);
      continue;
    }
    for (const {name, value} of element.attrs) {
      const schemes = addressAttributes[`${element.tagName} ${name}`];
      const scheme = addressScheme(value);
      if (!allowed.includes(name)) {
        problems.push(`<${element.tagName} ${name}>`);
      } else if (schemes && scheme !== undefined && !schemes.has(scheme)) {
        problems.push(`<${element.tagName} ${name}="${value}">`);
      } else if (name === 'style' && !/^text-align:(left|right|center)$/.test(value)) {
        problems.push(`<${element.tagName} style="${value}">`);
      } else if (element.tagName === 'link' && name === 'rel' && value !== 'preload') {
        problems.push(`<link rel="${value}">`);
      } else if (element.tagName === 'input' && name === 'type' && value !== 'checkbox') {
        problems.push(`<input type="${value}">`);
      }
    }
  }
  return problems;
}

/** The options Docusaurus's blog plugin gives its MDX loader, with this site's plugins. */
export function writersMarkdownOptions(
  defaultMarkdownConfig: Record<string, unknown>,
): Record<string, unknown> {
  return {
    admonitions: true,
    beforeDefaultRemarkPlugins: [[remarkWritersContent, {siteDir}]],
    remarkPlugins: [() => figureTransform],
    rehypePlugins: [],
    recmaPlugins: [],
    beforeDefaultRehypePlugins: [],
    staticDirs: [path.join(siteDir, 'static')],
    siteDir,
    markdownConfig: {
      ...defaultMarkdownConfig,
      // As the site's future.v4 has it: no MDX 1 compatibility.
      mdx1Compat: {comments: false, admonitions: false, headingIds: false},
      hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    },
  };
}

export const corpusFileOf = (name: string) => path.join(siteDir, 'blog', '.corpus', `${name}.mdx`);
export const withHead = (body: string) => `${head}${body}\n`;
export const headLines = head.split('\n').length - 1;
