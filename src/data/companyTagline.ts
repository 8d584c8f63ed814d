/**
 * The company's one-line promise, in the footer, on the site's social card and in its structured
 * data. A function: the build reads it in Node once per locale (scripts/nodeTranslate.ts).
 */
import {translate} from '@docusaurus/Translate';

export const companyTagline = (): string =>
  translate({id: 'company.tagline', message: 'Building Kenya on solid foundations since 2008.', description: 'The company’s one-line promise'});
