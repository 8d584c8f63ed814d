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
  return Object.values(collections).some((folder) => permalink.startsWith(`/${folder}/`));
}
