import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {BuildingTypeId} from '@site/src/data/costRates';
import {estimatorAddress, estimatorPrompt} from '@site/src/data/estimatorPrompt';
import styles from './styles.module.css';
import {notSearched} from '@site/src/lib/searchIndexing';

/** A short invitation to the cost estimator, opened on a type of building where one is given. */
export default function EstimatorPrompt({type}: {readonly type?: BuildingTypeId}): ReactNode {
  return (
    <div className={styles.prompt} {...notSearched}>
      <p className={styles.text}>
        <strong className={styles.title}>{estimatorPrompt.title}</strong> {estimatorPrompt.text}
      </p>
      <Link to={estimatorAddress(type)} className="button button--primary button--lg">
        {estimatorPrompt.action}
      </Link>
    </div>
  );
}
