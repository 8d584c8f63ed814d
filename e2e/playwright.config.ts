import fs from 'node:fs';
import path from 'node:path';
import {chromium, defineConfig, devices} from '@playwright/test';
import {standInFlags} from '../scripts/hostStandIn.cjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** The same site built without EmailJS settings (`npm run build:test` builds both). */
const noEmailPort = Number(process.env.E2E_NO_EMAIL_PORT ?? port + 100);
const noEmailBaseURL = `http://127.0.0.1:${noEmailPort}`;
/** Every other host, answered locally (scripts/hostStandIn.cjs): photos are one pixel. */
const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? port + 200);
// Specs of the second build: no e-mail settings, built as from a source archive, with a
// writer's article of phone photos added and one article's English changed after its
// translation was marked (scripts/photoFixture.ts), and writers' words that look like code
// (scripts/hostileFixture.ts).
const noEmailSpecs = /(no-email|writer-photos|stale-translation|hostile-content)\.spec\.ts$/;
const longestSpecs = /(web-editor|quality|quote|search)\.spec\.ts$/;

/**
 * An installed Chromium: CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium, else
 * Playwright's own download. The headless shell is Chromium's engine without the browser around
 * it (what Playwright itself runs headless): the same pages, with about a fifth less CPU per test
 * on this project's 2-core machine
 * (docs/decisions/0066-test-suite-fits-a-two-core-machine.md).
 */
function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const installed = candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
  if (installed) {
    return installed;
  }
  const bundled = chromium.executablePath();
  if (bundled && fs.existsSync(bundled)) {
    return bundled;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
      'elsewhere: `npx playwright install chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

export default defineConfig({
  testDir: '.',
  // Data modules name their words through translate(); read in Node, it gives the English defaults.
  tsconfig: './tsconfig.json',
  outputDir: path.join(__dirname, '..', 'test-results'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on CI's 2-core machine: while one test waits (a page loading, the network going
  // quiet) another's work fills the core; with two, a tenth of the CPU sat idle
  // (docs/decisions/0066-test-suite-fits-a-two-core-machine.md).
  workers: process.env.CI ? 3 : undefined,
  reporter: [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    // Run by hand, a failed test keeps its trace (actions, console, network, errors) and a
    // screenshot of the end; the trace's running screencast and its DOM snapshot at every action
    // are left out (the screencast made the whole suite a third slower, the snapshots cost a
    // ninth of its CPU). CI, where only the log is read, records none: recording costs a
    // twentieth of the browser tests' CPU, and a failure's message names what failed.
    trace: process.env.CI
      ? 'off'
      : {mode: 'retain-on-failure', screenshots: false, snapshots: false},
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      // Headless, and none of the background connections a closed network refuses (shared with
      // the benchmark); every other host is the stand-in.
      args: [
        ...(JSON.parse(
          fs.readFileSync(path.join(__dirname, '..', 'scripts', 'chromium-flags.json'), 'utf8'),
        ) as string[]),
        ...standInFlags(standInPort),
      ],
    },
  },
  projects: [
    // The same browser and build as the next project, listed first so that its long tests start
    // first: queued last, the editor's test with its build (40 s) and the focus and axe walks
    // (15-25 s) ended the run with the other workers idle.
    {
      name: 'chromium, longest first',
      testMatch: longestSpecs,
      use: {...devices['Desktop Chrome'], channel: undefined},
    },
    {
      name: 'chromium',
      testIgnore: [noEmailSpecs, longestSpecs],
      use: {...devices['Desktop Chrome'], channel: undefined},
    },
    {
      name: 'no-email-settings',
      testMatch: noEmailSpecs,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: noEmailBaseURL},
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-build.mjs --port ${port}`,
      cwd: path.join(__dirname, '..'),
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-build.mjs --port ${noEmailPort} --dir build-no-email`,
      cwd: path.join(__dirname, '..'),
      url: `${noEmailBaseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/hostStandIn.cjs --port ${standInPort} --photos pixel`,
      cwd: path.join(__dirname, '..'),
      port: standInPort,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
