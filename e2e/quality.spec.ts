/**
 * Keyboard-first: a skip link and visible focus; and the checks the per-route sweep
 * (a11y.spec.ts) relies on, shown to fail on what they look for.
 */
import {test, expect, expectNoAxeViolations, expectSafeLinks, open} from './fixtures';

test('the first Tab reaches a skip link that takes the keyboard to the main content', async ({
  page,
}) => {
  await open(page, '/services');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The next Tab lands in the page's content, past the header's links.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))))
    .toBe(true);
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

test('the axe check fails on a violation in the page and in a frame from another origin, and passes once they are fixed', async ({
  page,
}) => {
  // A map-like embed from another origin, as the contact page's map is.
  await page.route('https://maps.example/embed', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><body><button></button></body></html>',
    }),
  );
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<iframe title="Map" src="https://maps.example/embed"></iframe>' +
      '</main></body></html>',
  );
  const map = page.frameLocator('iframe').locator('button');
  await expect(map).toBeAttached();
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');

  await page.locator('img').evaluate((img) => img.setAttribute('alt', 'A site photo'));
  await map.evaluate((button) => (button.textContent = 'Zoom in'));
  await expectNoAxeViolations(page);
});

test('the link check fails on a dead "#" link, a link playing a button and an unsafe new tab, and passes once they are fixed', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<a id="dead" href="#">Languages</a>' +
      '<a id="button" href="/sw/" role="button">Kiswahili</a>' +
      '<a id="tab" href="https://wa.me/254700000111" target="_blank">Chat</a>' +
      '</main></body></html>',
  );
  const failure = await expectSafeLinks(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('a dead');
  expect(failure).toContain('a link playing a button');
  expect(failure).toContain('a new tab without noopener');

  await page.locator('#dead').evaluate((a) => a.setAttribute('href', '/sw/'));
  await page.locator('#button').evaluate((a) => a.removeAttribute('role'));
  await page.locator('#tab').evaluate((a) => a.setAttribute('rel', 'noopener noreferrer'));
  await expectSafeLinks(page);
});
