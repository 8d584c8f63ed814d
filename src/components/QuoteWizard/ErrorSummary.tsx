import type {MouseEvent, ReactNode, Ref} from 'react';
import {formText} from '@site/src/data/quoteForm';
import styles from './styles.module.css';

export type SummaryError = {readonly targetId: string; readonly message: string};

/** Moves focus to the field and brings its label (or legend) into view, as GOV.UK does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const input = document.getElementById(targetId);
  if (!input) {
    return;
  }
  event.preventDefault();
  const caption =
    input.closest('fieldset')?.querySelector('legend') ??
    document.querySelector(`label[for="${targetId}"]`);
  input.focus({preventScroll: true});
  (caption ?? input).scrollIntoView({block: 'start'});
}

/** GOV.UK error summary: takes focus when shown, links each problem to its field. */
export default function ErrorSummary({
  errors,
  summaryRef,
}: {
  readonly errors: readonly SummaryError[];
  readonly summaryRef: Ref<HTMLDivElement>;
}): ReactNode {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      className={styles.errorSummary}
      aria-labelledby="quote-error-summary-title">
      <div role="alert">
        <h4 id="quote-error-summary-title" className={styles.errorSummaryTitle}>
          {formText.errorSummaryTitle}
        </h4>
        <ul className={styles.errorSummaryList}>
          {errors.map((error) => (
            <li key={error.targetId}>
              <a href={`#${error.targetId}`} onClick={(event) => focusField(event, error.targetId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
