import type {ReactNode} from 'react';
import QuoteWizard from '@site/src/components/QuoteWizard';
import styles from './styles.module.css';

/** The quote wizard with a column of context beside it (home and contact pages). */
export default function QuoteBeside({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <div className={styles.layout}>
      <div>{children}</div>
      <QuoteWizard />
    </div>
  );
}
