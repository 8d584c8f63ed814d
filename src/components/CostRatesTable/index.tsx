import type {ReactNode} from 'react';
import {buildingTypes, finishIds} from '@site/src/data/costRates';
import {buildingTypeNames, estimatorPage, finishNames} from '@site/src/data/costEstimator';
import {formatKshRange} from '@site/src/data/pricing';
import styles from './styles.module.css';

/**
 * The estimator's rates per m² by type and finish level, as a plain table: in the prerendered
 * HTML, so the page is useful before its script runs and to search engines.
 */
export default function CostRatesTable(): ReactNode {
  return (
    <div
      role="region"
      aria-labelledby="cost-rates-caption"
      tabIndex={0}
      className={styles.scroller}>
      <table className={styles.table}>
        <caption id="cost-rates-caption" className={styles.caption}>
          {estimatorPage.ratesCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{estimatorPage.ratesTypeColumn}</th>
            {finishIds.map((finish) => (
              <th key={finish} scope="col" className={styles.amount}>
                {finishNames[finish]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buildingTypes.map((type) => (
            <tr key={type.id}>
              <th scope="row">{buildingTypeNames[type.id]}</th>
              {finishIds.map((finish) => (
                <td key={finish} className={styles.amount}>
                  {formatKshRange(type.ratePerM2[finish].low, type.ratePerM2[finish].high)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
