import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Fact = {readonly label: string; readonly value: ReactNode};

export type FactListProps = {
  readonly facts: readonly Fact[];
  /**
   * 'rows': label beside value (a sidebar summary); 'tiles': short headline facts side by side;
   * 'cards': paragraphs under their labels in a grid (specifications).
   */
  readonly layout?: 'rows' | 'tiles' | 'cards';
};

/** Labelled facts as a description list. */
export default function FactList({facts, layout = 'rows'}: FactListProps): ReactNode {
  return (
    <dl className={clsx(styles.list, styles[layout])}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
