import {useEffect, useMemo, useState, useSyncExternalStore} from 'react';
import type {OutboxRequest} from '../outbox';
import {outboxChangeEvent, outboxChannelName} from '../outboxKeys';
import {loadOutbox, outboxMayHold, type PageOutbox} from '../outboxLoader';
import {whenIdle} from '../whenIdle';
import {useEmailSettings} from './useEmailSettings';

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

/**
 * This browser's outbox once there is something to do: looked for when the page is idle (has
 * this browser kept anything?), and again when a page of the site changes it or the connection
 * returns. Null till then, and where there is none.
 */
function usePageOutbox(): PageOutbox | null {
  const [outbox, setOutbox] = useState<PageOutbox | null>(null);
  useEffect(() => {
    if (outbox) return;
    let current = true;
    const look = () => {
      void outboxMayHold()
        .then((may) => (may ? loadOutbox() : null))
        .then((opened) => current && opened && setOutbox(opened));
    };
    const cancelIdle = whenIdle(look);
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(outboxChannelName);
    if (channel) channel.onmessage = look;
    window.addEventListener(outboxChangeEvent, look);
    window.addEventListener('online', look);
    return () => {
      current = false;
      cancelIdle();
      channel?.close();
      window.removeEventListener(outboxChangeEvent, look);
      window.removeEventListener('online', look);
    };
  }, [outbox]);
  return outbox;
}

export type Outbox = {
  /** What the outbox holds, as every page of the site sees it, but what the form shows itself. */
  readonly requests: readonly OutboxRequest[];
  readonly cancel: (reference: string) => void;
  readonly dismiss: (reference: string) => void;
  /**
   * The visitor asks for it to be sent now, under the same reference; null where this site was
   * built without the e-mail settings.
   */
  readonly sendAgain: ((reference: string) => void) | null;
  /** Whether the notice is to take the focus now (once). */
  readonly takeFocus: () => boolean;
};

/**
 * The outbox on this page, for its notice: used once per page load (theme/Root), so the watcher
 * (outboxStore.ts watchOutbox) runs once however many pages the visitor opens.
 */
export function useOutbox(): Outbox {
  const outbox = usePageOutbox();
  const settings = useEmailSettings().quote;
  const [held, setHeld] = useState<readonly OutboxRequest[]>([]);
  const shown = useSyncExternalStore(
    subscribeToForm,
    () => shownSnapshot,
    () => shownSnapshot,
  );
  const send = useMemo(
    () => (outbox && settings ? outbox.code.sendWith(settings) : null),
    [outbox, settings],
  );

  useEffect(
    () => (outbox ? outbox.code.watchOutbox(outbox.store, send, setHeld) : undefined),
    [outbox, send],
  );

  const requests = held.filter((request) => !shown.includes(request.reference));
  const takesFocus = requests.some((request) => request.reference === focusOnShowing);
  const apply = (reference: string, type: 'cancel' | 'dismiss') =>
    void outbox?.store.apply(reference, {type}, Date.now()).catch(() => undefined);
  return {
    requests,
    takeFocus: takesFocus
      ? () => {
          focusOnShowing = null;
          return true;
        }
      : () => false,
    cancel: (reference) => apply(reference, 'cancel'),
    dismiss: (reference) => apply(reference, 'dismiss'),
    sendAgain:
      outbox && send
        ? (reference) => {
            const {store, code} = outbox;
            void code
              .sendOne(
                store,
                reference,
                (now) => store.apply(reference, {type: 'sendNow', sender: 'outbox'}, now),
                send,
              )
              .catch(() => undefined);
          }
        : null,
  };
}
