/**
 * The site's routes and every place that lists them: the header (spec section 2), the footer's
 * quick and legal links, the 404 page's suggestions and the human sitemap. Each place keeps
 * the table's order. docusaurus.config.ts reads this module too, for the navbar (see there).
 */
import {translate} from '@docusaurus/Translate';

export type NavLink = {readonly label: string; readonly to: string};

/** Where a route is listed. */
export type RoutePlace =
  /** The navbar's links. */
  | 'header'
  /** The navbar's call-to-action button. */
  | 'headerButton'
  | 'footerQuick'
  | 'footerLegal'
  /** The ways back offered by the 404 page. */
  | 'notFound'
  /** The human sitemap, for pages without a front-matter title (MDX pages bring their own). */
  | 'sitemap';

export type SiteRoute = {
  readonly path: string;
  /** Its name wherever it is listed, unless the place names it otherwise. */
  readonly label: string;
  /** The places that list it: `true` uses the label, a string is that place's own name for it. */
  readonly places: Partial<Record<RoutePlace, true | string>>;
};

export const routes: readonly SiteRoute[] = [
  {
    path: '/',
    label: translate({id: 'route.home.label', message: 'Home'}),
    places: {header: true, footerQuick: true, notFound: true, sitemap: true},
  },
  {
    path: '/about',
    label: translate({id: 'route.about.label', message: 'About Us'}),
    places: {header: true, footerQuick: true, sitemap: true},
  },
  {
    path: '/services',
    label: translate({id: 'route.services.label', message: 'Services'}),
    places: {
      header: true,
      footerQuick: true,
      notFound: translate({id: 'route.services.notFound.label', message: 'Our Services'}),
      sitemap: translate({id: 'route.services.sitemap.label', message: 'All Services'}),
    },
  },
  {
    path: '/gallery',
    label: translate({id: 'route.gallery.label', message: 'Project Gallery'}),
    places: {
      header: translate({
        id: 'route.gallery.header.label',
        message: 'Projects',
        description: 'The navbar link to the project gallery',
      }),
      sitemap: true,
    },
  },
  {
    path: '/projects',
    label: translate({id: 'route.projects.label', message: 'Projects'}),
    places: {
      footerQuick: true,
      notFound: translate({id: 'route.projects.notFound.label', message: 'Our Projects'}),
      sitemap: true,
    },
  },
  {
    path: '/insights',
    label: translate({id: 'route.insights.label', message: 'Insights'}),
    places: {
      header: true,
      footerQuick: true,
      notFound: true,
      sitemap: translate({id: 'route.insights.sitemap.label', message: 'All insights'}),
    },
  },
  {
    path: '/certification',
    label: translate({id: 'route.certification.label', message: 'Certification'}),
    places: {header: true, sitemap: true},
  },
  {
    path: '/pricing',
    label: translate({id: 'route.pricing.label', message: 'Pricing'}),
    places: {header: true, sitemap: true},
  },
  {
    path: '/cost-estimator',
    label: translate({id: 'route.costEstimator.label', message: 'Cost Estimator'}),
    places: {footerQuick: true, sitemap: true},
  },
  {
    path: '/contact',
    label: translate({id: 'route.contact.label', message: 'Contact Us'}),
    places: {
      header: true,
      headerButton: translate({id: 'route.contact.headerButton.label', message: 'Get a Quote'}),
      footerQuick: true,
      notFound: true,
      sitemap: true,
    },
  },
  {
    path: '/privacy-policy',
    label: translate({id: 'route.privacyPolicy.label', message: 'Privacy Policy'}),
    places: {footerLegal: true},
  },
  {
    path: '/terms-of-service',
    label: translate({id: 'route.termsOfService.label', message: 'Terms of Service'}),
    places: {footerLegal: true},
  },
  {
    path: '/sitemap',
    label: translate({id: 'route.sitemap.label', message: 'Sitemap'}),
    places: {footerLegal: true, sitemap: true},
  },
];

/** The routes a place lists, in table order, each named as that place names it. */
export function linksIn(place: RoutePlace): NavLink[] {
  return routes.flatMap((route) => {
    const name = route.places[place];
    return name === undefined ? [] : [{label: name === true ? route.label : name, to: route.path}];
  });
}

/** A route's own name, e.g. for breadcrumbs. */
export function routeLabel(path: string): string {
  const route = routes.find((r) => r.path === path);
  if (!route) {
    throw new Error(`${path} is not in the route table (src/data/routes.ts)`);
  }
  return route.label;
}
