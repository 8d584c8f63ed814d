/**
 * Where the outbox lives: IndexedDB, whose read-write transactions on one object store run one
 * after another across every tab of the site. Each move of a request (outbox.ts) reads it and
 * writes it back in one such transaction: a compare-and-set that only one tab can win, so two
 * tabs never both take a request to send it.
 *
 * A page that sends a request holds a Web Lock named after it, from before it takes the request
 * until the answer is written. A request found 'sending' whose lock is free was left by a page
 * that is gone: it may have arrived, so it becomes 'unconfirmed'. Without Web Locks a request
 * 'sending' for longer than any send can take is taken for abandoned instead. Without IndexedDB
 * there is no outbox at all: nothing is kept, nothing is sent by itself, and the quote form
 * offers the visitor's own mail and WhatsApp instead.
 */
import type {SendResult} from './emailjs';
import {sendTimeoutMs} from './emailjs';
import {isDue, move, type Move, type OutboxEvent, type OutboxRequest} from './outbox';

/** The browser database the outbox lives in (the browser tests read it as pages do). */
export const outboxDatabase = {name: 'msingi-outbox', version: 1, store: 'requests'} as const;
const {name: databaseName, store: storeName} = outboxDatabase;
/** Dispatched on window when this page changes the outbox; other tabs hear the channel. */
export const outboxChangeEvent = 'msingi-outbox-change';
const channelName = 'msingi-outbox';
/** Without Web Locks: 'sending' this long, the page sending it is gone. */
export const abandonedAfterMs = 2 * sendTimeoutMs;

type LockManager = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

export type OutboxStore = {
  list(): Promise<OutboxRequest[]>;
  /** One move of one request, in one read-write transaction; 'not-allowed' when it is not there. */
  apply(reference: string, event: OutboxEvent, now: number): Promise<Move>;
  /**
   * As `apply`, but a request not there yet is put in as `create` gives it; with no event, one
   * already there is left as it is.
   */
  put(
    reference: string,
    create: () => OutboxRequest,
    event: OutboxEvent | null,
    now: number,
  ): Promise<Move>;
  /** Runs `task` holding the request's sender lock (at once, where there are no Web Locks). */
  asSender<T>(reference: string, task: () => Promise<T>): Promise<T>;
  /** Resolves once no page holds the request's sender lock; null where there are no Web Locks. */
  senderGone(reference: string): Promise<void> | null;
  /** Calls `onChange` whenever any tab changes the outbox; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
};

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(databaseName, outboxDatabase.version);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(storeName, {keyPath: 'reference'});
  };
  return done(opening);
}

/**
 * The outbox of this browser, or null where it cannot keep one (no IndexedDB, or it refuses to
 * open, as in some private modes). `factory`, `locks` and `channel` are replaced only in tests.
 */
export async function openOutbox(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  locks: LockManager | undefined = (globalThis.navigator as {locks?: LockManager} | undefined)
    ?.locks,
  makeChannel: () => BroadcastChannel | null = () =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName),
): Promise<OutboxStore | null> {
  if (!factory) return null;
  let database: IDBDatabase;
  try {
    database = await openDatabase(factory);
  } catch {
    return null;
  }
  const channel = makeChannel();
  const announce = () => {
    window.dispatchEvent(new Event(outboxChangeEvent));
    channel?.postMessage('changed');
  };
  const lockName = (reference: string) => `msingi-outbox:${reference}`;

  const change = async (
    reference: string,
    create: (() => OutboxRequest) | null,
    event: OutboxEvent | null,
    now: number,
  ): Promise<Move> => {
    const transaction = database.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    const saved = committed(transaction);
    const found = (await done(store.get(reference))) as OutboxRequest | undefined;
    // Still inside the transaction: nothing else can change the request between read and write.
    const result: Move = found
      ? event
        ? move(found, event, now)
        : 'not-allowed'
      : (create?.() ?? 'not-allowed');
    if (result === 'gone') store.delete(reference);
    else if (result !== 'not-allowed') store.put(result);
    await saved;
    if (result !== 'not-allowed') announce();
    return result;
  };

  return {
    async list() {
      const transaction = database.transaction(storeName, 'readonly');
      const all = (await done(transaction.objectStore(storeName).getAll())) as OutboxRequest[];
      return all.sort((a, b) => a.createdAt - b.createdAt);
    },
    apply: (reference, event, now) => change(reference, null, event, now),
    put: change,
    asSender: (reference, task) => (locks ? locks.request(lockName(reference), task) : task()),
    senderGone: (reference) =>
      locks ? locks.request(lockName(reference), () => Promise.resolve()) : null,
    subscribe(onChange) {
      const listening = makeChannel();
      if (listening) listening.onmessage = onChange;
      window.addEventListener(outboxChangeEvent, onChange);
      return () => {
        listening?.close();
        window.removeEventListener(outboxChangeEvent, onChange);
      };
    },
  };
}

export type Send = (request: OutboxRequest) => Promise<SendResult>;

/**
 * Sends one request now, holding its lock: takes it (`event`: the outbox's claim, or the
 * visitor's Send), sends it, writes the answer. Returns the request as the answer left it, or
 * 'not-allowed' when another tab had it or the visitor cancelled it first.
 */
export async function sendOne(
  store: OutboxStore,
  reference: string,
  take: (now: number) => Promise<Move>,
  send: Send,
  now: () => number = Date.now,
): Promise<Move> {
  return store.asSender(reference, async () => {
    const taken = await take(now());
    if (typeof taken === 'string') return taken;
    const result = await send(taken);
    return store.apply(reference, {type: 'answer', attempt: taken.attempts, result}, now());
  });
}

/**
 * What the outbox does by itself when a page opens, the connection returns or the visitor comes
 * back to the tab: ages what it holds, marks requests left sending by a closed page
 * 'unconfirmed', and sends what waits, one at a time, each taken afresh so a request cancelled
 * meanwhile is not sent. Stops at the first request that could not leave the phone.
 */
export async function sendWaiting(
  store: OutboxStore,
  send: Send | null,
  now: () => number = Date.now,
): Promise<void> {
  for (const request of await store.list()) {
    await store.apply(request.reference, {type: 'age'}, now());
  }
  if (!send) return;
  for (const request of await store.list()) {
    if (!isDue(request, now())) continue;
    const answer = await sendOne(
      store,
      request.reference,
      (at) => store.apply(request.reference, {type: 'claim'}, at),
      send,
      now,
    );
    if (typeof answer !== 'string' && answer.state === 'waiting' && !answer.notBefore) break;
  }
}

/**
 * Watches a request seen 'sending': once its sender's lock is free (or, without Web Locks, once
 * it has been sending longer than a send can take) and it is still that attempt, it becomes
 * 'unconfirmed'. A live sender writes its answer before it lets go, so only a gone one is caught.
 */
export async function watchSender(
  store: OutboxStore,
  request: OutboxRequest,
  now: () => number = Date.now,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const gone = store.senderGone(request.reference);
  if (gone) await gone;
  else await wait(Math.max(0, request.changedAt + abandonedAfterMs - now()));
  await store.apply(request.reference, {type: 'abandoned', attempt: request.attempts}, now());
}
