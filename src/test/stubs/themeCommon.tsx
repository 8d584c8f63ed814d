import {useState, useSyncExternalStore, type ReactNode} from 'react';
import {testHistory} from './router';

export function HtmlClassNameProvider({
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return children;
}

export function PageMetadata(): null {
  return null;
}

/** Query-string state as component state: enough for components that keep filters in the URL. */
export function useQueryString(_key: string): [string, (value: string | null) => void] {
  const [value, setValue] = useState('');
  return [value, (next) => setValue(next ?? '')];
}

/** English plural forms, as theme-common's own fallback: "one|other". */
export function usePluralForm(): {
  selectMessage: (count: number, pluralMessages: string) => string;
} {
  return {
    selectMessage: (count, pluralMessages) => {
      const [one, other = one] = pluralMessages.split('|');
      return count === 1 ? one! : other;
    },
  };
}

/** theme-common's history selector, over the in-memory test history. */
export function useHistorySelector<T>(selector: (history: typeof testHistory) => T): T {
  return useSyncExternalStore(testHistory.listen, () => selector(testHistory));
}
