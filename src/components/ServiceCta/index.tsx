import type {ReactNode} from 'react';
import CtaBanner from '@site/src/components/CtaBanner';
import {serviceCta} from '@site/src/data/serviceCta';
import styles from './styles.module.css';

/** The closing call to action of a service page: two buttons and four promises. */
export default function ServiceCta(): ReactNode {
  return (
    <CtaBanner id="service-cta" words={serviceCta}>
      <ul className={styles.badges} aria-label={serviceCta.badgesLabel}>
        {serviceCta.badges.map((badge) => (
          <li key={badge.title} className={styles.badge}>
            <strong>{badge.title}</strong>
            <span>{badge.detail}</span>
          </li>
        ))}
      </ul>
    </CtaBanner>
  );
}
