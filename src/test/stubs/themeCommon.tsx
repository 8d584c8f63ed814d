import {useState, useSyncExternalStore, type ReactNode} from 'react';
import {selectMessageFor} from '../pluralForms';
import i18n from './i18n';
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

/** The current locale's plural forms ("one|other"), as theme-common picks them. */
export function usePluralForm(): {
  selectMessage: (count: number, pluralMessages: string) => string;
} {
  return {selectMessage: selectMessageFor(i18n.currentLocale)};
}

/** theme-common's history selector, over the in-memory test history. */
export function useHistorySelector<T>(selector: (history: typeof testHistory) => T): T {
  return useSyncExternalStore(testHistory.listen, () => selector(testHistory));
}
