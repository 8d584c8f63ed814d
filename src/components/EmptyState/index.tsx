import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type EmptyStateProps = {
  readonly title: string;
  readonly text: string;
  /** The reset button's text; the button clears every filter. */
  readonly actionLabel: string;
  readonly onAction: () => void;
};

/** Shown in place of an empty list: what happened and one way out. */
export default function EmptyState({
  title,
  text,
  actionLabel,
  onAction,
}: EmptyStateProps): ReactNode {
  return (
    <div className={styles.empty}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={`button button--primary ${styles.action}`}
        onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
