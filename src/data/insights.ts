/**
 * Words of the insights pages (spec section 2, "Insights list" and "Article detail"; section 8
 * for the empty state and the clipboard message). The articles themselves live in blog/.
 */

export const insightsList = {
  heroImage: 'https://images.unsplash.com/photo-1503387837-b154d5074bd2',
  heading: 'Articles',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  categoriesLabel: 'Filter by category',
  allCategories: 'All',
  resultCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  empty: {
    title: 'No articles found',
    text: "We couldn't find any articles matching your current filters. Try adjusting your search criteria or browse all articles.",
    reset: 'View All Articles',
  },
} as const;

export const insightArticle = {
  back: {label: 'Back to Insights', to: '/insights'},
  readingTime: (minutes: number) => `${minutes} min read`,
  byline: 'By',
  tableOfContents: 'Table of Contents',
  share: {
    title: 'Share this article',
    on: (network: string) => `Share on ${network}`,
    newTab: '(opens in a new tab)',
    button: 'Share',
    copied: 'Link copied to clipboard!',
    copyFailed: 'Could not copy the link. Please copy it from the address bar.',
  },
  author: {title: 'About the Author', roleAt: (role: string, company: string) => `${role}, ${company}`},
  related: {title: 'Related Articles', readArticle: 'Read Article'},
} as const;

export const newsletterInvite = {
  title: 'Subscribe to Our Newsletter',
  text: 'Stay updated with our latest insights, industry trends, and construction tips.',
  feeds: {
    others: 'Other feed formats:',
    atom: 'Atom',
    json: 'JSON Feed',
  },
} as const;
