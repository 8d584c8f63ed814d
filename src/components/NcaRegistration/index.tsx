import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {opensInNewTab} from '@site/src/data/commonWords';
import type {NcaRegistration as Registration} from '@site/src/data/certification';
import styles from './styles.module.css';

/** A decorative arrow after the link text, not a word: hidden from screen readers. */
const externalMark = ' \u2197';

/** The contractor registration a client should check first, with a link to verify it. */
export default function NcaRegistration({
  registration,
}: {
  readonly registration: Registration;
}): ReactNode {
  return (
    <aside className={styles.panel} aria-labelledby="nca-registration-title">
      <h3 id="nca-registration-title" className={styles.title}>
        <Translate id="certification.nca.title">NCA registration</Translate>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Translate
              id="certification.nca.category"
              description="Label of the NCA category, e.g. NCA 1 (Building Works)">
              Category
            </Translate>
          </dt>
          <dd>{`${registration.category} (${registration.class})`}</dd>
        </div>
        <div>
          <dt>
            <Translate id="certification.nca.number">Registration number</Translate>
          </dt>
          <dd>{registration.number}</dd>
        </div>
      </dl>
      <Link to={registration.registerUrl} className={styles.verify}>
        <Translate id="certification.nca.verify">Verify on the NCA public register</Translate>
        <span className="sr-only"> {opensInNewTab()}</span>
        <span aria-hidden="true">{externalMark}</span>
      </Link>
    </aside>
  );
}
