/**
 * Writes one edition's search index with Pagefind, reading the pages it is given on stdin as
 * JSON: {"outputPath": "...", "pages": [{"url": "/pricing", "file": "/…/build/pricing.html"}]}.
 * A separate Node process because Pagefind is an ES module only and the site's config, which
 * loads the plugin, cannot import one (see index.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/**
 * The words Pagefind indexes of a page, near enough: the text of <main> without its <nav>s and
 * the blocks marked data-pagefind-ignore, in lower case, letters and figures. A word a few pages
 * leave out of the index costs nothing but a correction never offered.
 */
function indexedWords(html) {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const text = main
    .replace(/<(script|style|nav)[\s>][\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*data-pagefind-ignore[^>]*>[\s\S]*?<\/(div|section|aside|p|ul)>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .toLowerCase();
  return new Set(text.match(/[\p{L}\p{N}]+/gu) ?? []);
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const {outputPath, pages} = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const fail = (what, errors) => {
  if (errors.length > 0) throw new Error(`Search: ${what}: ${errors.join('; ')}`);
};
// Only <main> is content: the header, footer and navigation are on every page. Within it, the
// tables of contents and breadcrumbs (nav) point at content rather than being it; components
// mark other such blocks themselves (src/lib/notSearched.ts).
const {index, errors} = await pagefind.createIndex({
  rootSelector: 'main',
  excludeSelectors: ['nav'],
});
fail('creating the index', errors);
const counts = new Map();
for (const {url, file} of pages) {
  const content = await fs.readFile(file, 'utf8');
  fail(url, (await index.addHTMLFile({url, content})).errors);
  for (const word of indexedWords(content)) counts.set(word, (counts.get(word) ?? 0) + 1);
}
fail('writing the index', (await index.writeFiles({outputPath})).errors);
await pagefind.close();
// The edition's words, what the browser corrects a query against and finds a Kiswahili word's
// other forms in (src/lib/searchQuery.ts): one a line, in blocks by the pages they are on (five
// or more, two to four, one), alphabetical within a block, which compresses to two thirds of a
// list in order of frequency. Words under three letters and figures are never corrected nor
// analysed: left out.
const blocks = [5, 2, 1].map(() => []);
for (const [word, pages] of counts) {
  if (word.length < 3 || /\d/.test(word)) continue;
  blocks[pages >= 5 ? 0 : pages >= 2 ? 1 : 2].push(word);
}
await fs.writeFile(
  path.join(outputPath, 'words.txt'),
  blocks.map((block) => block.sort().join('\n')).join('\n\n'),
);

// Pagefind also writes its ready-made interfaces and a Web Worker; the site uses neither
// (src/lib/siteSearch.ts searches on the page), so they are not published.
const unused = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\./;
for (const file of await fs.readdir(outputPath)) {
  if (unused.test(file)) await fs.rm(path.join(outputPath, file));
}
