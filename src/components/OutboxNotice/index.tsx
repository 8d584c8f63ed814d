import type {ReactNode} from 'react';
import OtherWays from '@site/src/components/OtherWays';
import {outboxWords} from '@site/src/data/outbox';
import {outcomeText} from '@site/src/data/quoteForm';
import {formatDate} from '@site/src/lib/dates';
import {useOutbox} from '@site/src/lib/hooks/useOutbox';
import {outboxNoticeId, type OutboxRequest} from '@site/src/lib/outbox';
import styles from './styles.module.css';

function Request({
  request,
  onCancel,
  onSendAgain,
}: {
  readonly request: OutboxRequest;
  readonly onCancel: () => void;
  readonly onSendAgain: () => void;
}): ReactNode {
  const date = formatDate(new Date(request.createdAt).toISOString());
  switch (request.state) {
    case 'waiting':
    case 'sending':
      return (
        <>
          <p className={styles.text}>{outboxWords.waiting}</p>
          <button
            type="button"
            className="button button--sm button--outline button--secondary"
            onClick={onCancel}>
            {outboxWords.cancel}
          </button>
        </>
      );
    case 'refused':
    case 'unconfirmed':
    case 'expired':
      return (
        <>
          <p className={styles.text}>
            {request.state === 'refused'
              ? outboxWords.refused
              : request.state === 'unconfirmed'
                ? outboxWords.unconfirmed(date)
                : outboxWords.expired(date)}
          </p>
          <OtherWays
            links={request.fallback}
            onRetry={request.state === 'refused' ? undefined : onSendAgain}
            retryLabel={outboxWords.sendNow}
          />
          <button
            type="button"
            className={`button button--sm button--link ${styles.remove}`}
            onClick={onCancel}>
            {outboxWords.remove}
          </button>
        </>
      );
  }
}

/**
 * The outbox's news on every page, in a polite status region at the foot of the screen: a
 * request waiting for a connection (with a way to cancel it), one just sent (the quote form's
 * success message), and one that needs the visitor (refused, unconfirmed, or over a week old).
 */
export default function OutboxNotice(): ReactNode {
  const outbox = useOutbox();
  // Nothing to tell: nothing on the page. It appears with a request put in the outbox, which
  // moves the focus to it, or on a page opened while one waits; then its changes are announced.
  if (outbox.requests.length === 0 && outbox.sent.length === 0) return null;
  return (
    <section
      id={outboxNoticeId}
      tabIndex={-1}
      aria-label={outboxWords.region}
      className={styles.notice}>
      <div role="status">
        {outbox.sent.map((id) => (
          <div key={id} className={styles.item}>
            <p className={styles.title}>{outcomeText.successTitle}</p>
            <p className={styles.text}>{outcomeText.successText}</p>
            <button
              type="button"
              className="button button--sm button--outline button--secondary"
              onClick={() => outbox.closeSent(id)}>
              {outboxWords.close}
            </button>
          </div>
        ))}
        {outbox.requests.map((request) => (
          <div key={request.id} className={styles.item}>
            <Request
              request={request}
              onCancel={() => outbox.cancel(request.id)}
              onSendAgain={() => outbox.sendAgain(request.id)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
