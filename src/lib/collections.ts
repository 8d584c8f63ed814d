/**
 * Collection entries live in these folders of the pages plugin; their ids are the file names.
 * Client-safe: imported by the theme as well as by the plugin.
 */
export const collections = {
  services: 'services',
  caseStudies: 'case-study',
} as const;

export type Collection = keyof typeof collections;

/** Whether a route is a collection entry (a full-width landing page built from components). */
export function isCollectionPermalink(permalink: string): boolean {
  // The folder's own index page (e.g. /services/) is not an entry.
  return Object.values(collections).some((folder) => {
    const prefix = `/${folder}/`;
    return permalink.startsWith(prefix) && permalink.length > prefix.length;
  });
}

/**
 * Standalone MDX pages built from components like collection entries are: the front matter holds
 * the page's structured prose (validated by the content index), the body its running text.
 */
export const landingPermalinks = [
  '/about',
  '/certification',
  '/pricing',
  '/cost-estimator',
] as const;

export type LandingPermalink = (typeof landingPermalinks)[number];

/** Whether an MDX page renders full-width from components rather than as a prose document. */
export function isComposedPermalink(permalink: string): boolean {
  const path = permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink;
  return (
    isCollectionPermalink(permalink) || (landingPermalinks as readonly string[]).includes(path)
  );
}
