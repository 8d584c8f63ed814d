import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import QuoteBeside from '@site/src/components/QuoteBeside';
import {estimatorPrompt} from '@site/src/data/estimatorPrompt';
import Section from '@site/src/components/Section';
import {consultation} from '@site/src/data/home';
import styles from './styles.module.css';

/** A decorative mark, not a word: hidden from screen readers and the same in every locale. */
const tick = '\u2713';

/** The call to action with the quote request beside it. */
export default function Consultation(): ReactNode {
  return (
    <Section
      id="consultation"
      title={consultation.title}
      intro={<p>{consultation.intro}</p>}
      tone="muted">
      <QuoteBeside>
        <ul className={styles.benefits}>
          {consultation.benefits.map((benefit) => (
            <li key={benefit}>
              <span className={styles.tick} aria-hidden="true">
                {tick}
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link to={consultation.action.to} className="button button--primary button--lg">
            {consultation.action.label}
          </Link>
          <Link to={estimatorPrompt.to} className="button button--secondary button--lg">
            {estimatorPrompt.action}
          </Link>
        </div>
      </QuoteBeside>
    </Section>
  );
}
