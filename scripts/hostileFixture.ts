/**
 * For the browser tests of writers' text that looks like code: an article, its writer and a case
 * study whose words hold markup an attacker would type (closing a script, an image with an error
 * handler, a javascript: address), as a writer could type them in the web editor. The second test
 * build builds from copies of blog/ and pages/ that carry them (INSIGHTS_DIR, PAGES_DIR); every
 * one of these words must show as typed, and none may run.
 *
 *   node scripts/hostile-fixture.mjs   (after scripts/photo-fixture.mjs, which copies blog/)
 */
import fs from 'node:fs';
import path from 'node:path';
import {phonePhoto} from '../src/test/phonePhoto';
import {fixtureBlogDir} from './photoFixture';
import {corpus} from './writersCorpus';

export const fixturePagesDir = '.build-fixture/pages';

/** What each hostile word would do if it ran: set this global. */
export const pwnedGlobal = '__pwned';
// Short enough that a title holding it stays within what a page title may be (70 characters).
const closeScript = `</script><script>${pwnedGlobal}=1</script>`;
const imageHandler = `"><img src=x onerror=window.${pwnedGlobal}=2>`;
const scriptAddress = `javascript:window.${pwnedGlobal}=3`;
/**
 * `\\'` ended the string Docusaurus's MDX loader wrote a front-matter value into (stringify-object
 * escaped the quote but not the backslash), and what follows ran wherever the page's module did.
 */
const frontMatterBreakout = `\\\\'+(globalThis.${pwnedGlobal}=4),x:0,//`;

export const hostileArticle = {
  folder: '2026-11-24-hostile-markup',
  slug: 'slab-notes-with-markup',
  title: `${closeScript} ${frontMatterBreakout}`,
  description: `Notes from site ${imageHandler} and ${scriptAddress} ${frontMatterBreakout}`,
  heroAlt: `Slab ${imageHandler}`,
  photoAlt: `Rebar ${closeScript}`,
  caption: `Cover ${imageHandler}`,
  /** A writer of blog/authors.yml renamed in the copy (each edition reads its own authors file). */
  author: {key: 'aminahassan', name: `Amina ${closeScript}`},
} as const;

export const hostileCaseStudy = {
  id: 'markup-house',
  title: `House ${closeScript}`,
  client: `Kilele ${frontMatterBreakout}`,
  description: `A house ${imageHandler} and ${scriptAddress}`,
  caption: `Facade ${imageHandler}`,
  testimonialAuthor: `Otieno ${closeScript}`,
} as const;

/**
 * A sample of the writers' corpus (scripts/writersCorpus.ts), each payload as text in the body:
 * every eleventh entry of one line, so the browser sees a spread of the cheat sheet.
 */
export const corpusSample = corpus.payloads
  .filter((payload, i) => i % 11 === 0 && !payload.includes('\n'))
  .slice(0, 10);
/** A section heading whose words look like markup: the table of contents shows them as typed. */
export const markupHeading = 'Notes <style> and <meta http-equiv=refresh>';
export const admonitionTitle = 'Before you pour';

/** Markdown's own escapes for text in an article's body: `\<` is the character `<`. */
const inBody = (text: string) => text.replace(/[<>{}[\]*_\\]/g, '\\$&');
/**
 * Text in an article's body written as character references, as a writer could type it: read as
 * the characters, never as markup (a backslash escape can be taken into an address typed just
 * before it, which a reference cannot).
 */
const asCharacters = (text: string) =>
  text.replace(/[&<>{}[\]*_\\`]/g, (c) => `&#${c.charCodeAt(0)};`);
const yamlString = (text: string) => JSON.stringify(text);

const siteDir = path.resolve(__dirname, '..');

function writeArticle(blogDir: string): Promise<void> {
  const {folder, slug, title, description, heroAlt, photoAlt, caption, author} = hostileArticle;
  const authors = path.join(blogDir, 'authors.yml');
  const renamed = fs
    .readFileSync(authors, 'utf8')
    .replace(new RegExp(`^(${author.key}:\\n  name: ).*$`, 'm'), `$1${yamlString(author.name)}`);
  if (!renamed.includes(author.name)) {
    throw new Error(`${authors} has no writer ${author.key} whose name comes first`);
  }
  fs.writeFileSync(authors, renamed);
  const dir = path.join(blogDir, folder);
  fs.mkdirSync(dir);
  fs.writeFileSync(
    path.join(dir, 'index.mdx'),
    `---
slug: ${slug}
title: ${yamlString(title)}
description: ${yamlString(description)}
image: ./hero.jpg
image_alt: ${yamlString(heroAlt)}
authors: [${author.key}]
tags: [residential]
related: [building-your-first-home-kenya, cost-effective-materials]
---

Notes from a slab pour, written as a writer would type them in the editor.

{/* truncate */}

## The Reinforcement

![${inBody(photoAlt)}](./hero.jpg)
*${inBody(caption)}*

## ${inBody(markupHeading)}

:::tip[${admonitionTitle}]

Note:remember to book the county inspector.

:::

${corpusSample.map((payload) => `- ${asCharacters(payload)}`).join('\n')}
`,
  );
  return phonePhoto(2400, 1600, {seed: 5}).then((jpeg) =>
    fs.writeFileSync(path.join(dir, 'hero.jpg'), jpeg),
  );
}

function writeCaseStudy(pagesDir: string): void {
  const {id, title, client, description, caption, testimonialAuthor} = hostileCaseStudy;
  const original = fs.readFileSync(path.join(pagesDir, 'case-study', 'broadwalkmall.mdx'), 'utf8');
  const replaced = original
    .replace(/^title: .*$/m, `title: ${yamlString(title)}`)
    .replace(/^description: .*$/m, `description: ${yamlString(description)}`)
    .replace(/^client: .*$/m, `client: ${yamlString(client)}`)
    .replace(/^featured: true$/m, 'featured: false')
    .replace(/^gallery: true$/m, 'gallery: false')
    .replace(/^(\s+caption: ).*$/m, `$1${yamlString(caption)}`)
    .replace(/^(\s+author: ).*$/m, `$1${yamlString(testimonialAuthor)}`);
  fs.writeFileSync(path.join(pagesDir, 'case-study', `${id}.mdx`), replaced);
}

export async function writeHostileFixture(): Promise<void> {
  const blogDir = path.join(siteDir, fixtureBlogDir);
  if (!fs.existsSync(blogDir)) {
    throw new Error(`${fixtureBlogDir} is missing: run scripts/photo-fixture.mjs first`);
  }
  const pagesDir = path.join(siteDir, fixturePagesDir);
  fs.rmSync(pagesDir, {recursive: true, force: true});
  fs.cpSync(path.join(siteDir, 'pages'), pagesDir, {recursive: true});
  writeCaseStudy(pagesDir);
  await writeArticle(blogDir);
  console.log(
    `hostile fixture: ${fixtureBlogDir}/${hostileArticle.folder} and ${fixturePagesDir}/case-study/${hostileCaseStudy.id}.mdx`,
  );
}

/**
 * For the build test of writers' files that hold code: a copy of blog/ with one article that
 * holds each thing a writer's file may not, and what the build must say of each (file:line).
 */
export const refusedBlogDir = '.build-fixture/refused/blog';
const refusedFolder = '2026-11-25-code-in-an-article';
const prototypeFolder = '2026-11-25-prototype-in-front-matter';
const refusedBody: readonly (readonly [string, string])[] = [
  ["import Chart from 'chart-package'", '`import` (code)'],
  ['export const x = 1', '`export` (code)'],
  ['{alert(1)}', 'a {…} expression (code)'],
  ['<abbr title={window.name}>NCA</abbr>', 'the attribute title={…} in <abbr> (code)'],
  ['<img src="x" onError={() => 1} />', 'the element <img>'],
  ['<script>alert(1)</script>', 'the element <script>'],
  ['<iframe src="https://example.com/"></iframe>', 'the element <iframe>'],
  ['<object data="x.swf"></object>', 'the element <object>'],
  ['<mark style="background:url(javascript:alert(1))">m</mark>', 'the attribute style in <mark>'],
  ['[Open](javascript:alert(1))', 'a javascript: address'],
  ['[Open](data:text/html,hello)', 'a data: address'],
  ['<CaseStudyDetail />', 'the element <CaseStudyDetail>'],
  ['<constructor />', 'the element <constructor>'],
  // Comments to a regular expression, a statement to JavaScript.
  ['{// /*\nglobalThis.x = 1\n}', 'a {…} expression (code)'],
  [
    '## Costs ![<style>*{}</style>](https://images.unsplash.com/x)',
    'a photo in a heading (headings hold plain words)',
  ],
  [':::script\nWords\n:::', 'the block :::script'],
];

export function writeRefusedFixture(): {file: string; expected: string[]} {
  const blogDir = path.join(siteDir, refusedBlogDir);
  fs.rmSync(path.dirname(blogDir), {recursive: true, force: true});
  fs.cpSync(path.join(siteDir, 'blog'), blogDir, {recursive: true});
  const head = `---
slug: code-in-an-article
title: Code in an Article
description: An article whose body holds code, which the build must refuse before it runs.
image: https://images.unsplash.com/photo-1600585154340-be6161a56a0c
authors: [davidmwangi]
tags: [residential]
related: [building-your-first-home-kenya, cost-effective-materials]
---

Words first.

{/* truncate */}
`;
  const firstLine = head.split('\n').length + 1;
  const file = `${refusedBlogDir}/${refusedFolder}/index.mdx`;
  fs.mkdirSync(path.join(blogDir, refusedFolder));
  fs.writeFileSync(
    path.join(siteDir, file),
    `${head}\n${refusedBody.map(([line]) => line).join('\n\n')}\n`,
  );
  // Each entry starts a blank line after the last line of the one before.
  const starts = refusedBody.map((_, i) =>
    refusedBody.slice(0, i).reduce((line, [text]) => line + text.split('\n').length + 1, firstLine),
  );
  return {
    file,
    expected: refusedBody.map(
      ([, what], i) => `${file}:${starts[i]}:1: ${what} is not allowed in a writer's file.`,
    ),
  };
}

/**
 * For the same build test: a copy of blog/ with one article whose front matter holds a key that
 * would become the prototype of the page's front matter, which the blog refuses while it reads
 * the article, before anything is bundled (so in a build of its own).
 */
export const prototypeBlogDir = '.build-fixture/prototype/blog';

export function writePrototypeFixture(): {file: string; expected: string[]} {
  const blogDir = path.join(siteDir, prototypeBlogDir);
  fs.rmSync(path.dirname(blogDir), {recursive: true, force: true});
  fs.cpSync(path.join(siteDir, 'blog'), blogDir, {recursive: true});
  const file = `${prototypeBlogDir}/${prototypeFolder}/index.mdx`;
  fs.mkdirSync(path.join(blogDir, prototypeFolder));
  fs.writeFileSync(
    path.join(siteDir, file),
    `---
slug: prototype-in-front-matter
title: A Prototype in Front Matter
description: An article whose front matter names the prototype, which the build must refuse.
image: https://images.unsplash.com/photo-1600585154340-be6161a56a0c
authors: [davidmwangi]
tags: [residential]
related: [building-your-first-home-kenya, cost-effective-materials]
__proto__:
  draft: true
---

Words first.
`,
  );
  return {file, expected: [`${file}: the field "__proto__" is not allowed`]};
}
