import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** "← label" back to a parent list page, placed above a detail page's title. */
export default function BackLink({
  to,
  label,
}: {
  readonly to: string;
  readonly label: string;
}): ReactNode {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
