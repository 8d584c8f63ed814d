/**
 * The shape of a filterable list's words (/projects, /gallery, /insights): each list module
 * declares its own through translate(), the filter components hold none but "All".
 */

/** usePluralForm's selectMessage: picks the locale's plural form from "one|other" messages. */
export type SelectMessage = (count: number, pluralMessages: string) => string;

export type ListFilterWords = {
  /** Names the group of category chips for screen readers. */
  readonly categoriesLabel: string;
  /** Present when the list has a search box; the label is read by screen readers only. */
  readonly search?: {readonly label: string; readonly placeholder: string};
  /** Shown above the list and announced politely whenever it changes. */
  readonly resultCount: (shown: number, total: number, selectMessage: SelectMessage) => string;
  readonly empty: {readonly title: string; readonly text: string; readonly reset: string};
};
