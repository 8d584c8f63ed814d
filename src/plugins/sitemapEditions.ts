/**
 * The sitemap of every edition. Each locale builds the same routes, so the default locale's
 * build lists each page once per edition, each entry naming its alternates (hreflang, with the
 * default edition as x-default), as search engines ask of a site in several languages.
 */
import type {SitemapItem} from '@docusaurus/plugin-sitemap/lib/types';

export type Edition = {
  /** The edition's path prefix beneath the site's URL: '' for the default locale, '/sw' … */
  readonly prefix: string;
  /** e.g. "sw-KE". */
  readonly htmlLang: string;
};

type Alternate = {readonly lang: string; readonly url: string};
export type EditionSitemapItem = SitemapItem & {readonly links: readonly Alternate[]};

/** `items` are the default edition's, with absolute URLs beneath `siteUrl`. */
export function sitemapItemsOfEditions(
  items: readonly SitemapItem[],
  siteUrl: string,
  editions: readonly Edition[],
): EditionSitemapItem[] {
  const site = siteUrl.replace(/\/$/, '');
  return items.flatMap((item) => {
    const pagePath = item.url.slice(site.length) || '/';
    const urlIn = ({prefix}: Edition) =>
      prefix && pagePath === '/' ? `${site}${prefix}/` : `${site}${prefix}${pagePath}`;
    const links = [
      ...editions.map((edition) => ({lang: edition.htmlLang, url: urlIn(edition)})),
      {lang: 'x-default', url: urlIn(editions[0]!)},
    ];
    return editions.map((edition) => ({...item, url: urlIn(edition), links}));
  });
}
