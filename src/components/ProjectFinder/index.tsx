import type {ReactNode} from 'react';
import FilteredList from '@site/src/components/FilteredList';
import ProjectCards from '@site/src/components/ProjectCards';
import {galleryRule, projectCategories, projectRule} from '@site/src/lib/listFilter';
import type {ProjectListWords} from '@site/src/data/projectsPage';
import type {CaseStudySummary} from '@site/src/data/contentTypes';

export type ProjectFinderProps = {
  readonly projects: readonly CaseStudySummary[];
  /** With a search box in its words the list is the gallery's: searchable, each card showing its scope. */
  readonly words: ProjectListWords;
};

/** A project list filtered by category (and on /gallery by a search), its state in the URL. */
export default function ProjectFinder({projects, words}: ProjectFinderProps): ReactNode {
  const searchable = words.search !== undefined;
  return (
    <FilteredList
      items={projects}
      rule={searchable ? galleryRule : projectRule}
      categories={projectCategories}
      words={words}>
      {(shown) => (
        <ProjectCards
          projects={shown}
          words={words.cardFacts}
          linkLabel={words.cardLinkLabel}
          showScope={searchable}
        />
      )}
    </FilteredList>
  );
}
