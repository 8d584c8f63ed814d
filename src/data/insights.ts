/**
 * Words of the insights pages (spec section 2, "Insights list" and "Article detail"; section 8
 * for the empty state and the clipboard message). The articles themselves live in blog/.
 */
import {translate} from '@docusaurus/Translate';
import {opensInNewTab} from './commonWords';
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

export const insightArticle = {
  back: {
    label: translate({id: 'insights.article.back', message: 'Back to Insights'}),
    to: '/insights',
  },
  byline: translate({
    id: 'insights.article.byline',
    message: 'By',
    description: 'Before the author’s name: "By Grace Wanjiku"',
  }),
  tableOfContents: translate({id: 'insights.article.toc.title', message: 'Table of Contents'}),
  share: {
    title: translate({id: 'insights.share.title', message: 'Share this article'}),
    on: (network: string) =>
      translate(
        {
          id: 'insights.share.on',
          message: 'Share on {network}',
          description: 'A share link, e.g. "Share on Facebook"',
        },
        {network},
      ),
    newTab: opensInNewTab(),
    button: translate({
      id: 'insights.share.button',
      message: 'Share',
      description: 'Opens the device’s share sheet',
    }),
    copied: translate({id: 'insights.share.copied', message: 'Link copied to clipboard!'}),
    copyFailed: translate({
      id: 'insights.share.copyFailed',
      message: 'Could not copy the link. Please copy it from the address bar.',
    }),
  },
  author: {
    title: translate({id: 'insights.author.title', message: 'About the Author'}),
    roleAt: (role: string, company: string) =>
      translate(
        {
          id: 'insights.author.roleAt',
          message: '{role}, {company}',
          description: 'An author’s role at a company',
        },
        {role, company},
      ),
  },
  related: {
    title: translate({id: 'insights.related.title', message: 'Related Articles'}),
    readArticle: translate({
      id: 'insights.card.readArticle',
      message: 'Read Article',
      description: 'The link of each article card',
    }),
  },
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
