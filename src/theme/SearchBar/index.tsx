import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {searchWords} from '@site/src/data/siteSearch';
import styles from './styles.module.css';

// The dialog, and the search it loads, are fetched when someone first opens it: never on page load.
const SearchDialog = lazy(() => import('@site/src/components/SearchDialog'));

/** Whether a key pressed here is typing: "/" then belongs to the field, not to the search. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The navbar's search button (Docusaurus's `search` navbar item renders @theme/SearchBar).
 * It also opens on "/" and on Ctrl+K or ⌘K, and takes the focus back when the dialog closes.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === 'k' || event.key === 'K') &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey;
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTyping(event.target);
      if (shortcut || slash) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  // The focus can come back only once the dialog has closed: till then the rest of the page is inert.
  const focusBack = useRef(false);
  const close = useCallback((returnFocus: boolean) => {
    focusBack.current = returnFocus;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (!open && focusBack.current) {
      focusBack.current = false;
      button.current?.focus();
    }
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle
            cx="10.5"
            cy="10.5"
            r="6.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
          />
          <path
            d="M15.5 15.5 21 21"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only">{searchWords.button}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
