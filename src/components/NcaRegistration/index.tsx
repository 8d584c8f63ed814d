import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {NcaRegistration as Registration} from '@site/src/data/certification';
import styles from './styles.module.css';

export type NcaRegistrationProps = {
  readonly registration: Registration;
  readonly labels: {
    readonly title: string;
    readonly categoryLabel: string;
    readonly numberLabel: string;
    readonly verifyLabel: string;
  };
};

/** The contractor registration a client should check first, with a link to verify it. */
export default function NcaRegistration({registration, labels}: NcaRegistrationProps): ReactNode {
  return (
    <aside className={styles.panel} aria-labelledby="nca-registration-title">
      <h3 id="nca-registration-title" className={styles.title}>
        {labels.title}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.categoryLabel}</dt>
          <dd>
            {registration.category} ({registration.class})
          </dd>
        </div>
        <div>
          <dt>{labels.numberLabel}</dt>
          <dd>{registration.number}</dd>
        </div>
      </dl>
      <Link to={registration.registerUrl} className={styles.verify}>
        {labels.verifyLabel}
        <span className="sr-only"> (opens in a new tab)</span>
        <span aria-hidden="true"> ↗</span>
      </Link>
    </aside>
  );
}
