import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BudgetBars from '@site/src/components/BudgetBars';
import {company} from '@site/src/data/company';
import {accuracyPercent, ratesReviewed} from '@site/src/data/costRates';
import {costLineNames, extraNames, materialLineNames, phaseNames, resultText} from '@site/src/data/costEstimator';
import {formatDate} from '@site/src/lib/dates';
import type {CostEstimate as Estimate, EstimateInputs} from '@site/src/lib/costEstimate';
import {describeBuilding, describeExtras, formatKshSpan, formatQuantity, roundingKsh} from '@site/src/lib/estimateSummary';
import styles from './styles.module.css';

type CostEstimateProps = {
  /** null while the form has a problem: no figure is then shown as current. */
  readonly inputs: EstimateInputs | null;
  readonly estimate: Estimate | null;
  /** Hands the estimate to the quote form, just before the link to it is followed. */
  readonly onSend: () => void;
};

/**
 * The estimate under "Your estimate": total and rate per m², the phases as bars, the main
 * materials, fees and statutory costs, the duration, and what the figure covers. A polite status
 * tells screen readers the new total after each change.
 */
export default function CostEstimate({inputs, estimate, onSend}: CostEstimateProps): ReactNode {
  const line = (amount: {low: number; high: number}) => formatKshSpan(amount, roundingKsh.line);
  const total = estimate && formatKshSpan(estimate.total, roundingKsh.total);
  return (
    <section className={styles.result} aria-labelledby="estimate-title">
      <h2 id="estimate-title" className={styles.title}>
        {resultText.title}
      </h2>
      {/* One polite status: the new total for screen readers, or, shown to all, why there is none. */}
      <p role="status" className={total ? 'sr-only' : styles.invalid}>
        {total ? resultText.updated(total) : resultText.invalid}
      </p>
      {estimate && inputs && total && (
        <>
          <p className={styles.building}>
            {resultText.forBuilding}: {[describeBuilding(inputs), ...describeExtras(inputs)].join(', ')}
          </p>
          <dl className={styles.figure}>
            <dt className={styles.totalLabel}>{resultText.totalLabel}</dt>
            <dd className={styles.total}>{total}</dd>
          </dl>
          <p className={styles.rate}>{resultText.perM2(formatKshSpan(estimate.perM2, roundingKsh.perM2))}</p>

          <h3 className={styles.heading}>{resultText.phasesTitle}</h3>
          <BudgetBars
            items={estimate.phases.map((phase) => ({phase: phaseNames[phase.id], share: phase.share, amount: line(phase.amount)}))}
          />

          <h3 id="estimate-costs" className={styles.heading}>
            {resultText.feesTitle}
          </h3>
          <div role="region" aria-labelledby="estimate-costs" tabIndex={0} className={styles.scroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{resultText.itemColumn}</th>
                  <th scope="col" className={styles.amount}>
                    {resultText.costColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{resultText.buildingWorks}</th>
                  <td className={styles.amount}>{line(estimate.buildingWorks)}</td>
                </tr>
                {estimate.extras.map((extra) => (
                  <tr key={extra.id} className={styles.included}>
                    <th scope="row">{extraNames[extra.id]}</th>
                    <td className={styles.amount}>{line(extra.amount)}</td>
                  </tr>
                ))}
                {[...estimate.fees, ...estimate.statutory].map((cost) => (
                  <tr key={cost.id}>
                    <th scope="row">{costLineNames[cost.id]}</th>
                    <td className={styles.amount}>{line(cost.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{resultText.totalLabel}</th>
                  <td className={styles.amount}>{total}</td>
                </tr>
              </tfoot>
            </table>
          </div>

          <h3 id="estimate-materials" className={styles.heading}>
            {resultText.materialsTitle}
          </h3>
          <p className={styles.note}>{resultText.materialsNote}</p>
          <div role="region" aria-labelledby="estimate-materials" tabIndex={0} className={styles.scroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{resultText.materialColumn}</th>
                  <th scope="col">{resultText.quantityColumn}</th>
                  <th scope="col" className={styles.amount}>
                    {resultText.costColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.materials.map((material) => (
                  <tr key={material.id}>
                    <th scope="row">{materialLineNames[material.id]}</th>
                    <td>{formatQuantity(material)}</td>
                    <td className={styles.amount}>{line(material.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {resultText.materialsSubtotal}
                  </th>
                  <td className={styles.amount}>{line(estimate.materialsSubtotal)}</td>
                </tr>
              </tfoot>
            </table>
          </div>

          <h3 className={styles.heading}>{resultText.durationTitle}</h3>
          <p>{resultText.duration(estimate.months.low, estimate.months.high)}</p>

          <h3 className={styles.heading}>{resultText.notesTitle}</h3>
          <ul className={styles.notes}>
            <li>{resultText.includes}</li>
            <li>{resultText.excludes}</li>
            <li>{resultText.accuracy(accuracyPercent)}</li>
            <li>{resultText.reviewed(formatDate(ratesReviewed))}</li>
          </ul>

          <div className={styles.actions}>
            <Link to="/contact#quote" className="button button--primary button--lg" onClick={onSend}>
              {resultText.send}
            </Link>
            <button type="button" className="button button--secondary button--lg" onClick={() => window.print()}>
              {resultText.print}
            </button>
          </div>
          <p className={styles.printContact}>
            {resultText.printContact({
              company: company.name,
              phone: company.phones[0].display,
              email: company.emails[0].address,
              address: `${company.address.street}, ${company.address.display}`,
            })}
          </p>
        </>
      )}
    </section>
  );
}
