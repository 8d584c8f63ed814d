import {useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {officeMap} from '@site/src/data/contact';
import {useScrolledInto} from '@site/src/lib/hooks/useScrolledInto';
import styles from './styles.module.css';

/**
 * The office on an embedded map and a directions link. The map's frame is created only when the
 * visitor scrolls near it: Chromium's own `loading="lazy"` starts an iframe thousands of pixels
 * early, and the map pulls in far more than the whole page weighs. Until then (and without
 * JavaScript) a quiet box of the same size holds its place.
 */
export default function OfficeMap(): ReactNode {
  const placeRef = useRef<HTMLDivElement>(null);
  const scroll = useScrolledInto(placeRef, {rootMargin: '300px 0px'});
  const showFrame = scroll === 'reached' || scroll === 'unsupported';

  return (
    <div className={styles.map}>
      <div ref={placeRef} className={styles.frame}>
        {showFrame ? (
          <iframe
            src={officeMap.embedUrl}
            title={officeMap.frameTitle}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className={styles.embed}
            width={1200}
            height={450}
          />
        ) : null}
      </div>
      <p className={styles.actions}>
        <Link href={officeMap.directionsUrl} className="button button--primary">
          {officeMap.directionsLabel}
          <span className="sr-only"> {officeMap.directionsNewTab}</span>
        </Link>
      </p>
    </div>
  );
}
