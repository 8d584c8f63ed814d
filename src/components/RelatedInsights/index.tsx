import {useId, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import InsightCard from '@site/src/components/InsightCard';
import {useScrolledInto} from '@site/src/lib/hooks/useScrolledInto';
import type {InsightSummary} from '@site/src/data/contentTypes';
import styles from './styles.module.css';
import {notSearched} from '@site/src/lib/searchIndexing';

type Reveal = 'static' | 'waiting' | 'shown';

/**
 * "Related Articles": two cards that fade in one after the other (0.1 s apart) when they
 * scroll into view. Without JavaScript, IntersectionObserver or with reduced motion preferred,
 * they are simply there.
 */
export default function RelatedInsights({
  insights,
}: {
  readonly insights: readonly InsightSummary[];
}): ReactNode {
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // With reduced motion preferred the cards are simply there, never faded in.
  const [animate] = useState(
    () =>
      typeof window !== 'undefined' &&
      !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const scroll = useScrolledInto(listRef, {threshold: 0.15}, animate);
  const reveal: Reveal =
    scroll === 'waiting' ? 'waiting' : scroll === 'reached' ? 'shown' : 'static';

  return (
    <section aria-labelledby={titleId} className={styles.related} {...notSearched}>
      <h2 id={titleId} className={styles.title}>
        <Translate id="insight.related.title">Related Articles</Translate>
      </h2>
      <CardGrid listRef={listRef} minColumn="16rem" state={reveal}>
        {insights.map((insight, index) => (
          <li
            key={insight.id}
            className={styles.item}
            style={{'--stagger': index} as CSSProperties}>
            <InsightCard insight={insight} variant="related" />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
