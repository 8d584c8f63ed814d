/**
 * Keyboard-first: a skip link, and focus clear at every stop at both widths (the phone menu a
 * modal the keyboard stays in); and the checks the per-route sweep
 * (a11y.spec.ts) relies on, shown to fail on what they look for.
 */
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  colorSchemes,
  expectNoAxeViolations,
  expectSafeLinks,
  focusStop,
  open,
  viewports,
} from './fixtures';

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

/** Every keyboard stop of the page, from the top: Tab until focus leaves the page or comes round. */
async function everyStop(page: Page, within?: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const stops: NonNullable<Awaited<ReturnType<typeof focusStop>>>[] = [];
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page, within);
    if (!stop || (within && !stop.within) || stops.some((s) => s.id === stop.id)) break;
    stops.push(stop);
  }
  return stops;
}

const unclear = (stops: Awaited<ReturnType<typeof everyStop>>) =>
  stops
    // In a frame (the contact page's map) focus is drawn by the frame's own document.
    .filter((s) => !s.name.startsWith('iframe '))
    .filter((s) => s.outline < 2 || s.contrast < 3 || !s.seen)
    .map((s) => `${s.name}: outline ${s.outline} px, contrast ${s.contrast}:1, seen ${s.seen}`);

for (const colorScheme of colorSchemes) {
  test(`at 1280 px every keyboard stop shows its focus, 3:1 against what is behind it and uncovered (${colorScheme} mode)`, async ({
    page,
  }) => {
    // A stop is checked where the page comes to rest on it, which smooth scrolling only delays.
    await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
    for (const route of ['/', '/about', '/insights/construction-permits-guide']) {
      await open(page, route);
      const stops = await everyStop(page);
      expect(stops.length, route).toBeGreaterThan(15);
      expect(unclear(stops), route).toEqual([]);
    }
  });
}

test('at 375 px every keyboard stop of a page, forwards and back, is clear of the sticky header and the quick-contact bar', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.setViewportSize(viewports.phone);
  for (const route of ['/about', '/insights/construction-permits-guide', '/contact']) {
    await open(page, route);
    const forwards = await everyStop(page);
    expect(forwards.length, route).toBeGreaterThan(15);
    expect(unclear(forwards), route).toEqual([]);
    // Back up the page: each stop scrolls in from the top, where the header is.
    const back = await everyStop(page, undefined, 'Shift+Tab');
    expect(back.length, route).toBeGreaterThan(15);
    expect(unclear(back), `${route}, backwards`).toEqual([]);
  }
});

for (const colorScheme of colorSchemes) {
  test(`at 375 px the open phone menu holds the keyboard, every stop in it clear; Escape closes it and focus returns to the menu button (${colorScheme} mode)`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme});
    await page.setViewportSize(viewports.phone);
    await open(page, '/about');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // Focus starts in the menu, and Tab goes round it, never to the page it covers.
    await expect.poll(() => focusStop(page, '.navbar-sidebar').then((s) => s?.within)).toBe(true);
    const first = (await focusStop(page, '.navbar-sidebar'))!;
    const stops = [first, ...(await everyStop(page, '.navbar-sidebar'))];
    expect(stops.map((s) => s.name)).toEqual(
      expect.arrayContaining([expect.stringContaining('Contact Us')]),
    );
    expect(unclear(stops)).toEqual([]);
    // Past its last stop the keyboard leaves the page for the browser's own controls, then comes
    // back to the menu: never to the page under it.
    let next = null;
    for (let i = 0; i < 3 && !next; i++) {
      await page.keyboard.press('Tab');
      next = await focusStop(page, '.navbar-sidebar');
    }
    expect(next).toMatchObject({id: first.id, within: true});
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
}

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
