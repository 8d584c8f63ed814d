import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type ProcessStep = {readonly title: string; readonly description: string};

/** An ordered list: the step numbers come from the list itself. */
export default function ProcessSteps({steps}: {readonly steps: readonly ProcessStep[]}): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
