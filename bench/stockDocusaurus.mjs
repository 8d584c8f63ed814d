/**
 * Stock Docusaurus: the classic template of create-docusaurus, the version of our own Docusaurus,
 * built untouched, as `npx create-docusaurus my-site classic` would make it. The benchmark
 * measures its home page, a blog post, a docs page and its emptiest page in the same run, on the same machine and
 * with the same Chromium as our routes: absolute Lighthouse scores follow the CPU, so the
 * comparison is the figure that holds.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The stock pages measured: the template's home page, its first blog post, its first doc, and its
 * emptiest page (a few lines of Markdown: what any Docusaurus page pays before its content).
 */
export const stockRoutes = [
  {route: '/', name: '/'},
  {route: '/blog/welcome', name: 'blog post'},
  {route: '/docs/intro', name: 'docs'},
  {route: '/markdown-page', name: 'emptiest page'},
];

/**
 * Builds the stock site in a temporary folder (once per version: the template and our installed
 * packages do not change between runs; `rebuild` builds it afresh) and returns its build folder
 * and version.
 */
export function buildStockSite(root, {rebuild = false} = {}) {
  const template = path.join(root, 'node_modules', 'create-docusaurus');
  const {version} = JSON.parse(fs.readFileSync(path.join(template, 'package.json'), 'utf8'));
  const dir = path.join(os.tmpdir(), `stock-docusaurus-${version}`);
  const buildDir = path.join(dir, 'build');
  const built = path.join(dir, '.built');
  if (!rebuild && fs.existsSync(built)) return {buildDir, version};
  fs.rmSync(dir, {recursive: true, force: true});
  // create-docusaurus lays the shared files down first, then the template's own over them.
  for (const part of ['shared', 'classic']) {
    fs.cpSync(path.join(template, 'templates', part), dir, {recursive: true});
  }
  // The template's dependencies are ours (the same Docusaurus, React and Prism): no install.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'],
    {cwd: dir, stdio: 'inherit'},
  );
  fs.writeFileSync(built, new Date().toISOString());
  return {buildDir, version};
}
