import {useCallback, useEffect, useRef, useState} from 'react';
import type {Language} from '../searchQuery';
import {bundleExists, loadSiteSearch, type SearchHit, type SiteSearch} from '../siteSearch';

/** Fewer letters than this say too little to search on. */
export const minimumQueryLength = 2;
/** Waits this long after the last keystroke, so a fast typist's every letter is not a search. */
export const searchDelayMs = 50;

export type SiteSearchState =
  /** Nothing to show yet: the query is too short, or the search is still loading. */
  | {readonly status: 'idle'}
  | {readonly status: 'searching'; readonly query: string}
  | {
      readonly status: 'done';
      readonly query: string;
      readonly hits: readonly SearchHit[];
      /** What was searched instead, when a word of the query was corrected. */
      readonly corrected?: string;
    }
  /** No search bundle on the server (the development server has none). */
  | {readonly status: 'unavailable'}
  /** The bundle or the index could not be fetched: offline, or the connection dropped. */
  | {readonly status: 'failed'};

/**
 * This edition's search once `active` (the dialog opened), answering `query` as it changes:
 * after a short pause, from two letters on, a later query's results never overwritten by an
 * earlier one's. `exact` searches the words as typed, without corrections. `retry` loads the
 * search again after a failure.
 */
export function useSiteSearch(
  baseUrl: string,
  language: Language,
  query: string,
  active: boolean,
  exact = false,
): SiteSearchState & {retry: () => void} {
  const [search, setSearch] = useState<SiteSearch | 'unavailable' | 'failed' | null>(null);
  const [state, setState] = useState<SiteSearchState>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const latest = useRef('');

  useEffect(() => {
    if (!active || (search !== null && search !== 'failed')) return;
    let current = true;
    loadSiteSearch(baseUrl, language).then(
      (loaded) => current && setSearch(loaded),
      async () => {
        const exists = await bundleExists(baseUrl);
        if (current) setSearch(exists ? 'failed' : 'unavailable');
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not on `search`: after a failure it is loaded again only when asked (attempt), never in a loop
  }, [active, baseUrl, language, attempt]);

  useEffect(() => {
    const trimmed = query.trim();
    latest.current = trimmed;
    if (search === 'unavailable' || search === 'failed') return setState({status: search});
    if (search === null || trimmed.length < minimumQueryLength) return setState({status: 'idle'});
    setState((previous) =>
      previous.status === 'done' ? previous : {status: 'searching', query: trimmed},
    );
    const timer = setTimeout(() => {
      search.search(trimmed, exact).then(
        ({hits, corrected}) =>
          latest.current === trimmed &&
          setState({status: 'done', query: trimmed, hits, ...(corrected ? {corrected} : {})}),
        () => latest.current === trimmed && setState({status: 'failed'}),
      );
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [query, search, exact]);

  const retry = useCallback(() => {
    setSearch(null);
    setAttempt((n) => n + 1);
  }, []);
  return {...state, retry};
}
