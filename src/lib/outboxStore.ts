/**
 * Where the outbox lives: IndexedDB, whose read-write transactions on one object store run one
 * after another across every tab of the site. Each move of a request (outbox.ts) reads it and
 * writes it back in one such transaction: a compare-and-set that only one tab can win, so two
 * tabs do not both take a request to send it.
 *
 * A page that sends a request holds a Web Lock named after it, from before it takes the request
 * until the answer is written. A request found 'sending' whose lock is free was left by a page
 * that is gone: it may have arrived, so it becomes 'unconfirmed'. Without Web Locks a request
 * 'sending' for longer than any send can take is taken for abandoned instead. Without IndexedDB
 * there is no outbox at all: nothing is kept, nothing is sent by itself, and the quote form
 * sends from its page alone, offering the visitor's own mail and WhatsApp if that fails.
 *
 * The connection is given up when another page upgrades the database (`versionchange`) or the
 * browser closes it (site data cleared, WebKit's lost connection), and opened again at the next
 * use; an operation that meets a closed connection is tried once more on a fresh one.
 */
import {sendEmail, sendTimeoutMs, type SendResult} from './emailjs';
import type {SendSettings} from './emailSettings';
import type {LegacyMove} from './legacyOutbox';
export {moveLegacyOutbox} from './legacyOutbox';
import {
  hasEnded,
  isDue,
  move,
  nextChangeAt,
  type Move,
  type OutboxEvent,
  type OutboxRequest,
  type PendingRequest,
} from './outbox';
import {
  outboxChangeEvent,
  outboxChannelName,
  outboxDatabase,
  unwrittenAnswersKey,
} from './outboxKeys';

const {name: databaseName, store: storeName} = outboxDatabase;
/** Without Web Locks: 'sending' this long, the page sending it is gone. */
export const abandonedAfterMs = 2 * sendTimeoutMs;

export type LockManager = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

/** The channel's part the outbox uses (a BroadcastChannel in browsers). */
export type OutboxChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
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
  /**
   * Moves the previous release's requests in, in one transaction: one already moved (the same
   * old id) is left as it is, any other takes the first of its references no request holds.
   * False when one found every reference it offers taken, and was left where it was.
   */
  moveIn(requests: readonly LegacyMove[]): Promise<boolean>;
  /** Runs `task` holding the lock `name` (at once, where there are no Web Locks). */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Runs `task` holding the request's sender lock. */
  asSender<T>(reference: string, task: () => Promise<T>): Promise<T>;
  /** Resolves once no page holds the request's sender lock; null where there are no Web Locks. */
  senderGone(reference: string): Promise<void> | null;
  /** Calls `onChange` once for each change any tab makes to the outbox; returns the unsubscribe. */
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

/**
 * Opens the database, giving it up when it must make way: another page's upgrade, or the
 * browser closing it. An open blocked by an older page that keeps its connection fails at once,
 * rather than leaving the form waiting: the page then does without the outbox.
 */
function openDatabase(factory: IDBFactory, onGone: () => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = factory.open(databaseName, outboxDatabase.version);
    let blocked = false;
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore(storeName, {keyPath: 'reference'});
    };
    opening.onblocked = () => {
      blocked = true;
      reject(new Error('The outbox is held open by another page'));
    };
    opening.onsuccess = () => {
      const database = opening.result;
      if (blocked) {
        database.close();
        return;
      }
      database.onversionchange = () => {
        database.close();
        onGone();
      };
      database.onclose = onGone;
      resolve(database);
    };
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB refused to open'));
  });
}

const browserLocks = () =>
  (globalThis.navigator as {locks?: LockManager} | undefined)?.locks ?? undefined;
const browserChannel = (): OutboxChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(outboxChannelName);

/**
 * The outbox of this browser, or null where it cannot keep one (no IndexedDB, or it refuses to
 * open, as in some private modes). `factory`, `locks`, `makeChannel` and `page` (where this
 * page's own changes are announced) are replaced only in tests.
 */
export async function openOutbox(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  locks: LockManager | undefined = browserLocks(),
  makeChannel: () => OutboxChannel | null = browserChannel,
  page: EventTarget = window,
): Promise<OutboxStore | null> {
  if (!factory) return null;
  let connection: Promise<IDBDatabase> | null = null;
  const connect = () => {
    const opening = openDatabase(factory, () => {
      if (connection === opening) connection = null;
    });
    connection = opening;
    opening.catch(() => {
      if (connection === opening) connection = null;
    });
    return opening;
  };
  try {
    await connect();
  } catch {
    return null;
  }
  /**
   * Runs `task` on the open connection; once more on a fresh one if that one was closed under it
   * (InvalidStateError) or lost (WebKit's UnknownError). A move is a compare-and-set, so running
   * it again is safe.
   */
  const withDatabase = async <T>(task: (database: IDBDatabase) => Promise<T>): Promise<T> => {
    const current = connection ?? connect();
    try {
      return await task(await current);
    } catch (error) {
      const lost =
        error instanceof DOMException &&
        (error.name === 'InvalidStateError' || error.name === 'UnknownError');
      if (!lost) throw error;
      if (connection === current) connection = null;
      return task(await connect());
    }
  };

  // One channel per page: it hears the other pages (a channel never hears its own messages).
  const channel = makeChannel();
  const listeners = new Set<() => void>();
  if (channel) channel.onmessage = () => listeners.forEach((listener) => listener());
  const announce = () => {
    page.dispatchEvent(new Event(outboxChangeEvent));
    channel?.postMessage('changed');
  };
  const withLock = <T>(name: string, task: () => Promise<T>) =>
    locks ? locks.request(name, task) : task();
  const lockName = (reference: string) => `msingi-outbox:${reference}`;

  const change = (
    reference: string,
    create: (() => OutboxRequest) | null,
    event: OutboxEvent | null,
    now: number,
  ): Promise<Move> =>
    withDatabase(async (database) => {
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
    });

  return {
    list: () =>
      withDatabase(async (database) => {
        const transaction = database.transaction(storeName, 'readonly');
        const all = (await done(transaction.objectStore(storeName).getAll())) as OutboxRequest[];
        return all.sort((a, b) => a.createdAt - b.createdAt);
      }),
    apply: (reference, event, now) => change(reference, null, event, now),
    put: change,
    moveIn: (requests) =>
      withDatabase(async (database) => {
        const transaction = database.transaction(storeName, 'readwrite');
        const store = transaction.objectStore(storeName);
        const saved = committed(transaction);
        const held = (await done(store.getAll())) as OutboxRequest[];
        const taken = new Set(held.map((request) => request.reference));
        const moved = new Set(held.map((request) => request.movedFrom));
        let changed = false;
        let allMoved = true;
        for (const request of requests) {
          if (moved.has(request.id)) continue;
          const reference = request.references.find((candidate) => !taken.has(candidate));
          if (!reference) {
            allMoved = false;
            continue;
          }
          store.put(request.under(reference));
          taken.add(reference);
          changed = true;
        }
        await saved;
        if (changed) announce();
        return allMoved;
      }),
    withLock,
    asSender: (reference, task) => withLock(lockName(reference), task),
    senderGone: (reference) =>
      locks ? locks.request(lockName(reference), () => Promise.resolve()) : null,
    subscribe(onChange) {
      listeners.add(onChange);
      page.addEventListener(outboxChangeEvent, onChange);
      return () => {
        listeners.delete(onChange);
        page.removeEventListener(outboxChangeEvent, onChange);
      };
    },
  };
}

export type Send = (request: PendingRequest) => Promise<SendResult>;

/**
 * Sends a request with the settings of the page sending it (never settings stored with it, which
 * go stale): the e-mail's recipient is added here.
 */
export function sendWith(settings: SendSettings): Send {
  return (request) => sendEmail(settings, {...request.templateParams, to_email: settings.toEmail});
}

type UnwrittenAnswer = {readonly attempt: number; readonly result: SendResult};

/** What the answers kept aside hold (localStorage, shared by the tabs); unreadable is none. */
function unwrittenAnswers(): Record<string, UnwrittenAnswer> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(unwrittenAnswersKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, UnwrittenAnswer>)
      : {};
  } catch {
    return {};
  }
}

function keepUnwritten(answers: Record<string, UnwrittenAnswer>): void {
  try {
    if (Object.keys(answers).length === 0) localStorage.removeItem(unwrittenAnswersKey);
    else localStorage.setItem(unwrittenAnswersKey, JSON.stringify(answers));
  } catch {
    // Nowhere to keep it: the request will show as not confirmed, for the visitor to decide.
  }
}

/**
 * Writes the answers a page could not write into the outbox (its storage failed just then), so a
 * request that was answered is not later taken for one whose page was closed mid-way.
 */
export async function writeUnwrittenAnswers(store: OutboxStore, now: number): Promise<void> {
  const answers = unwrittenAnswers();
  const references = Object.keys(answers);
  if (references.length === 0) return;
  for (const reference of references) {
    const {attempt, result} = answers[reference]!;
    await store.apply(reference, {type: 'answer', attempt, result}, now);
  }
  const left = unwrittenAnswers();
  for (const reference of references) delete left[reference];
  keepUnwritten(left);
}

/**
 * Sends one request now, holding its lock: takes it (`event`: the outbox's claim, or the
 * visitor's Send), sends it, writes the answer. Returns the request as the answer left it, or
 * 'not-allowed' when another tab had it or the visitor cancelled it first. An answer that cannot
 * be written is kept aside for the next page to write (writeUnwrittenAnswers), and what it
 * means is returned all the same.
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
    if (typeof taken === 'string' || taken.state === 'sent') return taken;
    const result = await send(taken);
    const answer = {type: 'answer', attempt: taken.attempts, result} as const;
    try {
      return await store.apply(reference, answer, now());
    } catch {
      keepUnwritten({...unwrittenAnswers(), [reference]: {attempt: taken.attempts, result}});
      return move(taken, answer, now());
    }
  });
}

/**
 * What the outbox does by itself: ages what it holds, and with `send` (online, settings there)
 * sends what waits, one at a time, each taken afresh so a request cancelled meanwhile is not
 * sent. Stops at the first request that could not leave the phone.
 */
export async function sendWaiting(
  store: OutboxStore,
  send: Send | null,
  now: () => number = Date.now,
): Promise<void> {
  await writeUnwrittenAnswers(store, now());
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
 * 'unconfirmed' — unless its answer was kept aside. A live sender writes its answer before it
 * lets go, so only a gone one is caught.
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
  await writeUnwrittenAnswers(store, now());
  await store.apply(request.reference, {type: 'abandoned', attempt: request.attempts}, now());
}

export type Clock = {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  readonly clearTimeout: (timer: ReturnType<typeof setTimeout>) => void;
};

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

/**
 * The outbox's watcher, one per page load: shows what it holds (`show`, once per change, and
 * records as seen how a request ended once it is on a visible page), sends
 * what waits as the page opens online, when the connection returns, when the visitor comes back
 * to the tab, and when a rate limit's pause ends; ages a request the moment its 7 days are over;
 * watches requests some closed page left sending. Returns the stop.
 */
export function watchOutbox(
  store: OutboxStore,
  send: Send | null,
  show: (requests: readonly OutboxRequest[]) => void,
  clock: Clock = browserClock,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watched = new Set<string>();
  const flush = () => {
    if (stopped) return;
    const online = globalThis.navigator?.onLine !== false;
    sendWaiting(store, online ? send : null, clock.now).catch(() => {
      // Storage failed meanwhile: what waits stays for the next page or the next event.
    });
  };
  const refresh = () => {
    store.list().then(
      (requests) => {
        if (stopped) return;
        show(requests);
        const visible = globalThis.document?.visibilityState !== 'hidden';
        for (const request of requests) {
          // On screen now: how it ended has been shown, and time may take it once it is old.
          if (visible && hasEnded(request) && request.seenAt === undefined) {
            store.apply(request.reference, {type: 'seen'}, clock.now()).catch(() => undefined);
          }
          const key = `${request.reference}:${request.attempts}`;
          if (request.state === 'sending' && !watched.has(key)) {
            watched.add(key);
            watchSender(store, request, clock.now).catch(() => undefined);
          }
        }
        if (timer !== undefined) clock.clearTimeout(timer);
        const next = nextChangeAt(requests, clock.now());
        timer =
          next === null ? undefined : clock.setTimeout(flush, Math.max(0, next - clock.now()));
      },
      () => undefined,
    );
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    refresh();
    flush();
  };
  const unsubscribe = store.subscribe(refresh);
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  refresh();
  flush();
  return () => {
    stopped = true;
    if (timer !== undefined) clock.clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
