import fs from 'node:fs';
import path from 'node:path';
import {test, expect, open, cspViolations} from './fixtures';
import {scriptHash} from '../src/plugins/static-host/policy';
import {pageCode} from '../src/plugins/static-host/pageCode';
import {editions} from './editions';

const buildDir = path.join(__dirname, '..', 'build');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

test('every inline script of the build is allowed by its hash in the policy', () => {
  const headers = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
  const policy = /Content-Security-Policy: (.+)/.exec(headers)?.[1] ?? '';
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  // The search's WebAssembly needs exactly this, nothing broader ('unsafe-eval' would allow eval()).
  expect(scriptSrc.split(' ').filter((source) => source.includes('eval'))).toEqual([
    "'wasm-unsafe-eval'",
  ]);
  const files = htmlFiles(buildDir);
  expect(files.length).toBeGreaterThan(5);
  for (const {prefix} of editions) {
    expect(files, `the ${prefix || 'default'} edition's pages are checked`).toContain(
      path.join(buildDir, prefix, 'about.html'),
    );
  }
  for (const file of files) {
    for (const script of pageCode(fs.readFileSync(file, 'utf8')).inlineScripts) {
      expect(scriptSrc, `${path.relative(buildDir, file)}: inline script allowed`).toContain(
        scriptHash(script),
      );
    }
  }
});

test('the production server sends the security headers in every edition', async ({request}) => {
  for (const {prefix} of editions) {
    const response = await request.get(`${prefix}/about`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=63072000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  }
});

test('a page runs under the policy without violations', async ({page}) => {
  const violations = await cspViolations(page);
  for (const {prefix} of editions) {
    await open(page, `${prefix}/`);
    await open(page, `${prefix}/services/residential`);
  }
  expect(violations).toEqual([]);
});

const beaconUrl = 'https://static.cloudflareinsights.com/beacon.min.js';
const reportsUrl = 'https://cloudflareinsights.com/cdn-cgi/rum';

test("with a Web Analytics token, the pages carry Cloudflare's beacon, the policy lets it report, and the privacy policy says so in each edition", async ({
  page,
}) => {
  const violations = await cspViolations(page);
  const reports: string[] = [];
  // The beacon stands in for Cloudflare's: it reports once, as the real one does on leaving.
  await page.route(beaconUrl, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `fetch(${JSON.stringify(reportsUrl)}, {method: 'POST', body: document.currentScript.dataset.cfBeacon})`,
    }),
  );
  await page.route(reportsUrl, (route) => {
    reports.push(route.request().postData() ?? '');
    return route.fulfill({status: 204});
  });
  for (const {prefix, words} of [
    {prefix: '', words: 'each page you open sends Cloudflare Web Analytics a short report'},
    {prefix: '/sw', words: 'hutuma ripoti fupi kwa Cloudflare Web Analytics'},
  ]) {
    await open(page, `${prefix}/privacy-policy`);
    await expect(page.locator(`script[src="${beaconUrl}"]`)).toHaveAttribute(
      'data-cf-beacon',
      '{"token":"a1b2c3d4e5f60718293a4b5c6d7e8f90","spa":true}',
    );
    await expect(page.getByRole('main')).toContainText(words);
    await expect(page.getByRole('main')).not.toContainText(
      /analytics or advertising|zana za takwimu/,
    );
  }
  await expect.poll(() => reports.length).toBe(2);
  expect(reports[0]).toContain('a1b2c3d4e5f60718293a4b5c6d7e8f90');
  expect(violations).toEqual([]);
});

test('without a token, no page carries the beacon, the policy allows none of its hosts, and the privacy policy says no analytics is used', () => {
  const noAnalytics = path.join(__dirname, '..', 'build-no-email');
  expect(fs.readFileSync(path.join(noAnalytics, '_headers'), 'utf8')).not.toContain(
    'cloudflareinsights',
  );
  const files = htmlFiles(noAnalytics);
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    expect(fs.readFileSync(file, 'utf8'), path.relative(noAnalytics, file)).not.toContain(
      'cloudflareinsights',
    );
  }
  const text = (file: string) =>
    fs
      .readFileSync(path.join(noAnalytics, file), 'utf8')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');
  expect(text('privacy-policy.html')).toContain(
    'we do not use cookies, analytics or advertising trackers',
  );
  expect(text('sw/privacy-policy.html')).toContain('zana za takwimu za wageni');
});
