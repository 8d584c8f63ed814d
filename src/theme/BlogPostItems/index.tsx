/**
 * Swizzled (ejected) from @docusaurus/theme-classic BlogPostItems.
 * Why: category (tag) and author pages list articles as the same cards as /insights rather than
 * as full excerpts; each post is looked up in the content index by its permalink. Those pages
 * have no heading between their title and the cards, so the cards' titles are h2.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogPostItems';
import InsightGrid from '@site/src/components/InsightGrid';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from './styles.module.css';

export default function BlogPostItems({items}: Props): ReactNode {
  const {insights} = useContentIndex();
  const shown = items.flatMap(({content}) =>
    insights.filter((i) => i.permalink === content.metadata.permalink),
  );
  return (
    <div className={styles.items}>
      <InsightGrid insights={shown} headingLevel={2} />
    </div>
  );
}
