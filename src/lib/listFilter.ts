/**
 * The filter of every filterable list (/projects, /gallery, /insights): a category and a search
 * text, combined. Pure, so its rules are tested without React; the URL state lives in
 * hooks/useListFilter and the controls in components/FilteredList.
 */
import {
  caseStudyCategories,
  type CaseStudySummary,
  type InsightSummary,
} from '@site/src/data/contentTypes';
import {caseStudyCategoryName} from '@site/src/data/caseStudyPage';

export type ListFilter = {
  /** A category key, as the query string writes it; null is All. */
  readonly category: string | null;
  /** Matched case-insensitively as a substring of the fields the list searches. */
  readonly query: string;
};

export const noFilter: ListFilter = {category: null, query: ''};

/** How one list is filtered: which category an item is in and which of its texts a search reads. */
export type ListRule<T> = {
  readonly categoryOf: (item: T) => string;
  /** Absent for a list without a search box: the query is then ignored. */
  readonly searchedIn?: (item: T) => readonly string[];
  /** The project lists read ?category=Residential as well as ?category=residential. */
  readonly categoryIgnoresCase?: boolean;
};

/** A category chip: its key (in the query string) and its visible name. */
export type CategoryChoice = {readonly key: string; readonly label: string};

const fold = (s: string) => s.toLocaleLowerCase('en');

export function matchesFilter<T>(
  item: T,
  {category, query}: ListFilter,
  rule: ListRule<T>,
): boolean {
  if (category !== null && rule.categoryOf(item) !== category) {
    return false;
  }
  const needle = fold(query.trim());
  return (
    needle === '' ||
    !rule.searchedIn ||
    rule.searchedIn(item).some((field) => fold(field).includes(needle))
  );
}

export function filterList<T>(items: readonly T[], filter: ListFilter, rule: ListRule<T>): T[] {
  return items.filter((item) => matchesFilter(item, filter, rule));
}

/** A category taken from the URL: only a known key counts, anything else means All. */
export function parseCategory(
  value: string | null | undefined,
  keys: readonly string[],
  ignoreCase = false,
): string | null {
  if (!value) {
    return null;
  }
  const wanted = ignoreCase ? fold(value) : value;
  return keys.find((key) => key === wanted) ?? null;
}

type ProjectFields = Pick<CaseStudySummary, 'category' | 'title' | 'location' | 'scope'>;

/** /projects: the category buttons only (its cards are few and have no search box). */
export const projectRule: ListRule<ProjectFields> = {
  categoryOf: (project) => fold(project.category),
  categoryIgnoresCase: true,
};

/** /gallery: the category and a search over title, location and scope. */
export const galleryRule: ListRule<ProjectFields> = {
  ...projectRule,
  searchedIn: (project) => [project.title, project.location, project.scope],
};

/** The project categories as chips, keyed by their lower-case name (?category=industrial). */
export const projectCategories: readonly CategoryChoice[] = caseStudyCategories.map((category) => ({
  key: fold(category),
  label: caseStudyCategoryName(category),
}));

/** /insights: the category is the tag's key in blog/tags.yml; the search reads title and excerpt. */
export const insightRule: ListRule<Pick<InsightSummary, 'category' | 'title' | 'excerpt'>> = {
  categoryOf: (insight) => insight.category.key,
  searchedIn: (insight) => [insight.title, insight.excerpt],
};
