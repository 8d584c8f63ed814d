import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type CategoryFilterProps<T extends string> = {
  /** Names the group for screen readers, e.g. 'Filter projects by category'. */
  readonly label: string;
  readonly options: readonly T[];
  readonly selected: T;
  readonly onSelect: (option: T) => void;
};

/** One-of-many filter chips: toggle buttons in a labelled group, the chosen one pressed. */
export default function CategoryFilter<T extends string>({label, options, selected, onSelect}: CategoryFilterProps<T>): ReactNode {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
          className={styles.option}>
          {option}
        </button>
      ))}
    </div>
  );
}
