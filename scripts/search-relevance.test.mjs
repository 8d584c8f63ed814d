/**
 * The site search's relevance table (scripts/search-relevance.json): each query as a visitor
 * types it, with the page that must be among the first three results. Runs the search the site
 * ships, in Node: each edition's built Pagefind bundle and word list (build/pagefind,
 * build/sw/pagefind, read from disk where the browser would fetch them) behind the same code
 * the dialog uses (src/lib/siteSearch.ts). Prints hits@3 per edition; fails below 95 %.
 *
 *   npm run test:relevance            against build/ (npm run build:test or docusaurus build)
 *   SEARCH_BUILD=<dir> npm run test:relevance
 *   SEARCH_WITHOUT_WORDS=1 …          Pagefind alone, no correction or word forms (for comparing)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const build = path.resolve(root, process.env.SEARCH_BUILD ?? 'build');
const table = JSON.parse(
  await fs.readFile(path.join(import.meta.dirname, 'search-relevance.json')),
);
const jiti = createJiti(import.meta.filename, {alias: {'@site': root}});
const {answer, firstMatches, hitOf} = jiti('../src/lib/siteSearch.ts');
const {SiteWords, siteWordsOf} = jiti('../src/lib/searchQuery.ts');

/** Least share of queries whose page is among the first three. */
const required = 0.95;
const origin = 'http://localhost';

// Pagefind's bundle asks the page where it is and fetches its files: here they come from disk.
globalThis.window ??= {location: {origin, href: `${origin}/`}};
globalThis.document ??= {currentScript: null, querySelector: () => null};
globalThis.fetch = async (url) => {
  const file = path.join(build, decodeURIComponent(new URL(String(url), origin).pathname));
  return fs.readFile(file).then(
    (body) => new Response(body, {status: 200}),
    () => new Response('', {status: 404}),
  );
};

async function editionSearch(baseUrl, language) {
  const folder = path.join(build, baseUrl, 'pagefind');
  // A copy per edition: the bundle is a module, and a module is loaded once per URL.
  const pagefind = await import(
    `${pathToFileURL(path.join(folder, 'pagefind.js')).href}?${language}`
  );
  await pagefind.options({
    basePath: `${origin}${baseUrl}pagefind/`,
    baseUrl: '/',
    excerptLength: 24,
  });
  await pagefind.init();
  const list = process.env.SEARCH_WITHOUT_WORDS
    ? []
    : siteWordsOf(await fs.readFile(path.join(folder, 'words.txt'), 'utf8'));
  const words = new SiteWords(list, language);
  return async (query) => {
    const found = await answer(pagefind, words, query);
    const matches = await firstMatches(found.results, found.searched, 3);
    return matches.map((item) => hitOf(item, baseUrl).url.split('#')[0]);
  };
}

for (const [language, baseUrl] of [
  ['en', '/'],
  ['sw', '/sw/'],
]) {
  test(`hits@3 of the ${language} edition's relevance table`, async () => {
    const search = await editionSearch(baseUrl, language);
    const rows = table[language];
    assert.ok(rows.length >= 40, 'at least 40 queries');
    const misses = [];
    for (const {query, page} of rows) {
      const first = await search(query);
      if (!first.includes(page))
        misses.push(`  "${query}": wanted ${page}, got ${first.join(', ') || 'nothing'}`);
    }
    const share = (rows.length - misses.length) / rows.length;
    console.log(
      `${language}: hits@3 ${(share * 100).toFixed(1)} % (${rows.length - misses.length} of ${rows.length})`,
    );
    if (misses.length > 0) console.log(misses.join('\n'));
    assert.ok(
      share >= required,
      `hits@3 ${(share * 100).toFixed(1)} % is below ${required * 100} %`,
    );
  });
}
