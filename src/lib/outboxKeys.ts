/**
 * The names the outbox is kept and announced under. Apart from outboxStore.ts so that a page can
 * ask cheaply whether there is anything to load before it loads the outbox's code.
 */

/** The browser database the outbox lives in (the browser tests read it as pages do). */
export const outboxDatabase = {name: 'msingi-outbox', version: 1, store: 'requests'} as const;
/** Dispatched on window when this page changes the outbox; other tabs hear the channel. */
export const outboxChangeEvent = 'msingi-outbox-change';
export const outboxChannelName = 'msingi-outbox';
/** Where the previous release kept its requests (localStorage), and the Web Lock it sent under. */
export const legacyOutboxKey = 'msingi-outbox';
export const legacyOutboxLock = 'msingi-outbox';
/** Answers this browser got but could not write into the outbox (localStorage). */
export const unwrittenAnswersKey = 'msingi-outbox-answers';
