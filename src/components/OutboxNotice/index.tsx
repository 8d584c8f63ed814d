import {useEffect, useRef, type ReactNode} from 'react';
import OtherWays from '@site/src/components/OtherWays';
import {outboxWords} from '@site/src/data/outbox';
import {outcomeText} from '@site/src/data/quoteOutcome';
import {formatDate} from '@site/src/lib/dates';
import {useOutbox, type Outbox} from '@site/src/lib/hooks/useOutbox';
import type {OutboxRequest, PendingRequest} from '@site/src/lib/outbox';
import styles from './styles.module.css';

const smallButton = 'button button--sm button--outline button--secondary';
const linkButton = `button button--sm button--link ${styles.remove}`;

function Request({
  request,
  outbox,
}: {
  readonly request: OutboxRequest;
  readonly outbox: Outbox;
}): ReactNode {
  const {reference} = request;
  // Without the e-mail settings nothing is sent from here: the visitor's own mail and WhatsApp.
  const again = (label: string) =>
    outbox.sendAgain ? {onRetry: () => outbox.sendAgain?.(reference), retryLabel: label} : {};
  const notSetUp = !outbox.sendAgain && <p className={styles.text}>{outcomeText.notSetUpTitle}</p>;
  const words = ({templateParams}: PendingRequest) => (
    <details className={styles.words}>
      <summary>{outboxWords.yourWords}</summary>
      <p>{templateParams.fullMessage}</p>
    </details>
  );
  const dismiss = (label: string, className = linkButton) => (
    <button type="button" className={className} onClick={() => outbox.dismiss(reference)}>
      {label}
    </button>
  );
  switch (request.state) {
    case 'waiting':
      return (
        <>
          <p className={styles.text}>{outboxWords.waiting(reference)}</p>
          <button type="button" className={smallButton} onClick={() => outbox.cancel(reference)}>
            {outboxWords.cancel}
          </button>
        </>
      );
    case 'sending':
      return <p className={styles.text}>{outboxWords.sending(reference)}</p>;
    case 'sent':
      return (
        <>
          <p className={styles.title}>{outcomeText.successTitle}</p>
          <p className={styles.text}>{outcomeText.reference(reference)}</p>
          <p className={styles.text}>{outcomeText.successText}</p>
          {dismiss(outboxWords.close, smallButton)}
        </>
      );
    case 'refused':
      return (
        <>
          <p className={styles.text}>{outboxWords.refused(reference)}</p>
          <OtherWays links={request.fallback} />
          {dismiss(outboxWords.remove)}
        </>
      );
    case 'unconfirmed':
      return (
        <>
          <p className={styles.text}>{outboxWords.unconfirmed(reference)}</p>
          {words(request)}
          {notSetUp}
          <OtherWays links={request.fallback} {...again(outboxWords.sendAgain)} />
          {dismiss(outboxWords.cancel)}
        </>
      );
    case 'expired':
      return (
        <>
          <p className={styles.text}>
            {outboxWords.expired(reference, formatDate(new Date(request.createdAt).toISOString()))}
          </p>
          {words(request)}
          {notSetUp}
          <OtherWays links={request.fallback} {...again(outboxWords.sendNow)} />
          {dismiss(outboxWords.remove)}
        </>
      );
  }
}

/**
 * The outbox's news on every page (once per page load: theme/Root), in a polite status region at
 * the foot of the screen: a
 * request waiting for a connection (with a way to cancel it), one being sent, one sent (the
 * quote form's success message and its reference), and one that needs the visitor (refused,
 * not confirmed, or over a week old). What the quote form on this page shows itself is left out.
 */
export default function OutboxNotice(): ReactNode {
  const outbox = useOutbox();
  const section = useRef<HTMLElement>(null);
  const {takeFocus} = outbox;
  useEffect(() => {
    if (takeFocus()) section.current?.focus();
  }, [takeFocus]);
  // Nothing to tell: nothing on the page. It appears with a request put in the outbox, which
  // moves the focus to it, or on a page opened while one is kept; then its changes are announced.
  if (outbox.requests.length === 0) return null;
  return (
    <section ref={section} tabIndex={-1} aria-label={outboxWords.region} className={styles.notice}>
      <div role="status">
        {outbox.requests.map((request) => (
          <div key={request.reference} className={styles.item}>
            <Request request={request} outbox={outbox} />
          </div>
        ))}
      </div>
    </section>
  );
}
