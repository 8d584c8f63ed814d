/**
 * The previous release kept quote requests in localStorage ('msingi-outbox'), without a
 * reference. Each is moved once into today's outbox, under a reference made from a SHA-256 of
 * its old id, and remembers that id (`movedFrom`), so two tabs moving them at once make one
 * request each, not two; an old request whose reference another already holds takes the next
 * one its id gives, not the other's place. The old key is removed once every one is in.
 */
import {summaryText} from '@site/src/data/quoteForm';
import type {FallbackLinks} from './inquirySummary';
import {newRequest, type OutboxRequest, type OutboxState} from './outbox';
import {legacyOutboxKey, legacyOutboxLock} from './outboxKeys';
import type {OutboxStore} from './outboxStore';
import {
  newQuoteReference,
  referenceCharacters,
  referenceDay,
  referencePrefix,
} from './quoteReference';

type LegacyRequest = {
  readonly id: string;
  readonly createdAt: number;
  readonly state: string;
  readonly templateParams: Readonly<Record<string, string>>;
  readonly fallback: FallbackLinks;
};

function isLegacy(value: unknown): value is LegacyRequest {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<LegacyRequest>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.createdAt === 'number' &&
    typeof entry.state === 'string' &&
    typeof entry.templateParams?.fullMessage === 'string' &&
    typeof entry.fallback?.email === 'string' &&
    typeof entry.fallback.whatsapp === 'string'
  );
}

// A request the old outbox found 'sending' may have arrived, as may one it had 'unconfirmed'.
const states: Readonly<Record<string, OutboxState>> = {
  waiting: 'waiting',
  sending: 'unconfirmed',
  unconfirmed: 'unconfirmed',
  refused: 'refused',
  expired: 'expired',
};

/** How many references an old id offers before a random one is taken. */
const referencesPerId = 4;

/**
 * The references an old request may take, in order: the same every time for the same id (the
 * `n`th from the SHA-256 of the id and n), on the day it was first sent.
 */
export async function referencesFor(id: string, createdAt: number): Promise<string[]> {
  const day = referenceDay(createdAt);
  return Promise.all(
    Array.from({length: referencesPerId}, async (_, n) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${n}:${id}`));
      return `${referencePrefix}${day}-${referenceCharacters(new Uint8Array(digest))}`;
    }),
  );
}

/** One old request, ready to move in under the first of its references that is free. */
export type LegacyMove = {
  readonly id: string;
  readonly references: readonly string[];
  readonly under: (reference: string) => OutboxRequest;
};

/** The old outbox's requests, from the stored text; anything unreadable is left out. */
export async function fromLegacyOutbox(stored: string | null): Promise<LegacyMove[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries = parsed.filter(isLegacy).filter((entry) => entry.state in states);
  return Promise.all(
    entries.map(async (entry): Promise<LegacyMove> => {
      const state = states[entry.state]!;
      // The recipient is read from the page's settings when it is sent; the old copy goes.
      const params = Object.entries(entry.templateParams).filter(([key]) => key !== 'to_email');
      const references = await referencesFor(entry.id, entry.createdAt);
      return {
        id: entry.id,
        references: [...references, newQuoteReference(entry.createdAt)],
        under: (reference) => ({
          ...newRequest(
            {
              reference,
              templateParams: {
                ...Object.fromEntries(params),
                fullMessage: `${summaryText.reference}: ${reference}\n\n${entry.templateParams.fullMessage}`,
                reference,
              },
              fallback: entry.fallback,
            },
            entry.createdAt,
          ),
          state,
          attempts: state === 'waiting' ? 0 : 1,
          movedFrom: entry.id,
        }),
      };
    }),
  );
}

/**
 * Moves the previous release's outbox into `store`, once: under the Web Lock the previous release
 * sent under, so neither a tab of it nor another tab of this one sends a request as it moves.
 * Where storage refuses, the old requests stay where they are for the next page.
 */
export async function moveLegacyOutbox(store: OutboxStore): Promise<void> {
  try {
    await store.withLock(legacyOutboxLock, async () => {
      const stored = window.localStorage.getItem(legacyOutboxKey);
      if (stored === null) return;
      // One that found every reference it offers taken stays, for the next page (another random one).
      if (await store.moveIn(await fromLegacyOutbox(stored))) {
        window.localStorage.removeItem(legacyOutboxKey);
      }
    });
  } catch {
    // Nothing moved, nothing removed.
  }
}
