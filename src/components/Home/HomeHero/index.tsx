import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import {homeHero} from '@site/src/data/home';
import styles from './styles.module.css';

/** The home page's opening band; the header stays opaque above it (spec). */
export default function HomeHero(): ReactNode {
  return (
    <PageHero
      title={homeHero.title}
      lead={<p>{homeHero.lead}</p>}
      image={homeHero.image}
      underHeader={false}
      size="tall">
      <p className={styles.actions}>
        <Link className="button button--primary button--lg" to={homeHero.primary.to}>
          {homeHero.primary.label}
        </Link>
        <Link className="button button--lg button--on-dark" to={homeHero.secondary.to}>
          {homeHero.secondary.label}
        </Link>
      </p>
    </PageHero>
  );
}
