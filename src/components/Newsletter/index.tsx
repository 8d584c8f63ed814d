import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {errorPrefix} from '@site/src/data/commonWords';
import {newsletterText} from '@site/src/data/newsletter';
import {isValidEmail} from '@site/src/lib/email';
import {useNewsletterSignUp} from '@site/src/lib/hooks/useNewsletterSignUp';
import type {SignUpOutcome} from '@site/src/lib/newsletter';
import styles from './styles.module.css';
import SpamTrap from '@site/src/components/SpamTrap';
import {siteFormMark} from '@site/src/lib/pageMarks';

/** What the list answered other than a refused address, which the field itself shows. */
type Answer = Exclude<SignUpOutcome, 'invalid-email'>;

type Status =
  | {readonly kind: 'idle'}
  | {readonly kind: 'invalid'; readonly message: string}
  | {readonly kind: 'sending'}
  | {readonly kind: 'answered'; readonly answer: Answer; readonly email: string};

export type NewsletterProps = {
  /** 'dark' when placed on a dark band, so text and links stay readable. */
  readonly tone?: 'plain' | 'dark';
  readonly className?: string;
};

function RssLink() {
  return <Link href={newsletterText.rssHref}>{newsletterText.rssLink}</Link>;
}

/** Why sign-up did not happen, for every answer that keeps the address in the field. */
const failureText: Record<Exclude<Answer, 'pending' | 'already-subscribed'>, string> = {
  offline: newsletterText.offline,
  unavailable: newsletterText.unavailable,
  'bad-request': newsletterText.unavailable,
  'rate-limited': newsletterText.rateLimited,
  rejected: newsletterText.rejected,
  'not-configured': newsletterText.notAvailable,
};

/** The list's answer, in words; every failure offers the RSS feed. */
function AnswerMessage({answer, email}: {answer: Answer; email: string}): ReactNode {
  switch (answer) {
    case 'pending':
      return <p className={styles.success}>{newsletterText.pending(email)}</p>;
    case 'already-subscribed':
      return <p className={styles.success}>{newsletterText.alreadySubscribed(email)}</p>;
    default:
      return (
        <p className={styles.failure}>
          {failureText[answer]} {answer !== 'not-configured' && <>{newsletterText.meanwhile} </>}
          <RssLink />
        </p>
      );
  }
}

/**
 * Newsletter sign-up through the site's own /api/subscribe, which adds the address to the
 * mailing list with double opt-in; RSS is the alternative (and the fallback). The code that
 * sends is loaded when the visitor presses Subscribe.
 */
export default function Newsletter({tone = 'plain', className}: NewsletterProps): ReactNode {
  const offered = useNewsletterSignUp();
  const {i18n} = useDocusaurusContext();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({kind: 'idle'});

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const rootClass = clsx(styles.newsletter, tone === 'dark' && styles.dark, className);

  if (!offered) {
    return (
      <div className={rootClass}>
        <p className={styles.unavailable}>
          {newsletterText.notAvailable} <RssLink />
        </p>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') {
      return;
    }
    const address = email.trim();
    const message = !address
      ? newsletterText.required
      : isValidEmail(address)
        ? null
        : newsletterText.invalid;
    if (message) {
      setStatus({kind: 'invalid', message});
      inputRef.current?.focus();
      return;
    }
    setStatus({kind: 'sending'});
    const outcome: SignUpOutcome = await import('@site/src/lib/newsletter')
      .then(({requestSubscription}) =>
        requestSubscription({
          email: address,
          locale: i18n.currentLocale,
          page: window.location.pathname,
          website: honeypotRef.current?.value ?? '',
          elapsedMs: Date.now() - (shownAt.current ?? Date.now()),
        }),
      )
      // The sending code could not be fetched (offline since the page loaded): nothing left.
      .catch((): SignUpOutcome => 'offline');
    if (outcome === 'invalid-email') {
      setStatus({kind: 'invalid', message: newsletterText.refused});
      inputRef.current?.focus();
      return;
    }
    setStatus({kind: 'answered', answer: outcome, email: address});
    if (outcome === 'pending' || outcome === 'already-subscribed') {
      setEmail('');
    }
  };

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const honeypotId = `${id}-website`;
  const invalid = status.kind === 'invalid';

  return (
    <div className={rootClass}>
      <form
        {...siteFormMark}
        noValidate
        onSubmit={onSubmit}
        aria-label={newsletterText.formLabel}
        className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          {newsletterText.label}
        </label>
        {invalid && (
          <p id={errorId} className={styles.error}>
            <span className="sr-only">{errorPrefix()}</span> {status.message}
          </p>
        )}
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            spellCheck={false}
            placeholder={newsletterText.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={clsx(invalid && errorId, statusId)}
            className={styles.input}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? newsletterText.subscribing : newsletterText.subscribe}
          </button>
        </div>
        {/* Bots fill every field; people never see this one. */}
        <SpamTrap id={honeypotId} inputRef={honeypotRef} />
        <div id={statusId} role="status" className={styles.status}>
          {status.kind === 'answered' && (
            <AnswerMessage answer={status.answer} email={status.email} />
          )}
        </div>
        <p className={styles.rss}>
          {newsletterText.rssPrompt} <RssLink />
        </p>
      </form>
    </div>
  );
}
