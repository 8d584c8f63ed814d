import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {InsightCategory} from '@site/src/data/contentTypes';
import styles from './styles.module.css';

/** An insight's category as a coloured pill; the colour follows the category key (spec section 2). */
export default function CategoryBadge({
  category,
  className,
}: {
  readonly category: InsightCategory;
  readonly className?: string;
}): ReactNode {
  return (
    <span className={clsx(styles.badge, className)} data-category={category.key}>
      {category.label}
    </span>
  );
}
