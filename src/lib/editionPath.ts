/**
 * A route within its edition: "/sw/services/residential" → "/services/residential" when the
 * locale's base URL is "/sw/". Every edition has the same routes, so what a route is (a service,
 * a landing page) and the files named after it (its social card) are decided on this path.
 */
export function editionPath(permalink: string, baseUrl: string): string {
  return permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
}
