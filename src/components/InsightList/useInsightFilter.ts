import {useCallback, useMemo} from 'react';
import {useQueryString} from '@docusaurus/theme-common';
import {filterParams, parseCategory, type InsightFilter} from '@site/src/lib/insightFilter';

export type InsightFilterState = {
  readonly filter: InsightFilter;
  readonly setQuery: (query: string) => void;
  readonly setCategory: (category: string | null) => void;
  readonly reset: () => void;
};

/**
 * The list's search text and category, kept in the query string (?q=…&category=…) so a
 * filtered list can be shared and survives a reload, as on the Docusaurus showcase.
 */
export function useInsightFilter(categoryKeys: readonly string[]): InsightFilterState {
  const [query, updateQuery] = useQueryString(filterParams.query);
  const [categoryParam, updateCategory] = useQueryString(filterParams.category);
  const category = parseCategory(categoryParam || null, categoryKeys);
  const setQuery = useCallback((value: string) => updateQuery(value || null), [updateQuery]);
  const setCategory = useCallback((value: string | null) => updateCategory(value), [updateCategory]);
  const reset = useCallback(() => {
    updateQuery(null);
    updateCategory(null);
  }, [updateQuery, updateCategory]);
  const filter = useMemo(() => ({query, category}), [query, category]);
  return {filter, setQuery, setCategory, reset};
}
