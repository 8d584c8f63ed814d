import {useRef, type ReactNode} from 'react';
import {usePluralForm} from '@docusaurus/theme-common';
import SearchField from '@site/src/components/SearchField';
import CategoryFilter from '@site/src/components/CategoryFilter';
import EmptyState from '@site/src/components/EmptyState';
import {useListFilter} from '@site/src/lib/hooks/useListFilter';
import {filterList, type CategoryChoice, type ListRule} from '@site/src/lib/listFilter';
import type {ListFilterWords} from '@site/src/data/listFilters';
import styles from './styles.module.css';

export type FilteredListProps<T> = {
  readonly items: readonly T[];
  readonly rule: ListRule<T>;
  /** The chips after "All". */
  readonly categories: readonly CategoryChoice[];
  /** A search box is shown when the words name one. */
  readonly words: ListFilterWords;
  /** Renders the matching items; with none, the empty state shows instead. */
  readonly children: (shown: readonly T[]) => ReactNode;
};

/**
 * Every filterable list of the site (/projects, /gallery, /insights): search box and category
 * chips kept in the URL, the number of results announced politely, and an empty state whose
 * button shows everything again.
 */
export default function FilteredList<T>({
  items,
  rule,
  categories,
  words,
  children,
}: FilteredListProps<T>): ReactNode {
  const {filter, setQuery, setCategory, reset} = useListFilter(
    categories.map((c) => c.key),
    rule.categoryIgnoresCase,
  );
  const {selectMessage} = usePluralForm();
  const shown = filterList(items, filter, rule);
  const toolbar = useRef<HTMLDivElement>(null);

  // The reset button disappears with the empty state: keep the keyboard user in the filters.
  const showAll = () => {
    reset();
    toolbar.current?.querySelector<HTMLElement>('input, button')?.focus();
  };

  return (
    <>
      <div ref={toolbar} className={styles.toolbar}>
        {words.search && (
          <SearchField
            label={words.search.label}
            placeholder={words.search.placeholder}
            value={filter.query}
            onChange={setQuery}
          />
        )}
        <CategoryFilter
          label={words.categoriesLabel}
          options={categories}
          selected={filter.category}
          onSelect={setCategory}
        />
      </div>
      <p role="status" className={styles.count}>
        {words.resultCount(shown.length, items.length, selectMessage)}
      </p>
      {shown.length > 0 ? (
        children(shown)
      ) : (
        <EmptyState
          title={words.empty.title}
          text={words.empty.text}
          actionLabel={words.empty.reset}
          onAction={showAll}
        />
      )}
    </>
  );
}
