#!/usr/bin/env node
/**
 * What every page's first script (`main.js` and its runtime) holds: builds one edition with the
 * client build's module statistics (src/plugins/bundleStats.ts) into a temporary folder and
 * prints the source bytes of its modules by package, generated file and folder of the site's own,
 * largest first (bench/firstScript.ts), and the built `main.js` (minified and gzip).
 *
 *   npm run bench:bundle                  the English edition
 *   npm run bench:bundle -- --locale sw   the Kiswahili edition
 *   --top 40                              how many lines (default 30)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import createJiti from 'jiti';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {firstScriptShares} = createJiti(import.meta.filename)('./firstScript.ts');
const locale = option('locale', 'en');
const top = Number(option('top', 30));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
const statsFile = path.join(dir, 'stats.json');
const outDir = path.join(dir, 'build');

execFileSync('npx', ['docusaurus', 'build', '--locale', locale, '--out-dir', outDir], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {...process.env, BUNDLE_STATS: statsFile},
});
const {total, shares} = firstScriptShares(JSON.parse(fs.readFileSync(statsFile, 'utf8')));
const scriptsDir = path.join(outDir, 'assets', 'js');
const main = fs.readdirSync(scriptsDir).find((file) => /^main\.\w+\.js$/.test(file));
const bytes = fs.readFileSync(path.join(scriptsDir, main));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(
  `Edition: ${locale}. ${main}: ${kb(bytes.length)} minified, ${kb(zlib.gzipSync(bytes).length)} gzip`,
);
console.log(`(built without module concatenation, so a little larger than the site's own)`);
console.log(`Its modules before minifying: ${kb(total)}; largest first:`);
for (const {name, bytes: size} of shares.slice(0, top)) {
  console.log(
    `${kb(size).padStart(10)}  ${(((size / total) * 100).toFixed(1) + ' %').padStart(7)}  ${name}`,
  );
}
fs.rmSync(dir, {recursive: true, force: true});
