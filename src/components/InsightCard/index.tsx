import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluralForm} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import Card from '@site/src/components/Card';
import CategoryBadge from '@site/src/components/CategoryBadge';
import {formatDate} from '@site/src/lib/dates';
import {minutesToRead} from '@site/src/data/commonWords';
import type {InsightSummary} from '@site/src/data/contentTypes';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';

export type InsightCardProps = {
  readonly insight: InsightSummary;
  /** "list" shows author, date and read time; "related" is shorter, its excerpt clipped to two lines. */
  readonly variant?: 'list' | 'related';
  /** The card's title ranks below the heading of the list it sits in. */
  readonly headingLevel?: 2 | 3;
};

/** An article card: photo, category, title, excerpt and a link over the whole card. */
export default function InsightCard({
  insight,
  variant = 'list',
  headingLevel = 3,
}: InsightCardProps): ReactNode {
  const Title = `h${headingLevel}` as const;
  const {selectMessage} = usePluralForm();
  return (
    <Card
      as="article"
      image={{
        src: insight.image,
        width: 640,
        height: 400,
        sizes:
          variant === 'list'
            ? `${desktopMedia} 33vw, (min-width: 600px) 50vw, 100vw`
            : `${desktopMedia} 25vw, 100vw`,
      }}
      linked
      lift
      className={clsx(styles.card, styles[variant])}
      bodyClassName={styles.body}>
      <CategoryBadge category={insight.category} className={styles.badge} />
      <Title className={styles.title} lang={insight.lang}>
        {insight.title}
      </Title>
      <p className={styles.excerpt} lang={insight.lang}>
        {insight.excerpt}
      </p>
      {variant === 'list' && (
        <p className={styles.meta}>
          <span className={styles.author}>{insight.author}</span>
          <span>
            <time dateTime={insight.date}>{formatDate(insight.date)}</time>
            <span aria-hidden="true"> · </span>
            {minutesToRead(insight.readingTime, selectMessage)}
          </span>
        </p>
      )}
      <Link to={insight.permalink} className={styles.link}>
        <Translate id="insights.card.readArticle" description="The link of each article card">
          Read Article
        </Translate>
        <span className="sr-only">: {insight.title}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </Card>
  );
}
