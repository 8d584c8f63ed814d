import {useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore} from 'react';
import {sendEmail} from '../emailjs';
import type {SendSettings} from '../emailSettings';
import type {OutboxRequest} from '../outbox';
import {fromLegacyOutbox, legacyOutboxKey} from '../legacyOutbox';
import {
  openOutbox,
  sendOne,
  sendWaiting,
  watchSender,
  type OutboxStore,
  type Send,
} from '../outboxStore';
import {useEmailSettings} from './useEmailSettings';

let opening: Promise<OutboxStore | null> | undefined;
let openedFrom: IDBFactory | undefined;

/** This browser's outbox, opened once per page load; null until open, and where there is none. */
export function useOutboxStore(): OutboxStore | null {
  const [store, setStore] = useState<OutboxStore | null>(null);
  useEffect(() => {
    let current = true;
    // Opened again only for another IndexedDB, which only tests give it.
    if (!opening || openedFrom !== globalThis.indexedDB) {
      openedFrom = globalThis.indexedDB;
      opening = openOutbox().then(async (opened) => {
        if (opened) await moveLegacyOutbox(opened);
        return opened;
      });
    }
    void opening.then((opened) => current && setStore(opened));
    return () => {
      current = false;
    };
  }, []);
  return store;
}

/** Moves the previous release's outbox (localStorage) into this one, once. */
async function moveLegacyOutbox(store: OutboxStore): Promise<void> {
  try {
    const stored = window.localStorage.getItem(legacyOutboxKey);
    if (stored === null) return;
    for (const request of fromLegacyOutbox(stored)) {
      await store.put(request.reference, () => request, null, Date.now());
    }
    window.localStorage.removeItem(legacyOutboxKey);
  } catch {
    // Storage refused: there is nothing of the old outbox to move.
  }
}

/**
 * Sends a request with the settings of the page sending it (never settings stored with it, which
 * go stale): the e-mail's recipient is added here.
 */
export function sendWith(settings: SendSettings): Send {
  return (request) => sendEmail(settings, {...request.templateParams, to_email: settings.toEmail});
}

// The references the quote form on this page is showing itself (sending, or its outcome), so the
// outbox's notice does not tell of them a second time on the same screen.
const shownByForm = new Set<string>();
const formListeners = new Set<() => void>();
const subscribeToForm = (listener: () => void) => {
  formListeners.add(listener);
  return () => formListeners.delete(listener);
};
let shownSnapshot: readonly string[] = [];
const setShown = (change: () => void) => {
  change();
  shownSnapshot = [...shownByForm];
  formListeners.forEach((listener) => listener());
};

// A request the quote form has just handed to the outbox: the notice takes the focus when it
// shows it (it appears only once the outbox has been read again).
let focusOnShowing: string | null = null;

/** The notice is to take the focus when it next shows this request. */
export function focusNoticeOn(reference: string): void {
  focusOnShowing = reference;
}

/** Declares that the quote form shows this request itself, while it does. */
export function useShownByForm(reference: string | null): void {
  useEffect(() => {
    if (!reference) return;
    setShown(() => shownByForm.add(reference));
    return () => setShown(() => shownByForm.delete(reference));
  }, [reference]);
}

export type Outbox = {
  /** What the outbox holds, as every page of the site sees it, but what the form shows itself. */
  readonly requests: readonly OutboxRequest[];
  readonly cancel: (reference: string) => void;
  readonly dismiss: (reference: string) => void;
  /** The visitor asks for it to be sent now, under the same reference. */
  readonly sendAgain: (reference: string) => void;
  /** Whether the notice is to take the focus now (once). */
  readonly takeFocus: () => boolean;
};

/**
 * The outbox on this page: what waits is sent as soon as the page opens online, and whenever the
 * connection comes back or the visitor returns to the tab; a request some closed page left
 * sending is watched until it is known to be abandoned.
 */
export function useOutbox(): Outbox {
  const store = useOutboxStore();
  const settings = useEmailSettings().quote;
  const [held, setHeld] = useState<readonly OutboxRequest[]>([]);
  const shown = useSyncExternalStore(
    subscribeToForm,
    () => shownSnapshot,
    () => shownSnapshot,
  );
  const watched = useRef(new Set<string>());
  const send = useMemo(() => (settings ? sendWith(settings) : null), [settings]);

  const flush = useCallback(() => {
    if (store && navigator.onLine) void sendWaiting(store, send);
  }, [store, send]);

  useEffect(() => {
    if (!store) return;
    const refresh = () => {
      void store.list().then((requests) => {
        setHeld(requests);
        for (const request of requests) {
          const key = `${request.reference}:${request.attempts}`;
          if (request.state === 'sending' && !watched.current.has(key)) {
            watched.current.add(key);
            void watchSender(store, request);
          }
        }
      });
    };
    refresh();
    flush();
    const onVisible = () => document.visibilityState === 'visible' && flush();
    const unsubscribe = store.subscribe(refresh);
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store, flush]);

  const requests = held.filter((request) => !shown.includes(request.reference));
  const takesFocus = requests.some((request) => request.reference === focusOnShowing);
  return {
    requests,
    takeFocus: takesFocus
      ? () => {
          focusOnShowing = null;
          return true;
        }
      : () => false,
    cancel: (reference) => void store?.apply(reference, {type: 'cancel'}, Date.now()),
    dismiss: (reference) => void store?.apply(reference, {type: 'dismiss'}, Date.now()),
    sendAgain: (reference) => {
      if (!store || !send) return;
      void sendOne(
        store,
        reference,
        (now) => store.apply(reference, {type: 'sendNow', sender: 'outbox'}, now),
        send,
      );
    },
  };
}
