import type {ReactNode} from 'react';
import {reviewText} from '@site/src/data/quoteForm';
import type {FormStep, InquiryValues} from '@site/src/lib/inquiry';
import {reviewSections} from '@site/src/lib/inquirySummary';
import styles from './styles.module.css';

type ReviewProps = {
  readonly values: InquiryValues;
  readonly onChange: (step: FormStep) => void;
  readonly disabled: boolean;
};

/** Step 4: every answer, grouped by step, each group with a way back to change it. */
export default function Review({values, onChange, disabled}: ReviewProps): ReactNode {
  return (
    <div className={styles.review}>
      <p>{reviewText.intro}</p>
      {reviewSections(values).map((section) => (
        <section
          key={section.step}
          className={styles.reviewSection}
          aria-labelledby={`quote-review-${section.step}`}>
          <div className={styles.reviewHeader}>
            <h4 id={`quote-review-${section.step}`} className={styles.reviewTitle}>
              {section.title}
            </h4>
            <button
              type="button"
              className={styles.changeButton}
              onClick={() => onChange(section.step)}
              disabled={disabled}>
              {reviewText.change}
              <span className="sr-only"> {section.title}</span>
            </button>
          </div>
          <dl className={styles.reviewList}>
            {section.rows.map((row) => (
              <div key={row.field} className={styles.reviewRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
