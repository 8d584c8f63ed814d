import type {ReactNode} from 'react';
import CardGrid from '@site/src/components/CardGrid';
import InsightCard from '@site/src/components/InsightCard';
import type {InsightSummary} from '@site/src/data/contentTypes';

export type InsightGridProps = {
  readonly insights: readonly InsightSummary[];
  /** The cards' titles rank below the heading of the page or section holding the grid. */
  readonly headingLevel?: 2 | 3;
};

/**
 * Article cards in as many columns as fit: /insights and the category and author pages. A
 * container may narrow the columns by setting --insight-grid-column.
 */
export default function InsightGrid({insights, headingLevel = 3}: InsightGridProps): ReactNode {
  return (
    <CardGrid minColumn="var(--insight-grid-column, 20rem)" tracks="fill" gap="1.75rem">
      {insights.map((insight) => (
        <li key={insight.id}>
          <InsightCard insight={insight} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
