import type {ReactNode} from 'react';
import Image from '@site/src/components/Image';
import type {CertificationFrontMatter} from '@site/src/plugins/content-index/landingPages';
import styles from './styles.module.css';

/** The professional bodies the company belongs to. */
export default function AffiliationList({
  affiliations,
}: {
  readonly affiliations: CertificationFrontMatter['affiliations'];
}): ReactNode {
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
