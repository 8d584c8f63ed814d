import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export type CategoryFilterProps = {
  /** Names the group for screen readers, e.g. 'Filter projects by category'. */
  readonly label: string;
  /** The chips after "All", in display order. */
  readonly options: readonly {readonly key: string; readonly label: string}[];
  /** The chosen key; null is All. */
  readonly selected: string | null;
  readonly onSelect: (key: string | null) => void;
};

/** One-of-many filter chips: toggle buttons in a labelled group, "All" first, the chosen one pressed. */
export default function CategoryFilter({
  label,
  options,
  selected,
  onSelect,
}: CategoryFilterProps): ReactNode {
  const all = {
    key: null,
    label: translate({
      id: 'filters.category.all',
      message: 'All',
      description: 'The category chip that shows every item',
    }),
  };
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {[all, ...options].map((option) => (
        <button
          key={option.key ?? ''}
          type="button"
          aria-pressed={option.key === selected}
          onClick={() => onSelect(option.key)}
          className={styles.option}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
