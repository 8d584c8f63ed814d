import {test, expectNoAxeViolations, builtRoutes, viewports, expect} from './fixtures';

const routes = [...builtRoutes(), '/no-such-page'];

for (const [viewportName, viewport] of Object.entries(viewports)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`axe at ${viewport.width}px, ${colorScheme} mode`, () => {
      test.use({viewport, colorScheme});
      for (const route of routes) {
        test(`${route} (${viewportName})`, async ({page}) => {
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}

test('the axe sweep covers the pages built so far', () => {
  expect(routes).toEqual(expect.arrayContaining(['/', '/about', '/no-such-page']));
});
