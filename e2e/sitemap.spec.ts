import {test, expect, open, builtRoutes} from './fixtures';

/** Blog listing pages of authors and the category index: reachable from articles, not site structure. */
const notInHumanSitemap = /^\/insights\/(authors|tags$)/;

test('the human sitemap links every page of the site', async ({page, request}) => {
  await open(page, '/sitemap');
  const hrefs = new Set(
    await page.locator('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  );
  const expected = builtRoutes().filter((route) => !notInHumanSitemap.test(route));
  expect(expected.length).toBeGreaterThan(30);
  expect(expected.filter((route) => !hrefs.has(route))).toEqual([]);
  for (const href of hrefs) {
    expect((await request.get(href!)).status(), `${href} is built`).toBe(200);
  }
});
