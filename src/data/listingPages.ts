/**
 * Pages that only list other pages (the insight categories and writers, the human sitemap):
 * left out of the site search (src/plugins/site-search) and out of sitemap.xml, since what they
 * list is there itself. Paths within an edition, each with everything beneath it.
 */
export const listingPaths = ['/insights/tags', '/insights/authors', '/sitemap'] as const;
