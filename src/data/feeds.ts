/**
 * The insights feeds: the site's (/insights/rss.xml …) and one per category
 * (/insights/tags/<category>/rss.xml …). Plain data: the build's feed plugin reads it in Node as
 * well as the pages that link the feeds. Their titles are words: ./feedTitles.ts.
 */

/** The three formats the blog plugin writes beside a list of articles. */
export const feedFormats = [
  {format: 'rss', file: 'rss.xml', type: 'application/rss+xml', name: 'RSS'},
  {format: 'atom', file: 'atom.xml', type: 'application/atom+xml', name: 'Atom'},
  {format: 'json', file: 'feed.json', type: 'application/json', name: 'JSON Feed'},
] as const;

export type FeedFormat = (typeof feedFormats)[number]['format'];

/** The feeds of the list of articles at `listPath`, e.g. "/insights/tags/regulations". */
export function feedLinksOf(listPath: string): Readonly<Record<FeedFormat, string>> {
  return Object.fromEntries(
    feedFormats.map(({format, file}) => [format, `${listPath}/${file}`]),
  ) as Record<FeedFormat, string>;
}

export const feedLinks = feedLinksOf('/insights');

/** A feed's title as a page's head announces it, e.g. "Msingi Construction Insights (RSS)". */
export const feedLinkTitle = (feedTitle: string, formatName: string): string =>
  `${feedTitle} (${formatName})`;
