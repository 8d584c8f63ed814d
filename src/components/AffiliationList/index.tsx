import type {ReactNode} from 'react';
import Image from '@site/src/components/Image';
import type {Affiliation} from '@site/src/data/certification';
import styles from './styles.module.css';

/** The professional bodies the company belongs to. */
export default function AffiliationList({affiliations}: {readonly affiliations: readonly Affiliation[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {affiliations.map((affiliation) => (
        <li key={affiliation.name} className={styles.card}>
          <Image
            src={affiliation.logo}
            alt=""
            width={480}
            height={270}
            sizes="(min-width: 996px) 300px, (min-width: 600px) 50vw, 100vw"
            className={styles.logo}
          />
          <div className={styles.body}>
            <h3 className={styles.name}>{affiliation.name}</h3>
            <p className={styles.description}>{affiliation.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
