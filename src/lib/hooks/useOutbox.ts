import {useCallback, useEffect, useMemo, useState, useSyncExternalStore} from 'react';
import {sendEmail} from '../emailjs';
import {
  browserOutbox,
  outboxChangeEvent,
  outboxStorageKey,
  removeFromOutbox,
  sendAgain,
  sendWaiting,
  withOutboxLock,
  type OutboxRequest,
} from '../outbox';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === outboxStorageKey && onChange();
  window.addEventListener(outboxChangeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(outboxChangeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// The stored text is the snapshot: it changes exactly when the outbox does.
const storedText = () => window.localStorage.getItem(outboxStorageKey);

/** Sends what waits in the outbox, if the browser is online; the ids sent come back. */
function sendNow(): Promise<string[]> {
  if (!navigator.onLine || browserOutbox.read().length === 0) return Promise.resolve([]);
  return withOutboxLock(() =>
    sendWaiting(
      browserOutbox,
      (request) => sendEmail(request.settings, request.templateParams),
      Date.now(),
    ),
  );
}

export type Outbox = {
  /** What the outbox holds, as every page of the site sees it. */
  readonly requests: readonly OutboxRequest[];
  /** Requests this page has sent, till the visitor closes the message. */
  readonly sent: readonly string[];
  readonly cancel: (id: string) => void;
  readonly sendAgain: (id: string) => void;
  readonly closeSent: (id: string) => void;
};

/**
 * The outbox on this page: sent as soon as the page opens online, and whenever the connection
 * comes back or the visitor returns to the tab.
 */
export function useOutbox(): Outbox {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  const requests = useMemo(() => (text === null ? [] : browserOutbox.read()), [text]);
  const [sent, setSent] = useState<readonly string[]>([]);

  const flush = useCallback(() => {
    void sendNow().then((ids) => ids.length > 0 && setSent((previous) => [...previous, ...ids]));
  }, []);

  useEffect(() => {
    flush();
    const onVisible = () => document.visibilityState === 'visible' && flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [flush]);

  return {
    requests,
    sent,
    cancel: (id) => removeFromOutbox(browserOutbox, id),
    sendAgain: (id) => {
      sendAgain(browserOutbox, id, Date.now());
      flush();
    },
    closeSent: (id) => setSent((previous) => previous.filter((sentId) => sentId !== id)),
  };
}
