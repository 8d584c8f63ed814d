/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {linksIn, routeLabel, routes, type RoutePlace} from '../routes';

const places: readonly RoutePlace[] = [
  'header',
  'headerButton',
  'footerQuick',
  'footerLegal',
  'notFound',
  'sitemap',
];
const pagesDir = path.join(__dirname, '..', '..', '..', 'pages');

/** The routes not built from pages/: the blog plugin serves the insights. */
const pluginRoutes = new Set(['/insights']);

function isPage(route: string): boolean {
  const base = route === '/' ? 'index' : route.slice(1);
  return ['.tsx', '.mdx', '/index.tsx'].some((ext) =>
    fs.existsSync(path.join(pagesDir, `${base}${ext}`)),
  );
}

describe('route table', () => {
  it('lists each path once', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it.each(routes.map((r) => [r.path]))('%s is a built page', (route) => {
    expect(pluginRoutes.has(route) || isPage(route)).toBe(true);
  });

  it.each(routes.map((r) => [r.path, r]))(
    '%s is listed somewhere, under a name',
    (_path, route) => {
      expect(route.label.trim()).not.toBe('');
      expect(Object.keys(route.places).length).toBeGreaterThan(0);
      Object.values(route.places).forEach((name) =>
        expect(name === true || name.trim() !== '').toBe(true),
      );
    },
  );

  it.each(places.map((p) => [p]))('the %s place lists each path at most once', (place) => {
    const links = linksIn(place);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links.map((l) => l.to)).size).toBe(links.length);
  });

  it('gives the header one call-to-action button', () => {
    expect(linksIn('headerButton')).toHaveLength(1);
  });

  it("names a route by its label, and refuses a path the table doesn't know", () => {
    routes.forEach((r) => expect(routeLabel(r.path)).toBe(r.label));
    expect(() => routeLabel('/no-such-page')).toThrow(/route table/);
  });
});
