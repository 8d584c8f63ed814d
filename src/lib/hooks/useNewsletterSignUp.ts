import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Whether this build offers the newsletter form: a mailing-list provider was named when it was
 * built (NEWSLETTER_PROVIDER). Without one the block offers the RSS feed instead.
 */
export function useNewsletterSignUp(): boolean {
  return useDocusaurusContext().siteConfig.customFields?.newsletterSignUp === true;
}
