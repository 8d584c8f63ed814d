/**
 * The previous release kept quote requests in localStorage ('msingi-outbox'), without a
 * reference. They are moved once into today's outbox, each under a reference made from its old
 * id (so two tabs moving them at once make one request, not two), and the old key is removed, so
 * nothing stays longer than the storage sentence says.
 */
import {summaryText} from '@site/src/data/quoteForm';
import type {FallbackLinks} from './inquirySummary';
import {newRequest, type OutboxRequest, type OutboxState} from './outbox';
import {newQuoteReference} from './quoteReference';

export const legacyOutboxKey = 'msingi-outbox';

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

/** The same old id always gives the same reference. */
export function referenceFor(id: string): string {
  const bytes = new TextEncoder().encode(id);
  return newQuoteReference((target) =>
    target.map((_, i) => bytes.reduce((sum, byte, j) => (sum * 31 + byte * (i + j + 1)) & 255, i)),
  );
}

/** The old outbox's requests as today's, from the stored text; anything unreadable is dropped. */
export function fromLegacyOutbox(stored: string | null): OutboxRequest[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isLegacy).flatMap((entry) => {
    const state = states[entry.state];
    if (!state) return [];
    const reference = referenceFor(entry.id);
    // The recipient is read from the page's settings when it is sent; the old copy goes.
    const params = Object.entries(entry.templateParams).filter(([key]) => key !== 'to_email');
    const templateParams = {
      ...Object.fromEntries(params),
      fullMessage: `${summaryText.reference}: ${reference}\n\n${entry.templateParams.fullMessage}`,
      reference,
    };
    const request = newRequest(
      {reference, templateParams, fallback: entry.fallback},
      entry.createdAt,
    );
    return [{...request, state, attempts: state === 'waiting' ? 0 : 1}];
  });
}
