import {test, expect, open, builtRoutes} from './fixtures';
import {editionOf, editions} from './editions';

/** Blog listing pages of authors and the category index: reachable from articles, not site structure. */
const notInHumanSitemap = /^\/insights\/(authors|tags$)/;

for (const edition of editions) {
  test(`the human sitemap links every page of the ${edition.locale} edition`, async ({
    page,
    request,
  }) => {
    await open(page, `${edition.prefix}/sitemap`);
    const hrefs = new Set(
      // An edition's home is linked as /sw/; its route is /sw.
      await page
        .locator('main')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.replace(/(.)\/$/, '$1'))),
    );
    const expected = builtRoutes().filter((route) => {
      const {edition: routeEdition, path} = editionOf(route);
      return routeEdition === edition && !notInHumanSitemap.test(path);
    });
    expect(expected.length).toBeGreaterThan(30);
    expect(expected.filter((route) => !hrefs.has(route))).toEqual([]);
    for (const href of hrefs) {
      expect((await request.get(href!)).status(), `${href} is built`).toBe(200);
    }
  });
}
