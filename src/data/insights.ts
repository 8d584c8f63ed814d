/**
 * Words of the insights list, its category pages and its newsletter invitation (spec section 2,
 * "Insights list"; section 8 for the empty state). An article page's words are declared by the
 * components that show them; the articles themselves live in blog/.
 */
import {translate} from '@docusaurus/Translate';
import type {ListFilterWords} from './listFilters';

const filter: ListFilterWords = {
  categoriesLabel: translate({
    id: 'insights.filter.label',
    message: 'Filter by category',
    description: 'Names the category chips of /insights',
  }),
  search: {
    label: translate({id: 'insights.search.label', message: 'Search articles'}),
    placeholder: translate({id: 'insights.search.placeholder', message: 'Search articles...'}),
  },
  resultCount: (shown, _total, selectMessage) =>
    selectMessage(
      shown,
      translate(
        {
          id: 'insights.count',
          message: '{count} article|{count} articles',
          description: 'How many articles the filtered list shows',
        },
        {count: shown},
      ),
    ),
  empty: {
    title: translate({id: 'insights.empty.title', message: 'No articles found'}),
    text: translate({
      id: 'insights.empty.text',
      message:
        "We couldn't find any articles matching your current filters. Try adjusting your search criteria or browse all articles.",
    }),
    reset: translate({
      id: 'insights.empty.reset',
      message: 'View All Articles',
      description: 'Clears the search and the category',
    }),
  },
};

export const insightsList = {
  heroImage: 'https://images.unsplash.com/photo-1503387837-b154d5074bd2',
  heading: translate({
    id: 'insights.list.heading',
    message: 'Articles',
    description: 'Visually hidden heading of the article cards',
  }),
  filter,
} as const;

/** A category page's own feeds. */
export const categoryFeedWords = {
  subscribe: (category: string) =>
    translate(
      {
        id: 'insights.category.subscribe',
        message: 'Subscribe to {category} by RSS',
        description: 'The RSS link of a category page',
      },
      {category},
    ),
} as const;

export const newsletterInvite = {
  title: translate({id: 'insights.subscribe.title', message: 'Subscribe to Our Newsletter'}),
  text: translate({
    id: 'insights.subscribe.text',
    message: 'Stay updated with our latest insights, industry trends, and construction tips.',
  }),
  feeds: {
    others: translate({id: 'insights.subscribe.feeds.others', message: 'Other feed formats:'}),
    atom: translate({
      id: 'insights.subscribe.feeds.atom',
      message: 'Atom',
      description: 'The name of the Atom feed format',
    }),
    json: translate({
      id: 'insights.subscribe.feeds.json',
      message: 'JSON Feed',
      description: 'The name of the JSON Feed format',
    }),
  },
} as const;
