/** What every route must do in a real browser: fit small screens and zoom, be keyboard-first, stay light. */
import {test, expect, open, builtRoutes} from './fixtures';

/** JavaScript any route may load (gzip) before it is interactive. */
const jsBudgetBytes = 200 * 1024;

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const route of builtRoutes()) {
  test(`${route}: fits 320 px and 200% zoom without sideways scrolling, within the JavaScript budget`, async ({page}) => {
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then((s) => s.responseBodySize));
      }
    });
    await page.setViewportSize({width: 320, height: 640});
    await open(page, route);
    await page.waitForLoadState('networkidle');
    const jsBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(jsBytes, `JavaScript loaded by ${route} (gzip)`).toBeLessThanOrEqual(jsBudgetBytes);
    expect(await overflow(page), 'sideways scroll at 320 px').toBeLessThanOrEqual(0);
    // A 1280 px window at 200% zoom lays pages out at 640 CSS pixels.
    await page.setViewportSize({width: 640, height: 400});
    expect(await overflow(page), 'sideways scroll at 200% zoom').toBeLessThanOrEqual(0);
  });
}

test('the first Tab reaches a skip link that takes the keyboard to the main content', async ({page}) => {
  await open(page, '/services');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The next Tab lands in the page's content, past the header's links.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('focus is visible on links and buttons', async ({page}) => {
  await open(page, '/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
