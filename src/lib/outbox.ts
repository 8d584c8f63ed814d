/**
 * The outbox: every quote request this browser sends, from the moment the visitor presses
 * Submit until it is sent and they have seen so, as one pure state machine. Where it is stored
 * and how tabs agree on it is outboxStore.ts; this module only says which moves are allowed.
 *
 *   waiting ──claim──▶ sending ──▶ sent | refused | unconfirmed
 *      │                  └──(nothing left the phone)──▶ waiting
 *      ├──cancel──▶ (gone)
 *      └──7 days after the visitor last asked──▶ expired
 *   unconfirmed, expired ──the visitor asks──▶ sending
 *   sent, refused, unconfirmed, expired ──dismiss, or kept long enough once seen──▶ (gone)
 *
 * A request goes by itself only from 'waiting', that is only while it certainly never left the
 * phone, and only within 7 days of the visitor's Submit (or last Send again): the pauses and
 * failed attempts in between do not extend them. Once it may have reached the e-mail service
 * (the connection dropped mid-way, no answer in time, a server error, its page closed while
 * sending) it is 'unconfirmed', and only the visitor sends it again, under the same reference.
 * Time alone removes only what the visitor has been shown.
 */
import {mayHaveArrived, type FailureKind, type SendResult} from './emailjs';
import type {FallbackLinks} from './inquirySummary';

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'refused' | 'unconfirmed' | 'expired';

/**
 * Who sends it: the quote form, while the visitor watches (it shows the outcome itself, so a
 * request that certainly did not arrive leaves the outbox), or the outbox, by itself.
 */
export type Sender = 'form' | 'outbox';

/** What the visitor asks: the e-mail and its fallbacks. */
export type RequestContent = {
  /** The e-mail's template_params but `to_email`, which comes from the page's settings. */
  readonly templateParams: Readonly<Record<string, string>>;
  /** The visitor's words, for their mail or WhatsApp app if it cannot be sent. */
  readonly fallback: FallbackLinks;
};

type RequestRecord = {
  /** Its reference (quoteReference.ts): the key, the same on every attempt. */
  readonly reference: string;
  /** When the visitor first pressed Submit (ms since the epoch). */
  readonly createdAt: number;
  /** When it last changed state. */
  readonly changedAt: number;
  /**
   * When the visitor last asked for it to be sent (Submit, Send again, Send it now): the 7 days
   * it may go by itself run from here. Requests kept by an earlier version have none: their
   * first Submit counts.
   */
  readonly askedAt?: number;
  /** When the visitor was first shown how it ended (sent, refused, unconfirmed, expired). */
  readonly seenAt?: number;
  /** The previous release's id of a request moved from it (legacyOutbox.ts). */
  readonly movedFrom?: string;
  readonly sender: Sender;
  /** Attempts so far; an answer counts only for the attempt it answers. */
  readonly attempts: number;
  /** After a rate limit, not sent by itself before this time. */
  readonly notBefore?: number;
};

/** A request not yet sent: it keeps the visitor's details, to send them or offer other ways. */
export type PendingRequest = RequestRecord &
  RequestContent & {readonly state: Exclude<OutboxState, 'sent'>};

/**
 * A request sent: only what the notice tells (its reference, that it was sent, and when), none of
 * the visitor's details, which the company now has (the privacy policy says so).
 */
export type SentRequest = RequestRecord & {readonly state: 'sent'};

export type OutboxRequest = PendingRequest | SentRequest;

const dayMs = 24 * 60 * 60 * 1000;
/** Longer than this after the visitor last asked, a request is not sent without asking again. */
export const outboxMaxWaitMs = 7 * dayMs;
/** How it ended is kept this long after the first Submit… */
export const outboxKeepMs = 30 * dayMs;
/** …and at least this long after the visitor was first shown it. */
export const outboxKeepSeenMs = 7 * dayMs;
/** After a rate limit, the first wait; it doubles with each attempt, up to an hour. */
export const rateLimitPauseMs = 60 * 1000;
const longestPauseMs = 60 * 60 * 1000;

export type OutboxEvent =
  /** The outbox takes a waiting request to send it. */
  | {readonly type: 'claim'}
  /**
   * The visitor pressed Submit, Send again or Send it now; the form sends what the visitor now
   * has on screen (`content`), under the same reference.
   */
  | {readonly type: 'sendNow'; readonly sender: Sender; readonly content?: RequestContent}
  /** The answer to attempt `attempt`. */
  | {readonly type: 'answer'; readonly attempt: number; readonly result: SendResult}
  /** The page sending it is gone with no answer. */
  | {readonly type: 'abandoned'; readonly attempt: number}
  /**
   * The quote form sending it left the screen (the visitor went to another page of the site):
   * the outbox keeps its outcome for the site-wide notice, as if it had sent it.
   */
  | {readonly type: 'formLeft'}
  | {readonly type: 'cancel'}
  | {readonly type: 'dismiss'}
  /** A page showed the visitor how it ended. */
  | {readonly type: 'seen'}
  /** Time passes: a long wait expires, an old request the visitor has seen leaves. */
  | {readonly type: 'age'};

/** What a move does: the request as it is now, 'gone' when it leaves the outbox, or 'not-allowed'. */
export type Move = OutboxRequest | 'gone' | 'not-allowed';

export type RequestFields = RequestContent & Pick<RequestRecord, 'reference'>;

/** A request put in the outbox to wait for a connection. */
export function newRequest(fields: RequestFields, now: number): PendingRequest {
  return {
    ...fields,
    createdAt: now,
    changedAt: now,
    askedAt: now,
    state: 'waiting',
    sender: 'outbox',
    attempts: 0,
  };
}

/** A request the quote form is sending at the visitor's first Submit. */
export function submitted(fields: RequestFields, now: number): PendingRequest {
  return {...newRequest(fields, now), state: 'sending', sender: 'form', attempts: 1};
}

/** When the visitor last asked for it to be sent. */
const askedAt = (request: OutboxRequest) => request.askedAt ?? request.createdAt;

/** Whether the 7 days in which it may go by itself are over. */
const tooLate = (request: OutboxRequest, now: number) => now - askedAt(request) > outboxMaxWaitMs;

/** Whether the outbox may take it now, by itself. */
export function isDue(request: OutboxRequest, now: number): boolean {
  return request.state === 'waiting' && !tooLate(request, now) && (request.notBefore ?? 0) <= now;
}

/** How it ended, which only the visitor clears (or time, once they have seen it). */
export const hasEnded = (request: OutboxRequest): boolean =>
  request.state !== 'waiting' && request.state !== 'sending';

/**
 * The next moment time alone changes what may be done with these requests: a rate limit's pause
 * ends, or a waiting request's 7 days run out; null when there is none.
 */
export function nextChangeAt(requests: readonly OutboxRequest[], now: number): number | null {
  const moments = requests
    .filter((request) => request.state === 'waiting')
    .flatMap((request) => {
      const expires = askedAt(request) + outboxMaxWaitMs + 1;
      const pause = request.notBefore;
      return pause !== undefined && pause > now && pause < expires ? [pause, expires] : [expires];
    });
  return moments.length > 0 ? Math.min(...moments) : null;
}

function to(request: PendingRequest, state: PendingRequest['state'], now: number): PendingRequest {
  return {...request, state, changedAt: now, notBefore: undefined, seenAt: undefined};
}

/** Sent: the record keeps what the notice needs, and none of the visitor's details. */
function sentRecord(request: OutboxRequest, changes: Partial<RequestRecord>): SentRequest {
  return {
    reference: request.reference,
    createdAt: request.createdAt,
    changedAt: request.changedAt,
    ...(request.askedAt === undefined ? {} : {askedAt: request.askedAt}),
    ...(request.seenAt === undefined ? {} : {seenAt: request.seenAt}),
    ...(request.movedFrom === undefined ? {} : {movedFrom: request.movedFrom}),
    sender: request.sender,
    attempts: request.attempts,
    ...changes,
    state: 'sent',
  };
}

function sending(
  request: PendingRequest,
  sender: Sender,
  now: number,
  content?: RequestContent,
): PendingRequest {
  return {...to(request, 'sending', now), ...content, sender, attempts: request.attempts + 1};
}

/** The visitor asked for it now: their 7 days start again. */
function asked(request: PendingRequest, sender: Sender, now: number, content?: RequestContent) {
  return {...sending(request, sender, now, content), askedAt: now};
}

/** After an answer that says it did not arrive: the form shows it and lets go; the outbox waits. */
function didNotArrive(request: PendingRequest, failure: FailureKind, now: number): Move {
  if (request.sender === 'form') return 'gone';
  if (failure === 'refused' || failure === 'not-configured') return to(request, 'refused', now);
  if (failure === 'rate-limited') {
    const pause = Math.min(rateLimitPauseMs * 2 ** (request.attempts - 1), longestPauseMs);
    return {...to(request, 'waiting', now), notBefore: now + pause};
  }
  return to(request, 'waiting', now);
}

function answered(request: PendingRequest, result: SendResult, now: number): Move {
  if (result.ok) {
    return request.sender === 'form' ? 'gone' : sentRecord(request, {changedAt: now});
  }
  if (mayHaveArrived(result.failure)) return to(request, 'unconfirmed', now);
  return didNotArrive(request, result.failure, now);
}

/** Whether time may take a request that has ended and been seen. */
const oldEnough = (request: OutboxRequest, now: number) =>
  request.seenAt !== undefined &&
  now - request.createdAt > outboxKeepMs &&
  now - request.seenAt > outboxKeepSeenMs;

/**
 * A sent request is only seen, dismissed or aged out. Each move writes it without details, so
 * one an earlier version kept whole loses them too.
 */
function moveSent(request: SentRequest, event: OutboxEvent, now: number): Move {
  switch (event.type) {
    case 'dismiss':
      return 'gone';
    case 'seen':
      return request.seenAt === undefined ? sentRecord(request, {seenAt: now}) : 'not-allowed';
    case 'age':
      return oldEnough(request, now) ? 'gone' : 'not-allowed';
    default:
      return 'not-allowed';
  }
}

export function move(request: OutboxRequest, event: OutboxEvent, now: number): Move {
  if (request.state === 'sent') return moveSent(request, event, now);
  switch (event.type) {
    case 'claim':
      return isDue(request, now) ? sending(request, 'outbox', now) : 'not-allowed';
    case 'sendNow':
      return request.state === 'waiting' ||
        request.state === 'unconfirmed' ||
        request.state === 'expired'
        ? asked(request, event.sender, now, event.content)
        : 'not-allowed';
    case 'answer':
      // A late answer to an attempt given up for lost still tells the truth; any other does not.
      return (request.state === 'sending' || request.state === 'unconfirmed') &&
        request.attempts === event.attempt
        ? answered(request, event.result, now)
        : 'not-allowed';
    case 'abandoned':
      return request.state === 'sending' && request.attempts === event.attempt
        ? to(request, 'unconfirmed', now)
        : 'not-allowed';
    case 'formLeft':
      return request.state === 'sending' && request.sender === 'form'
        ? {...request, sender: 'outbox'}
        : 'not-allowed';
    case 'cancel':
      return request.state === 'waiting' ? 'gone' : 'not-allowed';
    case 'dismiss':
      return request.state === 'waiting' || request.state === 'sending' ? 'not-allowed' : 'gone';
    case 'seen':
      return hasEnded(request) && request.seenAt === undefined
        ? {...request, seenAt: now}
        : 'not-allowed';
    case 'age':
      if (request.state === 'waiting' && tooLate(request, now)) {
        return to(request, 'expired', now);
      }
      return hasEnded(request) && oldEnough(request, now) ? 'gone' : 'not-allowed';
  }
}
