import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {formatKshRange} from '@site/src/data/pricing';
import type {MaterialGroup} from '@site/src/data/materialTable';
import {keyTerm} from '@site/src/lib/searchIndexing';
import styles from './styles.module.css';

/**
 * One table per material group: material, unit and the indicative price range in KSh, under a
 * note on what the prices are and how far to trust them.
 */
export type MaterialPriceTablesProps = {
  readonly groups: readonly MaterialGroup[];
  /** The heading above the tables, and its id (a link's target). */
  readonly title: string;
  readonly titleId: string;
};

export default function MaterialPriceTables({
  groups,
  title,
  titleId,
}: MaterialPriceTablesProps): ReactNode {
  return (
    <div>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.note}>
        <Translate id="pricing.materials.note">
          Prices are indicative ranges from Nairobi suppliers and vary with your site location,
          order quantity and market conditions, so confirm current rates before you budget.
        </Translate>
      </p>
      <div className={styles.tables}>
        {groups.map((group) => {
          const captionId = `materials-${group.id}`;
          // On the narrowest phones a table can be wider than the screen: it then scrolls inside
          // this labelled, focusable box (reachable by keyboard) rather than moving the page.
          return (
            <div
              key={group.id}
              role="region"
              aria-labelledby={captionId}
              tabIndex={0}
              className={styles.scroller}>
              <table className={styles.table}>
                <caption id={captionId} className={styles.caption}>
                  {group.name}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Translate id="pricing.materials.column.material">Material</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="pricing.materials.column.unit">Unit</Translate>
                    </th>
                    <th scope="col" className={styles.price}>
                      <Translate id="pricing.materials.column.price">Price range</Translate>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.items.map((item) => (
                    <tr key={item.name}>
                      <th scope="row" {...keyTerm}>
                        {item.name}
                      </th>
                      <td className={styles.unit}>{item.unitName}</td>
                      <td className={styles.price}>{formatKshRange(item.lowKsh, item.highKsh)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
    </div>
  );
}
