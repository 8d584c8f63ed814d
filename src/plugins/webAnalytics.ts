/**
 * Real visitors' Core Web Vitals (LCP, INP, CLS by page), from Cloudflare Web Analytics: the
 * host's own analytics, which sets no cookie and keeps nothing on the visitor's device. Off unless
 * its site token is given when the site is built (CLOUDFLARE_WEB_ANALYTICS_TOKEN); only then do
 * the pages carry its script and the Content-Security-Policy allow its two hosts. The token is
 * public by design (every page shows it), so it is a build setting, not a secret.
 */
import type {HtmlTagObject} from '@docusaurus/types';

/** The beacon's script, and where it reports. */
export const webAnalyticsHosts = {
  script: 'https://static.cloudflareinsights.com',
  reports: 'https://cloudflareinsights.com',
} as const;

/** The variable the build reads the site token from. */
export const webAnalyticsVariable = 'CLOUDFLARE_WEB_ANALYTICS_TOKEN';

/** Cloudflare's site tokens: 32 hexadecimal characters. */
const tokenPattern = /^[0-9a-f]{32}$/;

/**
 * The site token from the build's environment, or null when analytics is off (unset or empty).
 * Anything else is refused, naming what is accepted: the token lands in every page's markup.
 */
export function webAnalyticsToken(env: Record<string, string | undefined>): string | null {
  const value = env[webAnalyticsVariable]?.trim() ?? '';
  if (value === '') return null;
  if (!tokenPattern.test(value)) {
    throw new Error(
      `${webAnalyticsVariable} must be the site token Cloudflare Web Analytics shows in its snippet (32 characters, 0–9 and a–f), or empty to leave analytics off; it is ${value.length} characters long.`,
    );
  }
  return value;
}

/** The beacon, deferred so it never holds up the page; `spa` counts the site's own navigations. */
export function webAnalyticsTag(token: string): HtmlTagObject {
  return {
    tagName: 'script',
    attributes: {
      defer: true,
      src: `${webAnalyticsHosts.script}/beacon.min.js`,
      'data-cf-beacon': JSON.stringify({token, spa: true}),
    },
  };
}
