import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type Stat = {
  readonly value: string | number;
  readonly label: string;
  readonly detail?: string;
};

/** Headline figures as a description list: the label names the value. */
export default function StatsBand({stats}: {readonly stats: readonly Stat[]}): ReactNode {
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{String(stat.value)}</dd>
          {stat.detail && <dd className={styles.detail}>{stat.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
