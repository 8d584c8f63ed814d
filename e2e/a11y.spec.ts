/**
 * Every route, loaded once: within the JavaScript budget, no sideways scrolling at 320 px or at
 * 200% zoom, and axe finds nothing at 375 and 1280 px in light and dark mode.
 */
import {test, expect, builtRoutes, expectRouteWithinBudgets} from './fixtures';

/** Every built page, the not-found page, and the pages unknown ids fall back to (loaded on demand). */
const routes = [...builtRoutes(), '/no-such-page', '/services/no-such-service', '/case-study/no-such-project', '/insights/no-such-article'];

for (const route of routes) {
  test(`${route}: JavaScript budget, 320 px and 200% zoom, axe at both widths in both colour modes`, async ({page}) => {
    await expectRouteWithinBudgets(page, route);
  });
}

test('the sweep covers every built page and the not-found page', () => {
  expect(routes).toEqual(expect.arrayContaining(['/', '/about', '/pricing', '/insights', '/no-such-page', '/services/residential']));
  expect(routes.length).toBeGreaterThan(30);
});
