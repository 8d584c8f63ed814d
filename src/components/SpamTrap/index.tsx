import type {ReactNode, Ref} from 'react';
import {spamTrapLabel} from '@site/src/data/commonWords';
import styles from './styles.module.css';

export type SpamTrapProps = {
  /** The input's id, unique on the page. */
  readonly id: string;
  /** Read on submit: a form whose trap holds anything was filled in by a bot. */
  readonly inputRef: Ref<HTMLInputElement>;
};

/**
 * A field bots fill in and people never see (off screen, hidden from assistive technology, out of
 * the tab order), named `website` because bots fill in such fields. The quote form and the
 * newsletter sign-up refuse to send when it holds anything.
 */
export default function SpamTrap({id, inputRef}: SpamTrapProps): ReactNode {
  return (
    <div className={styles.spamTrap} aria-hidden="true">
      <label htmlFor={id}>{spamTrapLabel()}</label>
      <input
        ref={inputRef}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
