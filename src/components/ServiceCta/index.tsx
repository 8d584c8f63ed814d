import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {serviceCta} from '@site/src/data/serviceCta';
import styles from './styles.module.css';

/** The closing call to action of a service page: two buttons and four promises. */
export default function ServiceCta(): ReactNode {
  return (
    <section className={styles.cta} aria-labelledby="service-cta-title">
      <div className="container">
        <h2 id="service-cta-title" className={styles.title}>
          {serviceCta.title}
        </h2>
        <p className={styles.text}>{serviceCta.text}</p>
        <div className={styles.actions}>
          <Link to={serviceCta.primary.to} className="button button--primary button--lg">
            {serviceCta.primary.label}
          </Link>
          <Link to={serviceCta.secondary.to} className={`button button--lg ${styles.secondary}`}>
            {serviceCta.secondary.label}
          </Link>
        </div>
        <ul className={styles.badges} aria-label="Our promises">
          {serviceCta.badges.map((badge) => (
            <li key={badge.title} className={styles.badge}>
              <strong>{badge.title}</strong>
              <span>{badge.detail}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
