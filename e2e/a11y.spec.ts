/**
 * Every route, loaded once: within the JavaScript budget, no sideways scrolling at 320 px or at
 * 200% zoom, and axe finds nothing at 375 and 1280 px in light and dark mode.
 */
import {test, expect, builtRoutes, expectNoAxeViolationsInEveryMode, open} from './fixtures';

/** JavaScript any route may load (gzip) before it is interactive. */
const jsBudgetBytes = 200 * 1024;

/** Every built page, the not-found page, and the pages unknown ids fall back to (loaded on demand). */
const routes = [...builtRoutes(), '/no-such-page', '/services/no-such-service', '/case-study/no-such-project', '/insights/no-such-article'];

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const route of routes) {
  test(`${route}: JavaScript budget, 320 px and 200% zoom, axe at both widths in both colour modes`, async ({page}) => {
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then((s) => s.responseBodySize));
      }
    });
    await page.setViewportSize({width: 320, height: 640});
    await open(page, route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const jsBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(jsBytes, `JavaScript loaded by ${route} (gzip)`).toBeLessThanOrEqual(jsBudgetBytes);
    expect(await overflow(page), 'sideways scroll at 320 px').toBeLessThanOrEqual(0);
    // A 1280 px window at 200% zoom lays pages out at 640 CSS pixels.
    await page.setViewportSize({width: 640, height: 400});
    expect(await overflow(page), 'sideways scroll at 200% zoom').toBeLessThanOrEqual(0);

    await expectNoAxeViolationsInEveryMode(page);
  });
}

test('the sweep covers every built page and the not-found page', () => {
  expect(routes).toEqual(expect.arrayContaining(['/', '/about', '/pricing', '/insights', '/no-such-page', '/services/residential']));
  expect(routes.length).toBeGreaterThan(30);
});
