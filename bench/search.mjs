#!/usr/bin/env node
/**
 * Measures the site search and prints figures (no assertions: budgets live in the tests):
 * the build time its indexing adds, the index's size on disk per edition, the bytes a phone
 * fetches for its first query on a cold cache, and the time from a keystroke to the results
 * once the index is loaded (median of 20 more queries), and hits@3 of the relevance table
 * (scripts/search-relevance.test.mjs) per edition.
 *
 *   npm run bench:search                  build, then measure
 *   npm run bench:search -- --skip-build  measure the existing build/
 *   --out <file>                          where the results go (default docs/performance/search-latest.md)
 *   --no-write                            print only
 *
 * At the end it writes the run's results, with this machine's Lighthouse benchmark index (measured
 * in the same browser with Lighthouse's own function), the date and the commit, to
 * docs/performance/search-latest.md (bench/resultsFile.ts).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {pageFunctions as lighthousePageFunctions} from 'lighthouse/core/lib/page-functions.js';
import {commandLine, gitState, resultsFile, writeResults} from './resultsOnDisk.mjs';

const started = new Date();

const args = process.argv.slice(2);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const git = gitState(root);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
/** What the run measured, as the results file records it (bench/resultsFile.ts). */
const results = {indexBytes: [], editions: []};
const port = 4190;
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!args.includes('--skip-build')) {
  const started = performance.now();
  const output = execFileSync(path.join(root, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: root,
    encoding: 'utf8',
  });
  const buildMs = performance.now() - started;
  const indexing = [...output.matchAll(/\[(\w+)\] Search: (\d+) pages indexed in (\d+) ms/g)].map(
    (m) => ({locale: m[1], pages: Number(m[2]), ms: Number(m[3])}),
  );
  const indexMs = indexing.reduce((sum, step) => sum + step.ms, 0);
  results.build = {wholeMs: Math.round(buildMs), indexing};
  console.log('Build');
  for (const step of indexing)
    console.log(`  ${step.locale}: ${step.pages} pages indexed in ${step.ms} ms`);
  console.log(
    `  whole build ${(buildMs / 1000).toFixed(1)} s, of which indexing ${(indexMs / 1000).toFixed(1)} s: ${((indexMs / (buildMs - indexMs)) * 100).toFixed(1)} % added\n`,
  );
}

function folderBytes(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}
console.log('Index on disk');
for (const prefix of ['', 'sw']) {
  const dir = path.join(root, 'build', prefix, 'pagefind');
  if (fs.existsSync(dir)) {
    const folder = `/${prefix ? `${prefix}/` : ''}pagefind`;
    const bytes = folderBytes(dir);
    results.indexBytes.push({folder, bytes});
    console.log(`  ${folder}: ${kb(bytes)}`);
  }
}

// What the search finds: the relevance table against this build (it prints hits@3 per edition,
// and fails below its threshold, which is still a figure worth recording here).
{
  let output = '';
  try {
    output = execFileSync(
      process.execPath,
      ['--test', '--test-reporter=spec', path.join(root, 'scripts', 'search-relevance.test.mjs')],
      {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']},
    );
  } catch (error) {
    output = `${error.stdout ?? ''}`;
  }
  results.quality = [...output.matchAll(/^(\w+): hits@3 [\d.]+ % \((\d+) of (\d+)\)/gm)].map(
    (m) => ({edition: m[1], hits: Number(m[2]), queries: Number(m[3])}),
  );
  console.log('\nWhat it finds (relevance table)');
  for (const q of results.quality)
    console.log(
      `  ${q.edition}: hits@3 ${((q.hits / q.queries) * 100).toFixed(1)} % (${q.hits} of ${q.queries})`,
    );
  console.log();
}

const server = spawn(
  process.execPath,
  [path.join(root, 'scripts', 'serve-build.mjs'), '--port', String(port)],
  {cwd: root, stdio: 'ignore'},
);
process.on('exit', () => server.kill());
await new Promise((resolve) => setTimeout(resolve, 800));

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const queries = {
  en: [
    'cement',
    'concrete',
    'borehole',
    'roofing',
    'NCA',
    'Runda',
    'permit',
    'warehouse',
    'solar',
    'tiles',
    'steel',
    'plaster',
    'foundation',
    'Kitengela',
    'Nakuru',
    'mabati',
    'timber',
    'insulation',
    'drainage',
    'approval',
    'ballast',
  ],
  sw: [
    'saruji',
    'zege',
    'kisima',
    'paa',
    'NCA',
    'Runda',
    'vibali',
    'ghala',
    'sola',
    'vigae',
    'chuma',
    'lipu',
    'msingi',
    'Kitengela',
    'Nakuru',
    'bati',
    'mbao',
    'nondo',
    'mifereji',
    'idhini',
    'kokoto',
  ],
};

async function measure(home, buttonName, [firstQuery, ...later]) {
  const context = await browser.newContext({viewport: {width: 375, height: 740}});
  const page = await context.newPage();
  await page.goto(`${origin}${home}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  const fetched = [];
  page.on('requestfinished', (request) =>
    fetched.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        body: sizes.responseBodySize,
      })),
    ),
  );
  await page.getByRole('button', {name: buttonName}).click();
  await page.getByRole('combobox').fill(firstQuery);
  await page.getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  const transfers = await Promise.all(fetched);
  const search = transfers.filter((t) => t.url.includes('/pagefind/'));
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  const bodies = transfers.reduce((sum, t) => sum + t.body, 0);
  console.log(
    `  ${home}: first query "${firstQuery}" fetched ${kb(total)} in ${transfers.length} requests, ${kb(bodies)} of it content and the rest HTTP/1.1 headers ` +
      `(search files ${kb(search.reduce((sum, t) => sum + t.bytes, 0))} in ${search.length}; the dialog's code the rest)`,
  );
  const edition = {
    home,
    firstQuery,
    fetched: {bytes: total, contentBytes: bodies, requests: transfers.length},
    searchFiles: {bytes: search.reduce((sum, t) => sum + t.bytes, 0), requests: search.length},
  };

  // From the keystroke that completes a query to its results on screen, the index loaded.
  const times = [];
  for (const query of later) {
    times.push(
      await page.evaluate(
        (q) =>
          new Promise((resolve) => {
            const field = document.querySelector('[role="combobox"]');
            const dialog = field.closest('dialog');
            const started = performance.now();
            const done = () => {
              const status = dialog.querySelector('[role="status"]')?.textContent ?? '';
              const headings = [...dialog.querySelectorAll('h3')].map((h) => h.textContent ?? '');
              return status.includes(`“${q}”`) || headings.some((h) => h.includes(`“${q}”`));
            };
            const observer = new MutationObserver(() => {
              if (done()) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(dialog, {subtree: true, childList: true, characterData: true});
            const setValue = Object.getOwnPropertyDescriptor(
              HTMLInputElement.prototype,
              'value',
            ).set;
            setValue.call(field, q);
            field.dispatchEvent(new Event('input', {bubbles: true}));
          }),
        query,
      ),
    );
  }
  console.log(
    `  ${home}: keystroke to results ${Math.round(median(times))} ms median of ${times.length} (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms)`,
  );
  results.editions.push({...edition, keystrokeToResultsMs: times.map(Math.round)});
  await context.close();
}

/**
 * This machine's CPU as Lighthouse scores it (`environment.benchmarkIndex`), with Lighthouse's
 * own function run in this browser, so this run's figures carry the same index as `npm run bench`'s.
 */
async function benchmarkIndexes(times) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const indexes = [];
  for (let i = 0; i < times; i += 1) {
    indexes.push(
      await page.evaluate(`(${lighthousePageFunctions.computeBenchmarkIndex.toString()})()`),
    );
  }
  await context.close();
  return indexes;
}

console.log('\nIn the browser (375 px, cold cache)');
await measure('/', 'Search', queries.en);
if (fs.existsSync(path.join(root, 'build', 'sw', 'index.html')))
  await measure('/sw/', 'Tafuta', queries.sw);
const indexes = await benchmarkIndexes(3);
const chromiumVersion = browser.version();
await browser.close();
server.kill();

const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;
results.run = {
  started: started.toISOString(),
  finished: new Date().toISOString(),
  commit: git.commit,
  uncommittedChanges: git.uncommittedChanges,
  command: commandLine('bench:search', args),
  benchmarkIndexes: indexes,
  versions: {Node: process.versions.node, Chromium: chromiumVersion, Lighthouse: lighthouseVersion},
};
console.log(
  `\nThis machine's CPU by Lighthouse's benchmark index: ${resultsFile.indexLine(indexes)}`,
);
if (!args.includes('--no-write')) {
  const file = await writeResults(
    root,
    option('out', 'docs/performance/search-latest.md'),
    resultsFile.searchMarkdown(results),
  );
  console.log(`Results written to ${file}`);
}
