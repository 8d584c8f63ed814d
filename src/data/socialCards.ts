/**
 * Words drawn into the generated social cards (src/plugins/social-cards). Plain data: the cards
 * are drawn in Node at build time, where translate() does not run.
 */
import {company} from './company';

export const socialCardWords = {
  /** Above the title of a case study's and a service's card; an article shows its category. */
  kinds: {caseStudy: 'Case study', service: 'Service'},
  company: company.name,
  site: {title: company.shortName, text: company.tagline},
} as const;
