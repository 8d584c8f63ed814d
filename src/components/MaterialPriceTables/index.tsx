import type {ReactNode} from 'react';
import {formatKshRange, type MaterialGroup} from '@site/src/data/pricing';
import styles from './styles.module.css';

export type MaterialPriceTablesProps = {
  readonly groups: readonly MaterialGroup[];
  readonly columns: {readonly material: string; readonly unit: string; readonly price: string};
  /** What the prices are and how far to trust them, shown above the tables. */
  readonly note: string;
};

/** One table per material group: material, unit and the indicative price range in KSh. */
export default function MaterialPriceTables({groups, columns, note}: MaterialPriceTablesProps): ReactNode {
  return (
    <div>
      <p className={styles.note}>{note}</p>
      <div className={styles.tables}>
        {groups.map((group) => {
          const captionId = `materials-${group.id}`;
          // On the narrowest phones a table can be wider than the screen: it then scrolls inside
          // this labelled, focusable box (reachable by keyboard) rather than moving the page.
          return (
            <div key={group.id} role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
              <table className={styles.table}>
                <caption id={captionId} className={styles.caption}>
                  {group.name}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{columns.material}</th>
                    <th scope="col">{columns.unit}</th>
                    <th scope="col" className={styles.price}>
                      {columns.price}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.items.map((item) => (
                    <tr key={item.name}>
                      <th scope="row">{item.name}</th>
                      <td className={styles.unit}>{item.unit}</td>
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
