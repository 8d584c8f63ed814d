/**
 * The project lists' filter (/projects, /gallery): a category and a search text, combined.
 * Pure, so the rules are tested without React; the URL state lives in useProjectFilters.
 */
import {caseStudyCategories, type CaseStudySummary} from '@site/src/plugins/content-index/types';
import {allCategories, type CategoryChoice} from '@site/src/data/projectsPage';

export type ProjectFilter = {
  readonly category: CategoryChoice;
  /** Matched case-insensitively as a substring of the title, location or scope. */
  readonly search: string;
};

export const noFilter: ProjectFilter = {category: allCategories, search: ''};

type Filterable = Pick<CaseStudySummary, 'title' | 'location' | 'scope' | 'category'>;

const fold = (s: string) => s.toLocaleLowerCase('en');

export function matchesFilter(project: Filterable, {category, search}: ProjectFilter): boolean {
  if (category !== allCategories && project.category !== category) {
    return false;
  }
  const needle = fold(search.trim());
  return needle === '' || [project.title, project.location, project.scope].some((field) => fold(field).includes(needle));
}

export function filterProjects<T extends Filterable>(projects: readonly T[], filter: ProjectFilter): T[] {
  return projects.filter((project) => matchesFilter(project, filter));
}

/** Reads a category from the query string ("residential", "Residential"); anything else is All. */
export function parseCategory(value: string | null | undefined): CategoryChoice {
  const wanted = fold(value ?? '');
  return caseStudyCategories.find((c) => fold(c) === wanted) ?? allCategories;
}

/** How a category is written in the query string; All is the absence of the parameter. */
export function categoryParam(category: CategoryChoice): string | null {
  return category === allCategories ? null : fold(category);
}
