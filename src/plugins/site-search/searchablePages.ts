/**
 * Which built pages the site search indexes, and where their HTML is. Kept apart from the
 * plugin so the choice is tested without a build.
 */
import path from 'node:path';

export type SearchablePage = {
  /** The page's URL path, as search results link to it ("/sw/pricing"). */
  readonly url: string;
  /** Candidate files of the page in the locale's output folder, the first that exists wins. */
  readonly files: readonly string[];
};

/**
 * `routes` are the locale's routes (with its base URL, "/sw/…"); `excluded` are paths within an
 * edition ("/insights/tags"), each excluding itself and everything beneath it.
 */
export function searchablePages(
  routes: readonly string[],
  {
    baseUrl,
    outDir,
    excluded,
    noIndex,
  }: {
    baseUrl: string;
    outDir: string;
    excluded: readonly string[];
    noIndex: (route: string) => boolean;
  },
): SearchablePage[] {
  const withinEdition = (route: string) => `/${route.slice(baseUrl.length)}`;
  const isExcluded = (route: string) => {
    const editionPath = withinEdition(route);
    return excluded.some(
      (prefix) => editionPath === prefix || editionPath.startsWith(`${prefix}/`),
    );
  };
  return [...new Set(routes)]
    .filter(
      (route) =>
        route.startsWith(baseUrl) &&
        !route.endsWith('.html') &&
        !noIndex(route) &&
        !isExcluded(route),
    )
    .sort()
    .map((route) => {
      const relative = withinEdition(route).replace(/^\/|\/$/g, '');
      return {
        url: route,
        files:
          relative === ''
            ? [path.join(outDir, 'index.html')]
            : [path.join(outDir, `${relative}.html`), path.join(outDir, relative, 'index.html')],
      };
    });
}
