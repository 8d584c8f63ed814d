import type {CaseStudySummary} from '@site/src/data/contentTypes';

/**
 * The case studies a page names by id (a service's featured projects, a case study's related
 * ones), in the order named. The build has already checked that every id exists.
 */
export function caseStudiesByIds(
  ids: readonly string[],
  caseStudies: readonly CaseStudySummary[],
): CaseStudySummary[] {
  return ids.flatMap((id) => caseStudies.filter((study) => study.id === id));
}
