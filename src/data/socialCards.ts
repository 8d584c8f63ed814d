/**
 * Words drawn into the generated social cards (src/plugins/social-cards). A function: the build
 * draws the cards in Node, reading this module once per locale (scripts/nodeTranslate.ts), and
 * hands the words to the plugin.
 */
import {translate} from '@docusaurus/Translate';
import {company} from './company';
import {companyTagline} from './companyWords';

export type SocialCardWords = {
  /** Above the title of a case study's and a service's card; an article shows its category. */
  readonly kinds: {readonly caseStudy: string; readonly service: string};
  readonly company: string;
  readonly site: {readonly title: string; readonly text: string};
};

export const socialCardWords = (): SocialCardWords => ({
  kinds: {
    caseStudy: translate({
      id: 'socialCard.kind.caseStudy',
      message: 'Case study',
      description: 'Above a case study’s title on its link-preview card',
    }),
    service: translate({
      id: 'socialCard.kind.service',
      message: 'Service',
      description: 'Above a service’s title on its link-preview card',
    }),
  },
  company: company.name,
  site: {title: company.shortName, text: companyTagline()},
});
