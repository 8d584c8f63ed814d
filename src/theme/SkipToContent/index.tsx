/**
 * Swizzled (ejected) from @docusaurus/theme-classic SkipToContent (and theme-common's
 * SkipToContentLink, whose behaviour it keeps).
 * Why: the original focuses <main> and then removes the tabindex it added, which makes Chrome
 * drop focus back to <body>, so the next Tab starts again at the header. Here <main> keeps
 * tabindex="-1" once focused, and the next Tab continues inside the content.
 */
import {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

const fallbackId = '__docusaurus_skipToContent_fallback';

function focusKeepingPlace(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
}

export default function SkipToContent(): ReactNode {
  const label = translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'});
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    const target =
      document.querySelector<HTMLElement>('main') ?? document.getElementById(fallbackId);
    if (target) {
      event.preventDefault();
      focusKeepingPlace(target);
    }
  }, []);

  // As the original: after navigating to another page, start keyboard focus from the top.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusKeepingPlace(containerRef.current);
    }
  });

  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a href={`#${fallbackId}`} className={styles.skipToContent} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
