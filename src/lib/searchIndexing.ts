/**
 * How a block of a page counts for the site search (src/plugins/site-search, Pagefind; the
 * attributes are Pagefind's). Spread on the block's element.
 */

/**
 * Not the page's own content (share buttons, links to other pages, calls to action): left out
 * of the index, so a result is found for what its page says, not for what it links to.
 */
export const notSearched = {'data-pagefind-ignore': 'all'} as const;

/**
 * What the page is the place for, though it says it only once (a material's name in the price
 * table): counts as much as a title does, so the page ranks with the pages that discuss it.
 */
export const keyTerm = {'data-pagefind-weight': '7'} as const;
