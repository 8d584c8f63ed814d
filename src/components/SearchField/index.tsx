import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

export type SearchFieldProps = {
  /** The field's name for screen readers; the placeholder is only a hint. */
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
};

/** A search box whose label is read by screen readers but not shown (the spec's design). */
export default function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: SearchFieldProps): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="m20 20-3.5-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        className={styles.input}
      />
    </div>
  );
}
