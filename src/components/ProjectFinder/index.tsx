import {useRef, type ReactNode} from 'react';
import CategoryFilter from '@site/src/components/CategoryFilter';
import SearchField from '@site/src/components/SearchField';
import ProjectCards from '@site/src/components/ProjectCards';
import EmptyState from '@site/src/components/EmptyState';
import {categoryChoices, type ProjectListWords} from '@site/src/data/projectsPage';
import {filterProjects} from '@site/src/lib/projectFilter';
import {useProjectFilters} from '@site/src/lib/useProjectFilters';
import type {CaseStudySummary} from '@site/src/plugins/content-index/types';
import styles from './styles.module.css';

export type ProjectFinderProps = {
  readonly projects: readonly CaseStudySummary[];
  readonly words: ProjectListWords;
  /** Adds the search box (the gallery); its matches also show each card's scope. */
  readonly search?: {readonly label: string; readonly placeholder: string};
};

/** A filterable project list whose category and search live in the URL query string. */
export default function ProjectFinder({projects, words, search}: ProjectFinderProps): ReactNode {
  const filters = useProjectFilters();
  const shown = filterProjects(projects, filters);
  const toolbar = useRef<HTMLDivElement>(null);

  // The reset button disappears with the empty state: focus moves to the first control.
  const reset = () => {
    filters.reset();
    toolbar.current?.querySelector<HTMLElement>('input, button')?.focus();
  };

  return (
    <>
      <div ref={toolbar} className={styles.toolbar}>
        {search && (
          <SearchField
            label={search.label}
            placeholder={search.placeholder}
            value={filters.search}
            onChange={filters.setSearch}
          />
        )}
        <CategoryFilter
          label={words.filterLabel}
          options={categoryChoices}
          selected={filters.category}
          onSelect={filters.setCategory}
        />
      </div>
      <p role="status" className={styles.count}>
        {words.resultCount(shown.length, projects.length)}
      </p>
      {shown.length > 0 ? (
        <ProjectCards projects={shown} words={words.cardFacts} linkLabel={words.cardLinkLabel} showScope={Boolean(search)} />
      ) : (
        <EmptyState title={words.empty.title} text={words.empty.text} actionLabel={words.empty.reset} onAction={reset} />
      )}
    </>
  );
}
