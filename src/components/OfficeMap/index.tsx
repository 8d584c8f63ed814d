import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {officeMap} from '@site/src/data/contact';
import styles from './styles.module.css';

/** The office on an embedded map (loaded lazily, only when scrolled near) and a directions link. */
export default function OfficeMap(): ReactNode {
  return (
    <div className={styles.map}>
      <iframe
        src={officeMap.embedUrl}
        title={officeMap.frameTitle}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={styles.frame}
        width={1200}
        height={450}
      />
      <p className={styles.actions}>
        <Link href={officeMap.directionsUrl} className="button button--primary">
          {officeMap.directionsLabel}
          <span className="sr-only"> (opens Google Maps in a new tab)</span>
        </Link>
      </p>
    </div>
  );
}
