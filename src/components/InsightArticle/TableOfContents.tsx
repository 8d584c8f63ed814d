import {useEffect, useId, useRef, type ReactNode} from 'react';
import TOCItems from '@theme/TOCItems';
import type {TOCItem} from '@docusaurus/mdx-loader';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The classes the theme's TOC highlighting looks for and sets on the current section's link. */
const linkClassName = 'table-of-contents__link toc-highlight';
const activeClassName = 'table-of-contents__link--active';

/**
 * "Table of Contents" from the article's headings (the Docusaurus TOC). The theme marks the
 * current section's link with a class; this mirrors it as aria-current so it is announced too.
 */
export default function TableOfContents({toc}: {readonly toc: readonly TOCItem[]}): ReactNode {
  const titleId = useId();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) {
      return undefined;
    }
    const sync = () =>
      nav.querySelectorAll('a').forEach((link) => {
        if (link.classList.contains(activeClassName)) {
          link.setAttribute('aria-current', 'location');
        } else {
          link.removeAttribute('aria-current');
        }
      });
    const observer = new MutationObserver(sync);
    observer.observe(nav, {subtree: true, attributeFilter: ['class']});
    sync();
    return () => observer.disconnect();
  }, []);

  return (
    <nav ref={navRef} aria-labelledby={titleId} className={styles.toc}>
      <h2 id={titleId} className={styles.panelTitle}>
        <Translate id="insight.toc.title">Table of Contents</Translate>
      </h2>
      <TOCItems
        toc={toc}
        className={styles.tocList}
        linkClassName={linkClassName}
        linkActiveClassName={activeClassName}
      />
    </nav>
  );
}
