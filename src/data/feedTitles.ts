/**
 * The insights feeds' titles. Functions, so that each locale's build, reading this module in
 * Node (scripts/nodeTranslate.ts), gets its own words, as the pages linking the feeds do.
 */
import {translate} from '@docusaurus/Translate';
import {company} from './company';

export const insightsFeedTitle = (): string =>
  translate(
    {
      id: 'feeds.insights.title',
      message: '{company} Insights',
      description: 'The title of the site’s feed of articles',
    },
    {company: company.shortName},
  );

/** A category feed's title, e.g. "Msingi Construction Insights: Regulations". */
export const categoryFeedTitle = (category: string): string =>
  translate(
    {
      id: 'feeds.category.title',
      message: '{company} Insights: {category}',
      description: 'The title of one category’s feed of articles',
    },
    {company: company.shortName, category},
  );
