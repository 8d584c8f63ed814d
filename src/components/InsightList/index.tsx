import {useId, type ReactNode} from 'react';
import FilteredList from '@site/src/components/FilteredList';
import InsightGrid from '@site/src/components/InsightGrid';
import {insightsList} from '@site/src/data/insights';
import {insightRule} from '@site/src/lib/listFilter';
import type {InsightCategory, InsightSummary} from '@site/src/data/contentTypes';

export type InsightListProps = {
  readonly insights: readonly InsightSummary[];
  /** The chips after "All", in the order of blog/tags.yml. */
  readonly categories: readonly InsightCategory[];
};

/** The searchable, filterable grid of article cards on /insights. */
export default function InsightList({insights, categories}: InsightListProps): ReactNode {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {insightsList.heading}
      </h2>
      <FilteredList
        items={insights}
        rule={insightRule}
        categories={categories}
        words={insightsList.filter}>
        {(shown) => <InsightGrid insights={shown} />}
      </FilteredList>
    </section>
  );
}
