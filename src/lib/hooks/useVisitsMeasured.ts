import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Whether this build measures visits: Cloudflare Web Analytics' site token was given when it was
 * built (src/plugins/webAnalytics.ts), so every page carries its beacon.
 */
export function useVisitsMeasured(): boolean {
  return useDocusaurusContext().siteConfig.customFields?.webAnalytics === true;
}
