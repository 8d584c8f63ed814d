import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {useRovingIndex} from '@site/src/lib/hooks/useRovingIndex';
import styles from './styles.module.css';

export type TabItem = {
  /** Stable key; with `syncWithHash` it is also the URL hash (`#id`) that opens this tab. */
  readonly id: string;
  readonly label: string;
  readonly panel: ReactNode;
};

export type TabsProps = {
  readonly items: readonly TabItem[];
  /** Id of the visible heading that names the tab list. */
  readonly labelledBy: string;
  /** Tab shown first; the first item when omitted. */
  readonly defaultId?: string;
  /** Keep the selected tab in the URL hash, so a view can be linked and survives a reload. */
  readonly syncWithHash?: boolean;
  readonly className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: a tablist of tabs (aria-selected, aria-controls,
 * roving tabindex) and one tabpanel per tab. ArrowLeft/ArrowRight move to the previous/next tab,
 * wrapping at both ends, Home/End to the first/last, and the focused tab is shown at once.
 */
export default function Tabs({
  items,
  labelledBy,
  defaultId = items[0]?.id,
  syncWithHash = false,
  className,
}: TabsProps): ReactNode {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(defaultId);
  const roving = useRovingIndex(items.length, 'horizontal');
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const history = useHistory();
  const firstRead = useRef(true);

  // Ids as one string: a stable effect dependency even when the caller rebuilds `items`.
  const idList = items.map((item) => item.id).join(' ');

  // The hash is read only after hydration: the static HTML cannot know it, and rendering a
  // different tab on the first client render would not match that HTML.
  useEffect(() => {
    if (!syncWithHash) {
      return;
    }
    const fromHash = location.hash.slice(1);
    if (fromHash !== '' && idList.split(' ').includes(fromHash)) {
      setSelectedId(fromHash);
      // A link to a tab is a link to a place on the page: bring the tabs into view, as the
      // browser would for an element id, but only for the URL the page was opened with.
      if (firstRead.current) {
        root.current?.scrollIntoView({block: 'start'});
      }
    } else if (fromHash === '') {
      setSelectedId(defaultId);
    }
    firstRead.current = false;
  }, [syncWithHash, location.hash, idList, defaultId]);

  const select = (id: string) => {
    setSelectedId(id);
    if (syncWithHash) {
      // replace, not push: switching tabs should not fill the Back button's history.
      history.replace({pathname: location.pathname, search: location.search, hash: `#${id}`});
    }
  };

  return (
    <div ref={root} className={clsx(styles.tabs, className)}>
      <div role="tablist" aria-labelledby={labelledBy} className={styles.tablist}>
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={roving.itemRef(index)}
              id={`${baseId}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={(event) => {
                // Automatic activation: the tab that receives focus is shown at once.
                const target = roving.onKeyDown(event, index);
                if (target !== undefined) {
                  select(items[target]!.id);
                }
              }}>
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${baseId}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selectedId}
          className={styles.panel}>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
