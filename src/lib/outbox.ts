/**
 * The outbox: quote requests that could not be sent for want of a connection, kept in this
 * browser (localStorage) until they can be, then sent exactly once. Nothing else is kept.
 *
 * A request is 'waiting' until a page of the site finds the browser online (when the
 * connection returns, on the next page, another day); it is 'sending' while one page sends it,
 * all pages taking turns through one lock, so two tabs or two `online` events never send it
 * twice. It then leaves the outbox, or goes back to waiting when the connection failed again.
 * A request the service refused is not sent again by itself, nor one found still 'sending' (the
 * page sending it was closed mid-way: it may have arrived), nor one older than a week: the
 * visitor is asked.
 */
import type {SendSettings} from './emailSettings';
import type {SendResult} from './emailjs';
import type {FallbackLinks} from './inquirySummary';

export type OutboxState = 'waiting' | 'sending' | 'refused' | 'unconfirmed' | 'expired';

export type OutboxRequest = {
  readonly id: string;
  /** When the visitor asked for it to be sent (ms since the epoch). */
  readonly createdAt: number;
  readonly settings: SendSettings;
  readonly templateParams: Readonly<Record<string, string>>;
  /** The visitor's words, ready for their mail or WhatsApp app if it cannot be sent. */
  readonly fallback: FallbackLinks;
  readonly state: OutboxState;
  /** When a page began sending it (state 'sending'). */
  readonly sendingSince?: number;
};

/** Older than this, a request is not sent without asking. */
export const outboxMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** A send takes seconds at most: 'sending' for longer than this, its page was closed mid-way. */
export const sendingTimeoutMs = 60 * 1000;

export const outboxStorageKey = 'msingi-outbox';
/** The element that tells of the outbox on every page, where the focus goes when a request is put in. */
export const outboxNoticeId = 'outbox-notice';
/** Dispatched on window whenever this page changes the outbox (other tabs get a storage event). */
export const outboxChangeEvent = 'msingi-outbox-change';

export type OutboxStore = {
  read(): OutboxRequest[];
  write(requests: readonly OutboxRequest[]): void;
};

function isRequest(value: unknown): value is OutboxRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<OutboxRequest>;
  return (
    typeof request.id === 'string' &&
    typeof request.createdAt === 'number' &&
    typeof request.state === 'string' &&
    !!request.settings &&
    !!request.templateParams
  );
}

/** The outbox in this browser's localStorage; a store that cannot be read is an empty one. */
export const browserOutbox: OutboxStore = {
  read() {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(outboxStorageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isRequest) : [];
    } catch {
      return [];
    }
  },
  write(requests) {
    if (requests.length === 0) window.localStorage.removeItem(outboxStorageKey);
    else window.localStorage.setItem(outboxStorageKey, JSON.stringify(requests));
    window.dispatchEvent(new Event(outboxChangeEvent));
  },
};

export function addToOutbox(store: OutboxStore, request: Omit<OutboxRequest, 'state'>): void {
  store.write([...store.read().filter((r) => r.id !== request.id), {...request, state: 'waiting'}]);
}

export function removeFromOutbox(store: OutboxStore, id: string): void {
  store.write(store.read().filter((r) => r.id !== id));
}

/** The visitor asked to send it again (after a refusal, an unconfirmed or an expired request). */
export function sendAgain(store: OutboxStore, id: string, now: number): void {
  store.write(
    store.read().map((r) => (r.id === id ? {...r, state: 'waiting', createdAt: now} : r)),
  );
}

function update(store: OutboxStore, id: string, state: OutboxState | null, now?: number): void {
  const requests = store.read();
  if (state === null) return store.write(requests.filter((r) => r.id !== id));
  const changed = (r: OutboxRequest): OutboxRequest =>
    state === 'sending' ? {...r, state, sendingSince: now} : {...r, state};
  store.write(requests.map((r) => (r.id === id ? changed(r) : r)));
}

/**
 * Sends what is waiting, one request at a time; run only under `withOutboxLock`. Returns the ids
 * that were sent.
 */
export async function sendWaiting(
  store: OutboxStore,
  send: (request: OutboxRequest) => Promise<SendResult>,
  now: number,
): Promise<string[]> {
  // Left 'sending' by a page that is gone: it may have arrived, so it is never sent again unasked.
  // One still within a send's time is left alone: another tab's change may not have reached
  // this one yet (localStorage is shared between tabs, but not at the same instant).
  for (const request of store.read()) {
    if (request.state === 'sending' && now - (request.sendingSince ?? 0) > sendingTimeoutMs)
      update(store, request.id, 'unconfirmed');
    else if (request.state === 'waiting' && now - request.createdAt > outboxMaxAgeMs)
      update(store, request.id, 'expired');
  }
  const sent: string[] = [];
  for (const request of store.read().filter((r) => r.state === 'waiting')) {
    update(store, request.id, 'sending', now);
    const result = await send(request);
    if (result.ok) {
      update(store, request.id, null);
      sent.push(request.id);
    } else if (result.failure === 'refused' || result.failure === 'not-configured') {
      update(store, request.id, 'refused');
    } else {
      // No connection, rate limit, a passing server error: waiting for the next chance.
      update(store, request.id, 'waiting');
      if (result.failure === 'network') break;
    }
  }
  return sent;
}

type LockManager = {request<T>(name: string, callback: () => Promise<T>): Promise<T>};

/**
 * Runs `task` while no other page of the site runs one (Web Locks), as every browser now can.
 * The task starts a moment after the lock is granted, so that the last holder's changes to the
 * outbox have reached this tab's copy of localStorage.
 */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as {locks?: LockManager} | undefined)?.locks;
  const settled = () =>
    new Promise<T>((resolve, reject) => setTimeout(() => task().then(resolve, reject), 50));
  return locks ? locks.request('msingi-outbox', settled) : task();
}
