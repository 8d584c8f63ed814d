/**
 * Every route, loaded once: within the JavaScript budget, no sideways scrolling at 320 px or at
 * 200% zoom, axe finds nothing at 375 and 1280 px in light and dark mode, nor in the phone menu
 * opened at 375 px, and every link keeps the link rules (no "#", safe new tabs) at both widths.
 */
import {
  test,
  expect,
  builtRoutes,
  expectRouteWithinBudgets,
  expectNoAxeViolations,
  open,
} from './fixtures';
import {editions} from './editions';

const unknownPaths = [
  '/no-such-page',
  '/services/no-such-service',
  '/case-study/no-such-project',
  '/insights/no-such-article',
];

/**
 * Every built page of every edition, and in each edition the not-found page and the pages unknown
 * ids fall back to (loaded on demand).
 */
const routes = [
  ...builtRoutes(),
  ...editions.flatMap(({prefix}) => unknownPaths.map((unknown) => `${prefix}${unknown}`)),
];

// A failure here names its route, rule, element and mode; recording a trace of every one of
// these tests, to keep the failing ones, cost a tenth of their time.
test.use({trace: 'off'});

for (const route of routes) {
  test(`${route}: JavaScript budget, 320 px and 200% zoom, axe and links at both widths in both colour modes, the phone menu open`, async ({
    page,
  }) => {
    await expectRouteWithinBudgets(page, route);
  });
}

test('the sweep covers every built page and the not-found page of every edition', () => {
  for (const {prefix} of editions) {
    expect(routes).toEqual(
      expect.arrayContaining([
        prefix || '/',
        ...['/about', '/pricing', '/insights', '/no-such-page', '/services/residential'].map(
          (r) => `${prefix}${r}`,
        ),
      ]),
    );
  }
  expect(routes.length).toBeGreaterThan(30 * editions.length);
});

test('axe reads what the browser draws only when it comes near: an unreadable footer link is found', async ({
  page,
}) => {
  await open(page, '/');
  const footer = page.locator('footer');
  // At the top of the page the footer is far below the screen: skipped until it comes near.
  expect(await footer.evaluate((f) => getComputedStyle(f).contentVisibility)).toBe('auto');
  await footer
    .locator('nav a')
    .first()
    .evaluate((link) => {
      (link as HTMLElement).style.color = '#2a2522';
    });
  await expect(expectNoAxeViolations(page, 'a footer link made unreadable')).rejects.toThrow(
    /color-contrast/,
  );
});
