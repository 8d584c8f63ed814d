/** Keyboard-first: a skip link and visible focus (the per-route sweep is in a11y.spec.ts). */
import {test, expect, open} from './fixtures';

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
