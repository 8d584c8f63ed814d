import type {ReactNode} from 'react';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type Offering = {readonly title: string; readonly description: string; readonly image: string};

export default function OfferingGrid({items}: {readonly items: readonly Offering[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <Image src={item.image} alt="" width={640} height={400} sizes="(min-width: 996px) 33vw, 100vw" className={styles.image} />
          <div className={styles.body}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
