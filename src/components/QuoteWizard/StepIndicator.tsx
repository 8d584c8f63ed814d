import type {ReactNode} from 'react';
import {formText, quoteSteps} from '@site/src/data/quoteForm';
import styles from './styles.module.css';

const statusText = {
  complete: ` ${formText.completed}`,
  current: ` ${formText.current}`,
  upcoming: '',
} as const;

/** Completed steps green with a tick, the current one orange, later ones grey; never colour alone. */
export default function StepIndicator({step}: {readonly step: number}): ReactNode {
  return (
    <ol className={styles.steps} aria-label={formText.progress}>
      {quoteSteps.map(({number, title}) => {
        const status = number < step ? 'complete' : number === step ? 'current' : 'upcoming';
        return (
          <li
            key={number}
            className={styles.step}
            data-state={status}
            aria-current={status === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {status === 'complete' ? '✓' : number}
            </span>
            <span className={styles.stepTitle}>
              {title}
              <span className="sr-only">{statusText[status]}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
