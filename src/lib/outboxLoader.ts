/**
 * The outbox's code (outboxStore.ts, the e-mail adapter, the previous release's outbox) is not
 * in any page's first load: it is fetched when there is something to do — a request to send, or
 * something this browser keeps — and opened once per page load.
 */
import {legacyOutboxKey, outboxDatabase, unwrittenAnswersKey} from './outboxKeys';
import type {OutboxStore} from './outboxStore';

export type OutboxCode = typeof import('./outboxStore');
export type PageOutbox = {readonly store: OutboxStore; readonly code: OutboxCode};

let code: Promise<OutboxCode> | undefined;
let opening: Promise<PageOutbox | null> | undefined;
let openedFrom: IDBFactory | undefined;

/** The outbox's code, fetched once; a fetch that failed (offline) is tried again next time. */
export function loadOutboxCode(): Promise<OutboxCode> {
  code ??= import('./outboxStore').catch((error: unknown) => {
    code = undefined;
    throw error;
  });
  return code;
}

/** This browser's outbox, opened once per page load; null where there is none. */
export function loadOutbox(): Promise<PageOutbox | null> {
  // Opened again only for another IndexedDB, which only tests give it.
  if (!opening || openedFrom !== globalThis.indexedDB) {
    openedFrom = globalThis.indexedDB;
    const opened = loadOutboxCode().then(
      async (outboxCode) => {
        const store = await outboxCode.openOutbox();
        if (!store) return null;
        await outboxCode.moveLegacyOutbox(store);
        return {store, code: outboxCode};
      },
      () => {
        if (opening === opened) opening = undefined;
        return null;
      },
    );
    opening = opened;
  }
  return opening;
}

/**
 * Whether this browser may keep something for the outbox, asked without loading its code or
 * opening its database: the previous release's requests, an answer kept aside, or the database.
 * Where the browser cannot list its databases, it may.
 */
export async function outboxMayHold(): Promise<boolean> {
  try {
    const storage = window.localStorage;
    if (storage.getItem(legacyOutboxKey) !== null || storage.getItem(unwrittenAnswersKey) !== null)
      return true;
  } catch {
    // localStorage refused: the database may still hold something.
  }
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (!factory) return false;
  if (typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === outboxDatabase.name);
  } catch {
    return true;
  }
}
