#!/usr/bin/env node
/**
 * Measures the production build and prints figures (no assertions: budgets live in the tests).
 * For every route: HTML, JS and CSS bytes (gzip) loaded before the page is interactive, request
 * count, and Lighthouse scores (mobile and desktop, median of 3) with LCP, TBT and CLS; first the
 * same for stock Docusaurus's home page (bench/stockDocusaurus.mjs), and last how every route's
 * mobile performance compares with it.
 *
 *   npm run bench                               build, then measure every route
 *   npm run bench -- --skip-build --routes /,/about --runs 1
 *   --no-stock                                  without stock Docusaurus; --no-lighthouse: bytes only
 */
import {execSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {buildStockSite} from './stockDocusaurus.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(option('port', 4180));
const runs = Number(option('runs', 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same flags as the browser tests (scripts/chromium-flags.json): headless, and none of the
// background connections that this machine's closed network refuses.
const chromeFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts', 'chromium-flags.json'), 'utf8'),
);

if (!flag('skip-build')) {
  execSync('npx docusaurus build', {cwd: root, stdio: 'inherit'});
}

const sitemap = fs.readFileSync(path.join(root, 'build', 'sitemap.xml'), 'utf8');
const allRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const routes = option('routes', null)?.split(',') ?? allRoutes;

const servers = [];
/** Serves a build folder like the host (scripts/serve-build.mjs) and returns its origin. */
async function serve(dir, at) {
  servers.push(
    spawn(
      process.execPath,
      [path.join(root, 'scripts', 'serve-build.mjs'), '--port', String(at), '--dir', dir],
      {cwd: root, stdio: 'ignore'},
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
  return `http://127.0.0.1:${at}`;
}
const stop = () => servers.forEach((server) => server.kill());
process.on('exit', stop);
const origin = await serve(path.join(root, 'build'), port);
const lighthouseOn = !flag('no-lighthouse');
const stock =
  lighthouseOn && !flag('no-stock')
    ? await (async () => {
        const {buildDir, version} = buildStockSite(root);
        return {origin: await serve(buildDir, port + 1), label: `stock Docusaurus ${version} /`};
      })()
    : null;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes (gzip) and requests a phone loads until the page has hydrated. */
async function transfer(browser, route, at = origin) {
  const page = await browser.newPage({viewport: {width: 375, height: 740}});
  const totals = {html: 0, js: 0, css: 0, requests: 0};
  const pending = [];
  page.on('response', (response) => {
    totals.requests += 1;
    const type = response.request().resourceType();
    const key =
      type === 'document'
        ? 'html'
        : type === 'script'
          ? 'js'
          : type === 'stylesheet'
            ? 'css'
            : null;
    if (key && response.url().startsWith(at)) {
      pending.push(
        response
          .body()
          .then((body) => (totals[key] += zlib.gzipSync(body).length))
          .catch(() => undefined),
      );
    }
  });
  await page.route(
    (url) => !url.href.startsWith(at),
    (r) => r.abort(),
  );
  await page.goto(`${at}${route}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await Promise.all(pending);
  await page.close();
  return totals;
}

async function lighthouseScores(route, formFactor, at = origin) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
    try {
      const result = await lighthouse(
        `${at}${route}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const {categories, audits} = result.lhr;
      samples.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(
    Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]),
  );
}

const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags});
console.log(`Measuring ${routes.length} routes (Lighthouse median of ${runs})\n`);
console.log(
  [
    'route',
    'HTML KB',
    'JS KB',
    'CSS KB',
    'requests',
    'form',
    'perf',
    'a11y',
    'best',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
  ].join('\t'),
);
/** One row per form factor: the bytes, then the scores (or dashes without Lighthouse). */
async function measure(label, route, at) {
  const t = await transfer(browser, route, at);
  const mobile = {};
  for (const formFactor of ['mobile', 'desktop']) {
    const s = lighthouseOn ? await lighthouseScores(route, formFactor, at) : null;
    if (formFactor === 'mobile') Object.assign(mobile, s);
    console.log(
      [
        label,
        kb(t.html),
        kb(t.js),
        kb(t.css),
        t.requests,
        formFactor,
        ...(s
          ? [
              s.performance,
              s.accessibility,
              s.bestPractices,
              s.seo,
              Math.round(s.lcp),
              Math.round(s.tbt),
              s.cls.toFixed(3),
            ]
          : ['-', '-', '-', '-', '-', '-', '-']),
      ].join('\t'),
    );
  }
  return mobile.performance;
}

const stockPerformance = stock ? await measure(stock.label, '/', stock.origin) : null;
const ours = [];
for (const route of routes) {
  ours.push({route, performance: await measure(route, route, origin)});
}
if (stockPerformance !== null) {
  const below = ours.filter((r) => r.performance < stockPerformance);
  const lowest = ours.reduce((a, b) => (b.performance < a.performance ? b : a));
  console.log(
    `\nMobile performance against ${stock.label} (${stockPerformance}), same run: lowest ${lowest.performance} (${lowest.route}); ` +
      (below.length
        ? `below it: ${below.map((r) => `${r.route} ${r.performance}`).join(', ')}`
        : 'no route below it'),
  );
}
await browser.close();
stop();
