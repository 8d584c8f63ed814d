import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import type {CertificationFrontMatter} from '@site/src/data/frontMatterTypes';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';

/** The professional bodies the company belongs to. */
export default function AffiliationList({
  affiliations,
}: {
  readonly affiliations: CertificationFrontMatter['affiliations'];
}): ReactNode {
  return (
    <CardGrid minColumn="16rem">
      {affiliations.map((affiliation) => (
        <Card
          key={affiliation.name}
          image={{
            src: affiliation.logo,
            width: 480,
            height: 270,
            sizes: `${desktopMedia} 300px, (min-width: 600px) 50vw, 100vw`,
          }}
          className={styles.card}>
          <h3 className={styles.name}>{affiliation.name}</h3>
          <p className={styles.description}>{affiliation.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
