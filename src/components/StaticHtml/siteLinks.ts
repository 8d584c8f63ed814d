import {matchPath} from '@docusaurus/router';

/** A route of the site as Docusaurus generates them (`@generated/routes`). */
export type SiteRoute = {
  readonly path?: string | string[];
  readonly exact?: boolean;
  readonly routes?: readonly SiteRoute[];
};

/** Whether a page of this edition's app answers `pathname` (not the catch-all "not found"). */
export function isPageOf(routes: readonly SiteRoute[], pathname: string): boolean {
  return routes.some((route) =>
    route.routes
      ? matchPath(pathname, {path: route.path}) !== null && isPageOf(route.routes, pathname)
      : route.path !== '*' &&
        matchPath(pathname, {path: route.path, exact: route.exact ?? false}) !== null,
  );
}

type Click = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
>;

/**
 * Where a click on a link should take the page by the site's own navigation, as Docusaurus's
 * Link would: a plain click on a link to another page of this edition. Null leaves the click to
 * the browser: a new tab or window, a download, another site, another edition, a feed or file,
 * or an anchor on the same page.
 */
export function inSiteAddress(
  click: Click,
  here: Pick<Location, 'origin' | 'pathname' | 'search'>,
  routes: readonly SiteRoute[],
): string | null {
  if (
    click.defaultPrevented ||
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey
  ) {
    return null;
  }
  const link = click.target instanceof Element ? click.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? sitePageOfLink(link, here, routes) : null;
}

/**
 * The page of this edition a link opens in the same tab, as a path with its query and fragment,
 * or null: a link that opens elsewhere (a new tab, a download, another site or edition, a feed or
 * file) or stays on this page. The address Docusaurus's Link would fetch ahead, and follow.
 */
export function sitePageOfLink(
  link: HTMLAnchorElement,
  here: Pick<Location, 'origin' | 'pathname' | 'search'>,
  routes: readonly SiteRoute[],
): string | null {
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) {
    return null;
  }
  const url = new URL(link.href, `${here.origin}${here.pathname}`);
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (url.origin !== here.origin || samePage || !isPageOf(routes, decodeURI(url.pathname))) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
