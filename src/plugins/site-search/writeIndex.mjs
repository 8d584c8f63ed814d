/**
 * Writes one edition's search index with Pagefind, reading the pages it is given on stdin as
 * JSON: {"outputPath": "...", "pages": [{"url": "/pricing", "file": "/…/build/pricing.html"}]}.
 * A separate Node process because Pagefind is an ES module only and the site's config, which
 * loads the plugin, cannot import one (see index.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

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
for (const {url, file} of pages) {
  fail(url, (await index.addHTMLFile({url, content: await fs.readFile(file, 'utf8')})).errors);
}
fail('writing the index', (await index.writeFiles({outputPath})).errors);
await pagefind.close();

// Pagefind also writes its ready-made interfaces and a Web Worker; the site uses neither
// (src/lib/siteSearch.ts searches on the page), so they are not published.
const unused = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\./;
for (const file of await fs.readdir(outputPath)) {
  if (unused.test(file)) await fs.rm(path.join(outputPath, file));
}
