/**
 * The project lists' filter state, kept in the URL query string (?category=industrial&q=thika)
 * so a filtered list can be shared, reloaded and returned to with Back, as the Docusaurus
 * showcase does. theme-common's useQueryString reads an empty query during server rendering
 * and hydration, so the static HTML (the full list) hydrates without a mismatch.
 */
import {useCallback} from 'react';
import {useQueryString} from '@docusaurus/theme-common';
import {categoryParam, noFilter, parseCategory, type ProjectFilter} from './projectFilter';
import type {CategoryChoice} from '@site/src/data/projectsPage';

const queryKeys = {category: 'category', search: 'q'} as const;

export type ProjectFilters = ProjectFilter & {
  readonly setCategory: (category: CategoryChoice) => void;
  readonly setSearch: (search: string) => void;
  /** Back to every project: category All and no search. */
  readonly reset: () => void;
};

export function useProjectFilters(): ProjectFilters {
  const [categoryValue, setCategoryValue] = useQueryString(queryKeys.category);
  const [search, setSearchValue] = useQueryString(queryKeys.search);
  const setCategory = useCallback((category: CategoryChoice) => setCategoryValue(categoryParam(category)), [setCategoryValue]);
  const setSearch = useCallback((value: string) => setSearchValue(value === '' ? null : value), [setSearchValue]);
  const reset = useCallback(() => {
    setCategoryValue(categoryParam(noFilter.category));
    setSearchValue(noFilter.search || null);
  }, [setCategoryValue, setSearchValue]);
  return {category: parseCategory(categoryValue), search, setCategory, setSearch, reset};
}
