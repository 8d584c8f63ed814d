export {matchPath} from 'react-router-dom';
import {useSyncExternalStore} from 'react';

type TestLocation = {readonly pathname: string; readonly search: string; readonly hash: string};
type Listener = () => void;

function parse(to: string | Partial<TestLocation>, from: TestLocation): TestLocation {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: normalise(to.search, '?'),
      hash: normalise(to.hash, '#'),
    };
  }
  const url = new URL(to, `http://localhost${from.pathname}`);
  return {pathname: url.pathname, search: url.search, hash: url.hash};
}

function normalise(part: string | undefined, mark: string): string {
  return !part ? '' : part.startsWith(mark) ? part : `${mark}${part}`;
}

/**
 * An in-memory history standing in for the browser's: components that keep state in the URL
 * (the cost estimator, tabs) read and write it as they would in a page.
 */
export const testHistory = {
  location: {pathname: '/', search: '', hash: ''} as TestLocation,
  listeners: new Set<Listener>(),
  listen(listener: Listener): () => void {
    testHistory.listeners.add(listener);
    return () => testHistory.listeners.delete(listener);
  },
  replace(to: string | Partial<TestLocation>): void {
    testHistory.location = parse(to, testHistory.location);
    testHistory.listeners.forEach((listener) => listener());
  },
  push(to: string | Partial<TestLocation>): void {
    testHistory.replace(to);
  },
};

export function useLocation(): TestLocation {
  return useSyncExternalStore(testHistory.listen, () => testHistory.location);
}

export function useHistory(): typeof testHistory {
  return testHistory;
}
