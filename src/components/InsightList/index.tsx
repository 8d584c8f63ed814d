import {useId, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import InsightCard from '@site/src/components/InsightCard';
import {insightsList} from '@site/src/data/insights';
import {filterInsights} from '@site/src/lib/insightFilter';
import type {InsightCategory, InsightSummary} from '@site/src/plugins/content-index/types';
import {useInsightFilter} from './useInsightFilter';
import styles from './styles.module.css';

export type InsightListProps = {
  readonly insights: readonly InsightSummary[];
  /** The chips after "All", in the order of blog/tags.yml. */
  readonly categories: readonly InsightCategory[];
};

/** The searchable, filterable grid of article cards on /insights. */
export default function InsightList({insights, categories}: InsightListProps): ReactNode {
  const {filter, setQuery, setCategory, reset} = useInsightFilter(categories.map((c) => c.key));
  const shown = filterInsights(insights, filter);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const headingId = useId();
  const chips = [{key: null, label: insightsList.allCategories}, ...categories];

  function showAll() {
    reset();
    // The reset button disappears with the empty state; keep the keyboard user in the filters.
    searchRef.current?.focus();
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {insightsList.heading}
      </h2>
      <div className={styles.filters}>
        <div className={styles.search}>
          <label htmlFor={searchId} className="sr-only">
            {insightsList.searchLabel}
          </label>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.searchIcon}>
            <path
              d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.2 4.2-1.4 1.4-4.2-4.2A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z"
              fill="currentColor"
            />
          </svg>
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={insightsList.searchPlaceholder}
            value={filter.query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div role="group" aria-label={insightsList.categoriesLabel} className={styles.chips}>
          {chips.map((chip) => (
            <button
              key={chip.key ?? 'all'}
              type="button"
              className={clsx(styles.chip, filter.category === chip.key && styles.chipActive)}
              aria-pressed={filter.category === chip.key}
              onClick={() => setCategory(chip.key)}>
              {chip.label}
            </button>
          ))}
        </div>
      </div>

      <p role="status" className={styles.count}>
        {insightsList.resultCount(shown.length)}
      </p>

      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((insight) => (
            <li key={insight.id}>
              <InsightCard insight={insight} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <h3 className={styles.emptyTitle}>{insightsList.empty.title}</h3>
          <p className={styles.emptyText}>{insightsList.empty.text}</p>
          <button type="button" className="button button--primary" onClick={showAll}>
            {insightsList.empty.reset}
          </button>
        </div>
      )}
    </section>
  );
}
