import {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {errorPrefix} from '@site/src/data/commonWords';
import {sendFailureHints} from '@site/src/data/emailForms';
import {newsletterText} from '@site/src/data/newsletter';
import {isValidEmail} from '@site/src/lib/email';
import {sendEmail, type FailureKind} from '@site/src/lib/emailjs';
import {useEmailSettings} from '@site/src/lib/hooks/useEmailSettings';
import {newsletterTemplateParams} from '@site/src/lib/newsletter';
import styles from './styles.module.css';

type Status =
  | {readonly kind: 'idle'}
  | {readonly kind: 'invalid'; readonly message: string}
  | {readonly kind: 'sending'}
  | {readonly kind: 'sent'; readonly email: string}
  | {readonly kind: 'failed'; readonly failure: FailureKind};

export type NewsletterProps = {
  /** 'dark' when placed on a dark band, so text and links stay readable. */
  readonly tone?: 'plain' | 'dark';
  readonly className?: string;
};

function RssLink() {
  return <Link href={newsletterText.rssHref}>{newsletterText.rssLink}</Link>;
}

/** Newsletter sign-up through EmailJS, with RSS as the alternative (and the fallback). */
export default function Newsletter({tone = 'plain', className}: NewsletterProps): ReactNode {
  const settings = useEmailSettings().newsletter;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({kind: 'idle'});

  const rootClass = clsx(styles.newsletter, tone === 'dark' && styles.dark, className);

  if (!settings) {
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
    const message = !email.trim()
      ? newsletterText.required
      : isValidEmail(email)
        ? null
        : newsletterText.invalid;
    if (message) {
      setStatus({kind: 'invalid', message});
      inputRef.current?.focus();
      return;
    }
    setStatus({kind: 'sending'});
    const result = await sendEmail(
      settings,
      newsletterTemplateParams(email, settings.toEmail, window.location.pathname, new Date()),
    );
    if (result.ok) {
      setStatus({kind: 'sent', email: email.trim()});
      setEmail('');
    } else {
      setStatus({kind: 'failed', failure: result.failure});
    }
  };

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const invalid = status.kind === 'invalid';

  return (
    <div className={rootClass}>
      <form
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
        <div id={statusId} role="status" className={styles.status}>
          {status.kind === 'sent' && (
            <p className={styles.success}>{newsletterText.success(status.email)}</p>
          )}
          {status.kind === 'failed' && (
            <p className={styles.failure}>
              {newsletterText.failure} {sendFailureHints[status.failure]} {newsletterText.tryAgain}
            </p>
          )}
        </div>
        <p className={styles.rss}>
          {newsletterText.rssPrompt} <RssLink />
        </p>
      </form>
    </div>
  );
}
