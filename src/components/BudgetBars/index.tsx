import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export type BudgetBarsProps = {
  /** `amount`, when given, is shown under the bar (the cost estimator's shillings). */
  readonly items: readonly {
    readonly phase: string;
    readonly share: number;
    readonly amount?: string;
  }[];
};

/**
 * Budget shares as horizontal bars whose width is the percentage. The phase, the figure and any
 * amount are text, so screen readers get "Superstructure 35%"; the bar itself is decoration.
 */
export default function BudgetBars({items}: BudgetBarsProps): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.phase} className={styles.item}>
          <span className={styles.phase}>{item.phase}</span>
          <span className={styles.share}>
            {translate(
              {
                id: 'budgetBars.share',
                message: '{share}%',
                description: 'A share of a budget in percent',
              },
              {share: item.share},
            )}
          </span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{width: `${item.share}%`}} />
          </span>
          {item.amount && <span className={styles.amount}>{item.amount}</span>}
        </li>
      ))}
    </ul>
  );
}
