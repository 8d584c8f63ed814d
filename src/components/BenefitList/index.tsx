import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type Benefit = {readonly title: string; readonly description: string};

export default function BenefitList({items}: {readonly items: readonly Benefit[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.tick} aria-hidden="true" />
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
