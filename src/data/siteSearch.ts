/** Words of the site search: the navbar button, its dialog, the results and the ways on when nothing matches. */
import {translate} from '@docusaurus/Translate';
import type {SelectMessage} from './listFilters';

/** What a result is, by where it lives (src/lib/siteSearch.ts decides). */
export type SearchResultKind = 'service' | 'caseStudy' | 'article' | 'pricing' | 'page';

export const searchResultKinds: Readonly<Record<SearchResultKind, string>> = {
  service: translate({
    id: 'search.kind.service',
    message: 'Service',
    description: 'What a search result is: one of the service pages',
  }),
  caseStudy: translate({
    id: 'search.kind.caseStudy',
    message: 'Case study',
    description: 'What a search result is: a project case study',
  }),
  article: translate({
    id: 'search.kind.article',
    message: 'Article',
    description: 'What a search result is: an insight article',
  }),
  pricing: translate({
    id: 'search.kind.pricing',
    message: 'Pricing',
    description: 'What a search result is: the pricing page',
  }),
  page: translate({
    id: 'search.kind.page',
    message: 'Page',
    description: 'What a search result is: any other page',
  }),
};

export const searchWords = {
  button: translate({
    id: 'search.button',
    message: 'Search',
    description: 'Name of the navbar button that opens the site search',
  }),
  title: translate({
    id: 'search.dialog.title',
    message: 'Search the site',
    description: 'Heading of the search dialog',
  }),
  field: translate({
    id: 'search.field.label',
    message: 'What are you looking for?',
    description: 'Label of the search field',
  }),
  hint: translate({
    id: 'search.field.hint',
    message: 'Services, projects, prices and articles. Type at least two letters.',
    description: 'Hint under the search field',
  }),
  /** A result that opens a section of a page: "Transparent Pricing › Material Pricing". */
  pageSection: (page: string, section: string) =>
    translate(
      {
        id: 'search.result.section',
        message: '{page} › {section}',
        description: 'A search result that opens a section of a page',
      },
      {page, section},
    ),
  close: translate({
    id: 'search.dialog.close',
    message: 'Close search',
    description: 'Name of the button that closes the search dialog',
  }),
  results: translate({
    id: 'search.results.label',
    message: 'Results',
    description: 'Accessible name of the list of search results',
  }),
  loading: translate({
    id: 'search.status.loading',
    message: 'Searching…',
    description: 'Said while results are being found',
  }),
  /** Said when results are shown; `selectMessage` is Docusaurus's plural chooser. */
  count: (count: number, query: string, selectMessage: SelectMessage) =>
    selectMessage(
      count,
      translate(
        {
          id: 'search.status.count',
          message: 'One result for “{query}”|{count} results for “{query}”',
          description:
            'Said when results are shown (plural forms by count); query is what the visitor typed',
        },
        {count, query},
      ),
    ),
  /** Said above results found for a corrected query ("Showing results for “cement”"). */
  correctedTitle: (query: string) =>
    translate(
      {
        id: 'search.corrected.title',
        message: 'Showing results for “{query}”',
        description:
          'Said above the results when a misspelt word of the query was searched as the nearest word on the site; query is what was searched',
      },
      {query},
    ),
  /** The button that searches the visitor's own words after a correction. */
  searchExactly: (query: string) =>
    translate(
      {
        id: 'search.corrected.exact',
        message: 'Search for “{query}” instead',
        description:
          'Button under "Showing results for …" that searches exactly what the visitor typed; query is what they typed',
      },
      {query},
    ),
  noResultsTitle: (query: string) =>
    translate(
      {
        id: 'search.empty.title',
        message: 'Nothing matches “{query}”',
        description: 'Heading when a search finds nothing',
      },
      {query},
    ),
  noResultsText: translate({
    id: 'search.empty.text',
    message: 'Try another word, or look through these pages:',
    description: 'Under the heading when a search finds nothing, before links to other pages',
  }),
  askUs: translate({
    id: 'search.empty.askUs',
    message: 'Ask us directly',
    description: 'Heading of the e-mail and WhatsApp links when a search finds nothing',
  }),
  unavailableTitle: translate({
    id: 'search.unavailable.title',
    message: 'Search is built with the site',
    description: 'Heading when the search index is missing, as in the development server',
  }),
  unavailableText: translate({
    id: 'search.unavailable.text',
    message: 'The search index is made by a production build. To try search here, run:',
    description:
      'Text when the search index is missing, before the commands that build and serve the site',
  }),
  failedText: translate({
    id: 'search.failed.text',
    message: 'Search could not load. Check your connection and try again.',
    description: 'Said when the search files could not be fetched',
  }),
  retry: translate({
    id: 'search.failed.retry',
    message: 'Try again',
    description: 'Button that loads the search again after a failure',
  }),
} as const;

/** Commands that build and serve the site with its search index, shown when there is none. */
export const buildWithSearchCommands = 'npm run build && npm run serve';

/** Pages offered when a search finds nothing, in this order. */
export const noResultsPages = ['/insights', '/projects', '/contact'] as const;
