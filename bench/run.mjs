#!/usr/bin/env node
/**
 * Measures the production build and prints figures (no assertions: budgets live in the tests).
 * For every route: HTML, JS and CSS bytes (gzip) loaded before the page is interactive, request
 * count, and Lighthouse (performance, LCP, TBT, CLS; accessibility, best practices and SEO once)
 * in Lighthouse's default mobile profile and on two phones (bench/phones.ts): DevTools' low-tier
 * phone and the cheapest phones sold here. Each round starts by measuring this machine's
 * Lighthouse benchmark index (the median of several measurements) and slows the CPU to each
 * phone's index. Stock Docusaurus's pages (bench/stockDocusaurus.mjs) are measured in the same
 * run, in interleaved rounds (every page once per round), and each profile ends with how our
 * routes compare with them and with the profile's target: absolute scores follow the CPU, the
 * comparison is what holds. Offline, the photo host's photos, and any other host, come from a
 * local stand-in (scripts/hostStandIn.cjs).
 *
 *   npm run bench                                build, then measure the benchmark's routes
 *   npm run bench -- --skip-build --routes /,/about --rounds 1
 *   --routes all                                 every route of sitemap.xml
 *   --profiles mobile,low-tier                   which profiles (default: mobile,low-tier,cheapest;
 *                                                also desktop)
 *   --cpu-slowdown 10                            adds a stress test at this fixed CPU multiplier
 *   --index-runs 5                               index measurements per calibration
 *   --breakdown                                  also where the low-tier phone's main thread's time goes
 *   --reports <dir>                              keep every Lighthouse report (JSON) there
 *   --no-stock                                   without stock Docusaurus; --rebuild-stock builds it afresh
 *   --compare <dir> [--compare-label <name>]     also another build of the site (say, on another
 *                                                React), its routes in the same rounds
 *   --no-lighthouse                              bytes only
 *   --out <file>                                 where the results go (default docs/performance/latest.md)
 *   --no-write                                   print only
 *
 * At the end it writes the run's results, with this machine's Lighthouse benchmark index, the
 * date and the commit, to docs/performance/latest.md (bench/resultsFile.ts).
 */
import {execSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {buildStockSite, stockRoutes} from './stockDocusaurus.mjs';
import {startHostStandIn} from '../scripts/hostStandIn.cjs';
import {commandLine, gitState, phones, resultsFile, writeResults} from './resultsOnDisk.mjs';
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';

const started = new Date();

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const git = gitState(root);
const port = Number(option('port', 4180));
const rounds = Number(option('rounds', option('runs', 3)));
const stressSlowdown =
  option('cpu-slowdown', null) === null ? null : Number(option('cpu-slowdown'));
const indexRuns = Number(option('index-runs', 5));
const reportsDir = option('reports', null);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same flags as the browser tests (scripts/chromium-flags.json): headless, and none of the
// background connections that this machine's closed network refuses.
const testFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts', 'chromium-flags.json'), 'utf8'),
);

/**
 * The pages a visitor most often lands on, one of each kind: home, an English and a Kiswahili
 * article (the longest), a service, pricing, the estimator, contact, a case study, the projects.
 */
const benchmarkRoutes = [
  '/',
  '/insights/construction-permits-guide',
  '/sw/insights/commercial-construction-trends',
  '/services/residential',
  '/pricing',
  '/cost-estimator',
  '/contact',
  '/case-study/nairobi-heights',
  '/projects',
];

const profiles = {
  ...phones.phoneProfiles,
  ...(stressSlowdown ? {stress: phones.stressProfile(stressSlowdown)} : {}),
};
const chosenProfiles = option('profiles', 'mobile,low-tier,cheapest').split(',');
if (stressSlowdown && !chosenProfiles.includes('stress')) chosenProfiles.push('stress');
for (const name of chosenProfiles) {
  if (!profiles[name]) {
    throw new Error(
      name === 'stress'
        ? '--profiles stress needs its multiplier: --cpu-slowdown 10'
        : `--profiles: ${name}? (${Object.keys(profiles).join(', ')})`,
    );
  }
}

/** Lighthouse's settings for a profile in a round: a phone's CPU multiplier is that round's. */
function lighthouseSettings(profileName, calibration) {
  if (profileName === 'desktop') return {config: desktopConfig, flags: {}};
  const cpuSlowdownMultiplier =
    profileName === 'stress' ? stressSlowdown : calibration?.multipliers[profileName];
  return {
    config: undefined,
    flags: cpuSlowdownMultiplier ? {throttling: {cpuSlowdownMultiplier}} : {},
  };
}

if (!flag('skip-build')) {
  execSync('npx docusaurus build', {cwd: root, stdio: 'inherit'});
}

const sitemap = fs.readFileSync(path.join(root, 'build', 'sitemap.xml'), 'utf8');
const allRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const routesOption = option('routes', null);
const routes = routesOption === 'all' ? allRoutes : (routesOption?.split(',') ?? benchmarkRoutes);

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
// Photos from the photo host load from a local stand-in, as they would online (its module says why).
const hostStandIn = await startHostStandIn(port + 2, {photos: 'phone'});
const chromeFlags = [...testFlags, ...hostStandIn.flags];
const stop = () => {
  servers.forEach((server) => server.kill());
  hostStandIn.close();
};
process.on('exit', stop);
const origin = await serve(path.join(root, 'build'), port);
const lighthouseOn = !flag('no-lighthouse');
const stock =
  lighthouseOn && !flag('no-stock')
    ? await (async () => {
        const {buildDir, version} = buildStockSite(root, {rebuild: flag('rebuild-stock')});
        return {origin: await serve(buildDir, port + 1), version};
      })()
    : null;

const compareDir = option('compare', null);
const compare = compareDir
  ? {
      origin: await serve(path.resolve(compareDir), port + 3),
      label: option('compare-label', path.basename(path.resolve(compareDir, '..'))),
    }
  : null;

/** Every page measured: stock Docusaurus's first, then ours, then the build compared with ours. */
const targets = [
  ...(stock
    ? stockRoutes.map(({route, name}) => ({
        label: `stock Docusaurus ${stock.version} ${name}`,
        route,
        at: stock.origin,
        stock: true,
      }))
    : []),
  ...routes.map((route) => ({label: route, route, at: origin, stock: false})),
  ...(compare
    ? routes.map((route) => ({
        label: `${compare.label} ${route}`,
        route,
        at: compare.origin,
        stock: false,
      }))
    : []),
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes (gzip) and requests a phone loads until the page has hydrated. */
async function transfer(browser, route, at) {
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

/** Where the main thread's time went (ms), by Lighthouse's groups, and the longest tasks. */
function breakdownOf(audits) {
  const groups = Object.fromEntries(
    (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [
      item.group,
      item.duration,
    ]),
  );
  const scripts = (audits['bootup-time'].details?.items ?? [])
    .filter((item) => item.url.startsWith('http'))
    .map((item) => {
      // A script's file name; the document itself (a path ending in /) by its path.
      const {pathname} = new URL(item.url);
      return {file: path.basename(pathname) || pathname, ms: item.scripting};
    });
  const longTasks = (audits['long-tasks']?.details?.items ?? []).map((task) => task.duration);
  const lcpElement =
    audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector;
  return {groups, scripts, longTasks, lcpElement};
}

/**
 * One Lighthouse run of a page in a profile. A run Lighthouse itself reports as failed (a
 * `runtimeError`, such as NO_NAVSTART when the trace missed the navigation) has no figures: it is
 * run again, at most twice, and said so.
 */
/**
 * A phone's run whose own benchmark index (Lighthouse measures it again at the start of each
 * run) is more than a fifth off the round's calibration emulated another phone: the machine is
 * calibrated again (the round goes on with the new calibration) and the page measured again, at
 * most twice; the third run stands whatever it measured, and is said so.
 */
async function lighthouseRun(target, profileName, round, ofRound) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouseAttempt(target, profileName, round, ofRound.current);
    const why = run.error
      ? run.error
      : profiles[profileName].phoneIndex &&
          !phones.calibrationHolds(ofRound.current.index, run.benchmarkIndex)
        ? `the machine's index in the run was ${Math.round(run.benchmarkIndex)}, calibrated ${Math.round(ofRound.current.index)}`
        : null;
    if (!why) {
      return run;
    }
    process.stderr.write(`${target.label} ${profileName} round ${round}: ${why}\n`);
    if (attempt === 3) {
      if (run.error) {
        throw new Error(`Lighthouse failed three times on ${target.label} (${profileName})`);
      }
      return run;
    }
    if (!run.error) {
      ofRound.current = await calibration(round);
      calibrations.push(ofRound.current);
      process.stderr.write(`${resultsFile.calibrationLines([ofRound.current])[0]}\n`);
    }
  }
}

async function lighthouseAttempt(target, profileName, round, calibration) {
  const profile = lighthouseSettings(profileName, calibration);
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
  try {
    const result = await lighthouse(
      `${target.at}${target.route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...profile.flags,
      },
      profile.config,
    );
    const {categories, audits, runtimeError} = result.lhr;
    if (runtimeError) {
      return {error: `${runtimeError.code}: ${runtimeError.message}`};
    }
    if (reportsDir) {
      fs.mkdirSync(reportsDir, {recursive: true});
      const name = `${target.stock ? 'stock' : 'ours'}${target.route.replaceAll('/', '_')}`;
      fs.writeFileSync(
        path.join(reportsDir, `${name}.${profileName}.${round}.json`),
        JSON.stringify(result.lhr),
      );
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      lighthouseVersion: result.lhr.lighthouseVersion,
      breakdown: breakdownOf(audits),
    };
  } finally {
    await chrome.kill();
  }
}

const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags});
const chromiumVersion = browser.version();
const bytes = new Map();
for (const target of targets) {
  bytes.set(target, await transfer(browser, target.route, target.at));
}
await browser.close();

/**
 * This machine's benchmark index, measured as Lighthouse measures it (its own page function, in
 * the same Chromium with the same flags), `indexRuns` times, each in a new page as Lighthouse's
 * is (run again in one page, the figure climbs as V8 optimises the benchmark), and the phones'
 * multipliers from their median.
 */
async function calibration(round) {
  const calibrating = await chromium.launch({executablePath: chromePath, args: chromeFlags});
  try {
    const indexes = [];
    for (let i = 0; i < indexRuns; i += 1) {
      const page = await calibrating.newPage();
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
    return phones.calibrate(round, indexes);
  } finally {
    await calibrating.close();
  }
}
const calibrated = chosenProfiles.some((name) => profiles[name].phoneIndex);
const calibrations = [];

let lighthouseVersion = null;
/** samples.get(target)[profile] = one result per round. */
const samples = new Map(
  targets.map((t) => [t, Object.fromEntries(chosenProfiles.map((p) => [p, []]))]),
);
if (lighthouseOn) {
  console.log(
    `Lighthouse: ${targets.length} pages × ${chosenProfiles.length} profiles × ${rounds} interleaved rounds\n`,
  );
  for (let round = 1; round <= rounds; round += 1) {
    const ofRound = {current: calibrated ? await calibration(round) : null};
    if (ofRound.current) {
      calibrations.push(ofRound.current);
      process.stderr.write(`${resultsFile.calibrationLines([ofRound.current])[0]}\n`);
    }
    for (const target of targets) {
      for (const profileName of chosenProfiles) {
        const s = await lighthouseRun(target, profileName, round, ofRound);
        lighthouseVersion = s.lighthouseVersion;
        samples.get(target)[profileName].push(s);
        process.stderr.write(
          `round ${round} ${profileName} ${target.label}: ${s.performance}, TBT ${Math.round(s.tbt)}, LCP ${Math.round(s.lcp)}\n`,
        );
      }
    }
  }
}

const metrics = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
];
const medianOf = (target, profileName) => {
  const list = samples.get(target)[profileName];
  return list.length
    ? Object.fromEntries(metrics.map((k) => [k, median(list.map((s) => s[k]))]))
    : null;
};

console.log(`\nBytes (gzip) until hydrated, and Lighthouse, median of ${rounds} rounds\n`);
console.log(
  [
    'route',
    'HTML KB',
    'JS KB',
    'CSS KB',
    'requests',
    'a11y',
    'best',
    'SEO',
    ...chosenProfiles.map((p) => `${p} perf`),
  ].join('\t'),
);
for (const target of targets) {
  const t = bytes.get(target);
  const first = chosenProfiles.map((p) => medianOf(target, p))[0];
  console.log(
    [
      target.label,
      kb(t.html),
      kb(t.js),
      kb(t.css),
      t.requests,
      ...(first ? [first.accessibility, first.bestPractices, first.seo] : ['-', '-', '-']),
      ...chosenProfiles.map((p) => medianOf(target, p)?.performance ?? '-'),
    ].join('\t'),
  );
}

// Lighthouse's own score of this machine's CPU: the slowdown multiplies what this machine
// measured, so the absolute figures of two machines compare only with their indexes beside them.
const indexes = [...samples.values()].flatMap((s) =>
  Object.values(s)
    .flat()
    .map((r) => r.benchmarkIndex),
);

const groupNames = resultsFile.breakdownGroups;
const withBreakdown = lighthouseOn && flag('breakdown') && chosenProfiles.includes('low-tier');
/** Where the low-tier phone's main-thread time went on a page: medians of the groups, the last round's tasks. */
function breakdownFor(target) {
  const list = samples.get(target)['low-tier'];
  const last = list.at(-1).breakdown;
  return {
    groups: Object.fromEntries(
      groupNames.map((name) => [name, median(list.map((s) => s.breakdown.groups[name] ?? 0))]),
    ),
    longTasks: last.longTasks,
    heaviestScripts: [...last.scripts].sort((a, b) => b.ms - a.ms).slice(0, 3),
    lcpElement: last.lcpElement ?? null,
  };
}

/** The run as the results file records it (bench/resultsFile.ts). */
const results = {
  run: {
    started: started.toISOString(),
    finished: new Date().toISOString(),
    commit: git.commit,
    uncommittedChanges: git.uncommittedChanges,
    command: commandLine('bench', args),
    benchmarkIndexes: indexes,
    versions: {
      Node: process.versions.node,
      Chromium: chromiumVersion,
      ...(lighthouseVersion ? {Lighthouse: lighthouseVersion} : {}),
    },
  },
  rounds: lighthouseOn ? rounds : 0,
  calibrations,
  profiles: lighthouseOn ? chosenProfiles.map((name) => ({name, title: profiles[name].title})) : [],
  pages: targets.map((target) => ({
    label: target.label,
    stock: target.stock,
    bytes: bytes.get(target),
    lighthouse: Object.fromEntries(
      (lighthouseOn ? chosenProfiles : []).map((p) => [p, medianOf(target, p)]),
    ),
    ...(withBreakdown ? {breakdown: breakdownFor(target)} : {}),
  })),
};

if (lighthouseOn) {
  console.log(
    `\nThis machine's CPU by Lighthouse's benchmark index: ${resultsFile.indexLine(indexes)}`,
  );
  for (const line of resultsFile.calibrationLines(calibrations)) {
    console.log(line);
  }

  for (const profileName of chosenProfiles) {
    console.log(`\n${profiles[profileName].title}: median of ${rounds} interleaved rounds\n`);
    console.log(['route', 'perf', 'TBT ms', 'LCP ms', 'FCP ms', 'CLS'].join('\t'));
    for (const target of targets) {
      const m = medianOf(target, profileName);
      console.log(
        [
          target.label,
          m.performance,
          Math.round(m.tbt),
          Math.round(m.lcp),
          Math.round(m.fcp),
          m.cls.toFixed(3),
        ].join('\t'),
      );
    }
    console.log(
      `\nSame run, ${profiles[profileName].title}: ${resultsFile.comparison(results.pages, profileName)}`,
    );
    const target = resultsFile.targetLine(results.pages, profileName);
    if (target) console.log(target);
  }

  if (withBreakdown) {
    console.log(`\nWhere the main thread's time goes, low-tier phone (ms, median of ${rounds})\n`);
    console.log(
      ['route', ...groupNames, 'long tasks', 'heaviest scripts', 'LCP element'].join('\t'),
    );
    for (const page of results.pages) {
      const b = page.breakdown;
      const tasks = [...b.longTasks].sort((x, y) => y - x);
      console.log(
        [
          page.label,
          ...groupNames.map((name) => Math.round(b.groups[name])),
          `${tasks.length}: ${tasks.slice(0, 4).map(Math.round).join(', ')}`,
          b.heaviestScripts.map((s) => `${s.file} ${Math.round(s.ms)}`).join(', '),
          b.lcpElement ?? '-',
        ].join('\t'),
      );
    }
  }
}

if (!flag('no-write')) {
  const file = await writeResults(
    root,
    option('out', 'docs/performance/latest.md'),
    resultsFile.benchMarkdown(results),
  );
  console.log(`\nResults written to ${file}`);
}
stop();
