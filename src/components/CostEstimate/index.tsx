import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluralForm} from '@docusaurus/theme-common';
import BudgetBars from '@site/src/components/BudgetBars';
import {company} from '@site/src/data/company';
import {accuracyPercent, ratesReviewed} from '@site/src/data/costRates';
import {
  costLineNames,
  extraNames,
  materialLineNames,
  phaseNames,
  resultText,
} from '@site/src/data/costEstimator';
import {formatDate} from '@site/src/lib/dates';
import {
  roundingKsh,
  type CostEstimate as Estimate,
  type EstimateInputs,
} from '@site/src/lib/costEstimate';
import {
  describeBuilding,
  describeExtras,
  formatKshSpan,
  formatQuantity,
} from '@site/src/lib/estimateSummary';
import styles from './styles.module.css';

type CostRow = {
  readonly key: string;
  readonly name: string;
  /** Cells between the name and the amount. */
  readonly cells?: readonly string[];
  readonly amount: string;
  /** Part of the row above it (an extra within the building works). */
  readonly included?: boolean;
};

type CostTableProps = {
  readonly id: string;
  readonly title: string;
  readonly note?: string;
  /** Headers before the amount's. */
  readonly columns: readonly string[];
  readonly rows: readonly CostRow[];
  readonly footer: {readonly name: string; readonly amount: string};
};

/** A titled table of amounts that scrolls in its own focusable box on the narrowest phones. */
function CostTable({id, title, note, columns, rows, footer}: CostTableProps): ReactNode {
  return (
    <>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {note && <p className={styles.note}>{note}</p>}
      <div role="region" aria-labelledby={id} tabIndex={0} className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col" className={styles.amount}>
                {resultText.costColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.included ? styles.included : undefined}>
                <th scope="row">{row.name}</th>
                {row.cells?.map((cell) => (
                  <td key={cell}>{cell}</td>
                ))}
                <td className={styles.amount}>{row.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns.length}>
                {footer.name}
              </th>
              <td className={styles.amount}>{footer.amount}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

type CostEstimateProps = {
  /** null while the form has a problem: no figure is then shown as current. */
  readonly inputs: EstimateInputs | null;
  readonly estimate: Estimate | null;
  /** What every estimate includes and leaves out, in the page's words. */
  readonly covers: {readonly includes: string; readonly excludes: string};
  /** Hands the estimate to the quote form, just before the link to it is followed. */
  readonly onSend: () => void;
};

/**
 * The estimate under "Your estimate": total and rate per m², the phases as bars, the main
 * materials, fees and statutory costs, the duration, and what the figure covers. A polite status
 * tells screen readers the new total after each change.
 */
export default function CostEstimate({
  inputs,
  estimate,
  covers,
  onSend,
}: CostEstimateProps): ReactNode {
  const {selectMessage} = usePluralForm();
  const line = (amount: {low: number; high: number}) => formatKshSpan(amount, roundingKsh.line);
  const total = estimate && formatKshSpan(estimate.total, roundingKsh.line);
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
            {resultText.forBuilding}:{' '}
            {[describeBuilding(inputs, selectMessage), ...describeExtras(inputs)].join(', ')}
          </p>
          <dl className={styles.figure}>
            <dt className={styles.totalLabel}>{resultText.totalLabel}</dt>
            <dd className={styles.total}>
              {/* Each end of the range stays on one line: "KSh" never parts from its figure. */}
              {total.split(' – ').map((end, i) => (
                <Fragment key={end}>
                  {i > 0 && ' – '}
                  <span className={styles.nowrap}>{end}</span>
                </Fragment>
              ))}
            </dd>
          </dl>
          <p className={styles.rate}>
            {resultText.perM2(formatKshSpan(estimate.perM2, roundingKsh.perM2))}
          </p>

          <div className={styles.breakdown}>
            <h3 className={styles.heading}>{resultText.phasesTitle}</h3>
            <BudgetBars
              items={estimate.phases.map((phase) => ({
                phase: phaseNames[phase.id],
                share: phase.share,
                amount: line(phase.amount),
              }))}
            />

            <CostTable
              id="estimate-costs"
              title={resultText.feesTitle}
              columns={[resultText.itemColumn]}
              rows={[
                {
                  key: 'works',
                  name: resultText.buildingWorks,
                  amount: line(estimate.buildingWorks),
                },
                ...estimate.extras.map((extra) => ({
                  key: extra.id,
                  name: extraNames[extra.id],
                  amount: line(extra.amount),
                  included: true,
                })),
                ...[...estimate.fees, ...estimate.statutory].map((cost) => ({
                  key: cost.id,
                  name: costLineNames[cost.id],
                  amount: line(cost.amount),
                })),
              ]}
              footer={{name: resultText.totalLabel, amount: total}}
            />
            <CostTable
              id="estimate-materials"
              title={resultText.materialsTitle}
              note={resultText.materialsNote}
              columns={[resultText.materialColumn, resultText.quantityColumn]}
              rows={estimate.materials.map((material) => ({
                key: material.id,
                name: materialLineNames[material.id],
                cells: [formatQuantity(material, selectMessage)],
                amount: line(material.amount),
              }))}
              footer={{
                name: resultText.materialsSubtotal,
                amount: line(estimate.materialsSubtotal),
              }}
            />

            <h3 className={styles.heading}>{resultText.durationTitle}</h3>
            <p>{resultText.duration(estimate.months.low, estimate.months.high)}</p>

            <h3 className={styles.heading}>{resultText.notesTitle}</h3>
            <ul className={styles.notes}>
              <li>{covers.includes}</li>
              <li>{covers.excludes}</li>
              <li>{resultText.accuracy(accuracyPercent)}</li>
              <li>{resultText.reviewed(formatDate(ratesReviewed))}</li>
            </ul>

            <div className={styles.actions}>
              <Link
                to="/contact#quote"
                className="button button--primary button--lg"
                onClick={onSend}>
                {resultText.send}
              </Link>
              <button
                type="button"
                className="button button--secondary button--lg"
                onClick={() => window.print()}>
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
          </div>
        </>
      )}
    </section>
  );
}
