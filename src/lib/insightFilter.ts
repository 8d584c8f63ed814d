/**
 * The /insights list's search and category filter, kept free of React so it is tested on its
 * own (the pattern of the Docusaurus showcase). The page keeps both values in the query string.
 */

/** The fields of an insight the filter reads. */
export type FilterableInsight = {
  readonly title: string;
  readonly excerpt: string;
  readonly category: {readonly key: string};
};

export type InsightFilter = {
  /** Free text; matched case-insensitively as a substring of the title or the excerpt. */
  readonly query: string;
  /** A category key from blog/tags.yml, or null for All. */
  readonly category: string | null;
};

/** Query-string keys: /insights?category=materials&q=cement */
export const filterParams = {query: 'q', category: 'category'} as const;

export function matchesInsight(insight: FilterableInsight, {query, category}: InsightFilter): boolean {
  if (category !== null && insight.category.key !== category) {
    return false;
  }
  const needle = query.trim().toLocaleLowerCase();
  return (
    needle === '' ||
    insight.title.toLocaleLowerCase().includes(needle) ||
    insight.excerpt.toLocaleLowerCase().includes(needle)
  );
}

export function filterInsights<T extends FilterableInsight>(insights: readonly T[], filter: InsightFilter): T[] {
  return insights.filter((insight) => matchesInsight(insight, filter));
}

/** A category taken from a URL: only a known key counts, anything else means All. */
export function parseCategory(value: string | null, knownKeys: readonly string[]): string | null {
  return value !== null && knownKeys.includes(value) ? value : null;
}
