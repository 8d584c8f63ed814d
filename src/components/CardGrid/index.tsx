import type {CSSProperties, ReactNode, Ref} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type CardGridProps = {
  /** The narrowest a column may get before the grid drops one, e.g. '19rem'. */
  readonly minColumn: string;
  /**
   * 'fit' stretches a short row across the width; 'fill' keeps the empty columns, so a lone
   * card stays as wide as the cards of a full row.
   */
  readonly tracks?: 'fit' | 'fill';
  /** The space between cards, e.g. '2rem' or '2rem 1.5rem' (rows, columns). */
  readonly gap?: string;
  readonly className?: string;
  /** A state the page styles the cards by (e.g. a reveal on scroll), as `data-state`. */
  readonly state?: string;
  readonly listRef?: Ref<HTMLUListElement>;
  /** The cards, each an `li`. */
  readonly children: ReactNode;
};

/** A list of cards in as many columns as fit the width. */
export default function CardGrid({
  minColumn,
  tracks = 'fit',
  gap,
  className,
  state,
  listRef,
  children,
}: CardGridProps): ReactNode {
  const style = {'--card-grid-column': minColumn, '--card-grid-gap': gap} as CSSProperties;
  return (
    <ul
      ref={listRef}
      className={clsx(styles.grid, styles[tracks], className)}
      style={style}
      data-state={state}>
      {children}
    </ul>
  );
}
