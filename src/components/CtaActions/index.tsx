import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The buttons of a page's closing band (a dark Section): centred, wrapping on a phone, the first
 * one primary and any others outlined in white.
 */
export default function CtaActions({children}: {readonly children: ReactNode}): ReactNode {
  return <p className={styles.actions}>{children}</p>;
}
