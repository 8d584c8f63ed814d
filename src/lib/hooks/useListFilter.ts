/**
 * A list's filter kept in the URL query string (?category=industrial&q=thika), so a filtered
 * list can be shared, reloaded and returned to with Back, as the Docusaurus showcase does.
 * theme-common's useQueryString reads an empty query during server rendering and hydration, so
 * the static HTML (the full list) hydrates without a mismatch; updates replace the history entry.
 */
import {useCallback, useMemo} from 'react';
import {useQueryString} from '@docusaurus/theme-common';
import {parseCategory, type ListFilter} from '@site/src/lib/listFilter';

/** The query-string keys, the same for every list. */
export const filterParams = {category: 'category', query: 'q'} as const;

export type ListFilterState = {
  readonly filter: ListFilter;
  readonly setQuery: (query: string) => void;
  /** null is All, written as the absence of the parameter. */
  readonly setCategory: (category: string | null) => void;
  /** Back to the whole list: category All and no search. */
  readonly reset: () => void;
};

export function useListFilter(
  categoryKeys: readonly string[],
  categoryIgnoresCase = false,
): ListFilterState {
  const [categoryValue, updateCategory] = useQueryString(filterParams.category);
  const [query, updateQuery] = useQueryString(filterParams.query);
  const category = parseCategory(categoryValue, categoryKeys, categoryIgnoresCase);
  const setQuery = useCallback((value: string) => updateQuery(value || null), [updateQuery]);
  const setCategory = useCallback(
    (value: string | null) => updateCategory(value),
    [updateCategory],
  );
  const reset = useCallback(() => {
    updateCategory(null);
    updateQuery(null);
  }, [updateCategory, updateQuery]);
  const filter = useMemo(() => ({category, query}), [category, query]);
  return {filter, setQuery, setCategory, reset};
}
