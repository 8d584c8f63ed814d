import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import {company, primaryEmail} from '@site/src/data/company';
import {opensInNewTab} from '@site/src/data/commonWords';
import {contactDetails} from '@site/src/data/contact';
import {routeLabel} from '@site/src/data/routes';
import {
  buildWithSearchCommands,
  noResultsPages,
  searchResultKinds,
  searchWords,
} from '@site/src/data/siteSearch';
import {mailtoUrl, whatsappUrl} from '@site/src/lib/contactLinks';
import {useSiteSearch} from '@site/src/lib/hooks/useSiteSearch';
import type {SearchHit} from '@site/src/lib/siteSearch';
import styles from './styles.module.css';

const noHits: readonly SearchHit[] = [];

export type SearchDialogProps = {
  readonly open: boolean;
  /** `returnFocus` is false when the visitor chose a result and the page is changing. */
  readonly onClose: (returnFocus: boolean) => void;
};

function Hit({hit}: {readonly hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.hitHeading}>
        <span className={styles.hitTitle}>
          {hit.section ? searchWords.pageSection(hit.title, hit.section) : hit.title}
        </span>
        <span className={styles.kind}>{searchResultKinds[hit.kind]}</span>
      </span>
      <span className={styles.excerpt}>
        {hit.excerpt.map((part, i) =>
          // Index keys are safe: the parts are one text cut at its matches, never reordered.
          part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </span>
    </>
  );
}

function NoResults({
  query,
  onLeave,
}: {
  readonly query: string;
  readonly onLeave: () => void;
}): ReactNode {
  return (
    <div className={styles.message}>
      <h3 className={styles.messageTitle}>{searchWords.noResultsTitle(query)}</h3>
      <p>{searchWords.noResultsText}</p>
      <ul className={styles.links}>
        {noResultsPages.map((path) => (
          <li key={path}>
            <Link to={path} onClick={onLeave}>
              {routeLabel(path)}
            </Link>
          </li>
        ))}
      </ul>
      <h4 className={styles.messageTitle}>{searchWords.askUs}</h4>
      <ul className={styles.links}>
        <li>
          <a href={mailtoUrl(primaryEmail.address)}>{contactDetails.write}</a>
        </li>
        <li>
          <Link href={whatsappUrl(company.whatsapp)}>
            {contactDetails.whatsappButton}
            <span className="sr-only"> {opensInNewTab()}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * The site search: a modal dialog with a combobox whose listbox holds the results (WAI-ARIA
 * combobox with listbox popup). Arrow keys move through the results, Enter opens one, Escape
 * closes. Loaded only when the visitor first opens the search (see theme/SearchBar).
 */
export default function SearchDialog({open, onClose}: SearchDialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const ids = useId();
  const titleId = `${ids}title`;
  const listId = `${ids}results`;
  const hintId = `${ids}hint`;
  const optionId = useCallback((i: number) => `${ids}option-${i}`, [ids]);
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const history = useHistory();
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useState('');
  // The visitor asked for their own words after a correction; a new query is corrected again.
  const [exact, setExact] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useSiteSearch(baseUrl, currentLocale === 'sw' ? 'sw' : 'en', query, open, exact);
  const corrected = search.status === 'done' ? search.corrected : undefined;
  const hits = search.status === 'done' ? search.hits : noHits;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      field.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => setActive(-1), [hits]);

  const choose = (hit: SearchHit) => {
    onClose(false);
    history.push(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search field's own Escape would empty it; here it closes the search, the words kept.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (hits.length === 0) return;
    // Home and End stay with the field's caret, as the combobox pattern has it.
    const moves: Record<string, number> = {ArrowDown: active + 1, ArrowUp: active - 1};
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key]!;
      setActive(next < 0 ? hits.length - 1 : next >= hits.length ? 0 : next);
    } else if (event.key === 'Enter') {
      // Enter straight after typing opens the best result.
      event.preventDefault();
      choose(hits[Math.max(active, 0)]!);
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  }, [active, optionId]);

  const status =
    search.status === 'searching'
      ? searchWords.loading
      : search.status === 'done' && hits.length > 0
        ? searchWords.count(hits.length, search.corrected ?? search.query, selectMessage)
        : '';

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === dialog.current && onClose(true)}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {searchWords.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={searchWords.close}
            onClick={() => onClose(true)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <label className={styles.label} htmlFor={`${ids}field`}>
          {searchWords.field}
        </label>
        <input
          ref={field}
          id={`${ids}field`}
          className={styles.field}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setExact(false);
          }}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className={styles.hint}>
          {searchWords.hint}
        </p>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {corrected && hits.length > 0 && (
          <p className={styles.corrected}>
            {searchWords.correctedTitle(corrected)}{' '}
            <button
              type="button"
              className={styles.exact}
              onClick={() => {
                setExact(true);
                field.current?.focus();
              }}>
              {searchWords.searchExactly(query.trim())}
            </button>
          </p>
        )}
        {/* Each result is a link (it can be opened in a new tab, long-pressed, copied) in the
            option role; focus stays in the field, which points at the chosen one. */}
        <div
          id={listId}
          role="listbox"
          aria-label={searchWords.results}
          className={styles.results}
          hidden={hits.length === 0}>
          {hits.map((hit, i) => (
            <a
              key={hit.url}
              id={optionId(i)}
              role="option"
              href={hit.url}
              tabIndex={-1}
              aria-selected={i === active}
              className={styles.hit}
              onClick={(event) => {
                // A plain click chooses as Enter does; with a modifier the browser opens a new tab.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                choose(hit);
              }}
              onMouseEnter={() => setActive(i)}>
              <Hit hit={hit} />
            </a>
          ))}
        </div>
        {search.status === 'done' && hits.length === 0 && (
          <NoResults query={search.query} onLeave={() => onClose(false)} />
        )}
        {search.status === 'unavailable' && (
          <div className={styles.message}>
            <h3 className={styles.messageTitle}>{searchWords.unavailableTitle}</h3>
            <p>{searchWords.unavailableText}</p>
            <pre className={styles.command}>
              <code>{buildWithSearchCommands}</code>
            </pre>
          </div>
        )}
        {search.status === 'failed' && (
          <div className={styles.message}>
            <p>{searchWords.failedText}</p>
            <button type="button" className="button button--primary" onClick={search.retry}>
              {searchWords.retry}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
