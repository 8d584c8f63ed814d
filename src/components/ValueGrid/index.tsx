import type {ReactNode} from 'react';
import type {AboutFrontMatter} from '@site/src/data/frontMatterTypes';
import styles from './styles.module.css';

export default function ValueGrid({
  values,
}: {
  readonly values: AboutFrontMatter['values'];
}): ReactNode {
  return (
    <ul className={styles.grid}>
      {values.map((value) => (
        <li key={value.name} className={styles.card}>
          <h3 className={styles.name}>{value.name}</h3>
          <p className={styles.description}>{value.description}</p>
        </li>
      ))}
    </ul>
  );
}
