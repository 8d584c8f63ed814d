/**
 * POST /api/quote-requests on the public site (functions/api/quote-requests.ts): a visitor's
 * quote request, checked against the quote form's rules (src/data/quoteRules.ts, as the wizard
 * checks them: src/lib/quoteChecks.ts) and kept in the inbox's D1 database (schema:
 * migrations/0001_quote_requests.sql) before it is mailed, so one lost e-mail loses no client.
 * The wizard has already said what is wrong in the visitor's language; what this answers is for
 * the developer and staff, in English. Pure: the request, the database, the rate limits' store
 * and the clock come in. docs/decisions/0087-staff-inbox-behind-access.md.
 */
import {quoteRules, type FieldRule} from '../data/quoteRules';
import {siteLocales} from '../lib/newsletter';
import {isPlainText} from '../lib/plainText';
import {answerFault, plausiblePhone, type Fault} from '../lib/quoteChecks';
import {referencePattern} from '../lib/quoteReference';
import {connectionKey} from './connectionKey';
import {jsonResponse} from './jsonResponse';
import {
  hashedKey,
  memoryStore,
  secondsLeftInWindow,
  takeAttempt,
  type CounterStore,
  type Limit,
} from './rateLimit';
import {readBoundedBody} from './requestBody';
import type {InboxDatabase} from './requestInbox';

/** Every answer at its longest is under 3 KB and a full estimate about 2 KB; far more than both. */
export const largestQuoteRequest = 32 * 1024;
/** The estimator's whole result is about 2 KB of JSON; four times that. */
export const largestEstimate = 8 * 1024;
/** The estimator's result nests a few levels; JSON.stringify recurses, so far deeper is refused first. */
export const deepestEstimate = 8;

/**
 * New requests an hour: a connection may carry a household or an office (a mobile network puts
 * many phones behind one address), a phone number is one client sending a few corrected
 * requests. A repeat of a kept reference is not counted.
 */
export const requestLimits = {
  perConnection: {max: 10, windowSeconds: 3600},
  perPhone: {max: 3, windowSeconds: 3600},
} as const satisfies Record<string, Limit>;

type Rules = typeof quoteRules;
type FieldName = keyof Rules;

/** The answers as kept: text trimmed, a choice or '' for none, a box ticked or not. */
export type CheckedAnswers = {
  readonly [K in FieldName]: Rules[K]['kind'] extends 'checkbox' ? boolean : string;
};

export type QuoteRequest = {
  readonly reference: string;
  readonly language: (typeof siteLocales)[number];
  readonly answers: CheckedAnswers;
  /** The estimate the visitor sent the request from, as sent, or null. */
  readonly estimate: Readonly<Record<string, unknown>> | null;
};

/** What is wrong with a request: a sentence, and a message for each field at fault. */
export type Refusal = {readonly error: string; readonly fields: Readonly<Record<string, string>>};

const fieldNames = Object.keys(quoteRules) as FieldName[];
const requestKeys = ['reference', 'language', 'answers', 'estimate'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const listed = (values: readonly string[]) => values.join(', ');

/** What a field accepts, as its messages end. */
function accepted(rule: FieldRule): string {
  switch (rule.kind) {
    case 'checkbox':
      return rule.required ? 'true' : 'true or false';
    case 'select':
    case 'radio':
      return `one of: ${listed(rule.values)}${rule.required ? '' : ", or '' for none"}`;
    case 'email':
      return `an e-mail address like name@example.com, at most ${rule.maxLength} characters`;
    case 'tel':
      return `a phone number of 9 to 15 digits, written with digits, spaces, ( ) . - and a leading +, at most ${rule.maxLength} characters`;
    default:
      return `text of ${rule.required ? 1 : 0} to ${rule.maxLength} characters${rule.singleLine ? ' on one line' : ''}`;
  }
}

/** What is wrong, as a message starts. */
function faultWords(rule: FieldRule, fault: Fault): string {
  switch (fault) {
    case 'required':
      return rule.kind === 'checkbox' ? 'Not ticked' : 'Not answered';
    case 'multiline':
      return 'Holds a line break';
    case 'tooLong':
      return 'Too long';
    case 'invalid':
      return 'Not accepted';
  }
}

/** Half of a character: a high surrogate without its low one, or a low one without its high. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * The zero-width space and direction marks: unseen, yet they hide or reorder what staff read.
 * The zero-width joiner and non-joiner (U+200C, U+200D) stay: emoji and some scripts need them.
 */
const formatCharacter = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

/**
 * Why text cannot be kept as staff will read it, or undefined. Checked here only, as control
 * characters always were: the wizard would need a message in each language for every field.
 */
function hiddenCharacterError(text: string): string | undefined {
  if (!isPlainText(text)) {
    return 'Holds a control character (only tab and line feed are kept).';
  }
  if (loneSurrogate.test(text)) {
    return 'Holds half a character (an unpaired UTF-16 surrogate).';
  }
  // trim() drops a byte-order mark at either end, where a paste may bring one; inside, it hides.
  if (formatCharacter.test(text.trim())) {
    return 'Holds an invisible formatting character (a zero-width space U+200B or U+FEFF, or a direction mark U+200E, U+200F, U+202A to U+202E or U+2066 to U+2069).';
  }
  return undefined;
}

/** The one answer's message, or undefined when it is accepted. `answer` is NFC if a string. */
function answerError(rule: FieldRule, answer: unknown, sent: boolean): string | undefined {
  const expected = accepted(rule);
  if (!sent) {
    return `Missing: every field is sent ('' or false when not answered). Accepted: ${expected}.`;
  }
  if (rule.kind === 'checkbox' ? typeof answer !== 'boolean' : typeof answer !== 'string') {
    return `${rule.kind === 'checkbox' ? 'Not true or false' : 'Not a string'}. Accepted: ${expected}.`;
  }
  const hidden = typeof answer === 'string' ? hiddenCharacterError(answer) : undefined;
  if (hidden) {
    return `${hidden} Accepted: ${expected}.`;
  }
  const fault = answerFault(rule, answer as string | boolean, plausiblePhone);
  return fault && `${faultWords(rule, fault)}. Accepted: ${expected}.`;
}

/** Keys that reach an object's prototype when a reader copies or merges the estimate. */
const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

/**
 * What is wrong inside the estimate (an object at `depth`), or undefined. Walked before
 * anything serialises it, at most `deepestEstimate` levels, so no nesting reaches a recursion
 * limit.
 */
function estimateContentError(value: object, depth: number): string | undefined {
  if (depth > deepestEstimate) {
    return `Nested more than ${deepestEstimate} deep: an estimate is at most ${deepestEstimate} levels of objects and lists.`;
  }
  for (const [key, item] of Object.entries(value)) {
    if (prototypeKeys.includes(key)) {
      return `Holds the key ${key}, refused at any depth: ${listed(prototypeKeys)}.`;
    }
    const error =
      hiddenCharacterError(key) ??
      (typeof item === 'string'
        ? hiddenCharacterError(item)
        : item !== null && typeof item === 'object'
          ? estimateContentError(item, depth + 1)
          : undefined);
    if (error) {
      return error;
    }
  }
  return undefined;
}

/** The estimate's message, or undefined when it is accepted (or not sent). */
function estimateError(estimate: unknown): string | undefined {
  if (estimate === undefined || estimate === null) {
    return undefined;
  }
  const tooLarge = `Must be an object of at most ${largestEstimate / 1024} KB as JSON, null or left out.`;
  if (!isObject(estimate)) {
    return tooLarge;
  }
  return (
    estimateContentError(estimate, 1) ??
    (new TextEncoder().encode(JSON.stringify(estimate)).length > largestEstimate
      ? tooLarge
      : undefined)
  );
}

/**
 * The answers checked, each fault written into `fields`; complete only when none was (the
 * request is refused otherwise).
 */
function checkAnswers(value: unknown, fields: Record<string, string>): CheckedAnswers | null {
  if (!isObject(value)) {
    fields.answers = `Must be an object of the quote request's fields: ${listed(fieldNames)}.`;
    return null;
  }
  for (const key of Object.keys(value)) {
    if (!(fieldNames as string[]).includes(key)) {
      fields[key] = `Not a field of the quote request; they are: ${listed(fieldNames)}.`;
    }
  }
  const checked: Record<string, string | boolean> = {};
  for (const name of fieldNames) {
    // Composed, so one name is kept (and searched) as one spelling, however it was typed.
    const answer = typeof value[name] === 'string' ? value[name].normalize('NFC') : value[name];
    const error = answerError(quoteRules[name], answer, Object.hasOwn(value, name));
    if (error) {
      fields[name] = error;
    } else {
      checked[name] = typeof answer === 'string' ? answer.trim() : (answer as boolean);
    }
  }
  return checked as CheckedAnswers;
}

/** A request as sent, checked; or what is wrong with it. */
export function readQuoteRequest(
  body: unknown,
):
  | {readonly ok: true; readonly request: QuoteRequest}
  | {readonly ok: false; readonly refusal: Refusal} {
  if (!isObject(body)) {
    return {
      ok: false,
      refusal: {
        error: `Send a quote request as a JSON object of ${listed(requestKeys)} (optional).`,
        fields: {},
      },
    };
  }
  // No prototype: `fields['__proto__'] = …` on a plain object sets nothing, so a request's
  // `__proto__` key would pass unnamed.
  const fields = Object.create(null) as Record<string, string>;
  for (const key of Object.keys(body)) {
    if (!requestKeys.includes(key)) {
      fields[key] = `Not part of a quote request; it has ${listed(requestKeys)} (optional).`;
    }
  }
  const {reference, language, answers, estimate} = body;
  if (typeof reference !== 'string' || !referencePattern.test(reference)) {
    fields.reference = "Must be the request's reference, like MSG-260514-K7D2QX.";
  }
  if (typeof language !== 'string' || !(siteLocales as readonly string[]).includes(language)) {
    fields.language = `Must be one of: ${listed(siteLocales)}.`;
  }
  const checked = checkAnswers(answers, fields);
  const estimateFault = estimateError(estimate);
  if (estimateFault) {
    fields.estimate = estimateFault;
  }
  const faults = Object.keys(fields);
  if (faults.length > 0 || !checked) {
    return {
      ok: false,
      refusal: {error: `The quote request is not accepted: see ${listed(faults)}.`, fields},
    };
  }
  return {
    ok: true,
    request: {
      reference: reference as string,
      language: language as QuoteRequest['language'],
      answers: checked,
      estimate: isObject(estimate) ? estimate : null,
    },
  };
}

/** `new`: kept now; `repeat`: a request under this reference was kept before. */
export type Stored = 'new' | 'repeat';

/** Whether a request under `reference` is kept already. */
async function isKept(db: InboxDatabase, reference: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS kept FROM quote_requests WHERE reference = ?')
    .bind(reference)
    .first<{kept: number}>();
  return row !== null;
}

/**
 * Keeps a request and its first history entry in one transaction, keyed by its reference: the
 * same request sent again (the wizard's retries and its outbox keep the reference) makes no
 * second row and no second entry. The row kept is the first one's, even if a later body differs
 * (a visitor may correct an answer after a failed send and send again under the same reference):
 * the request is kept, which is all the sender needs to know, and refusing the later one with
 * 409 would leave the sender nothing to do but fail. The e-mail carries the later words.
 */
export async function storeQuoteRequest(
  db: InboxDatabase,
  request: QuoteRequest,
  at: string,
): Promise<Stored> {
  const {reference, answers} = request;
  const [kept] = await db.batch([
    db
      .prepare(
        `INSERT INTO quote_requests
           (reference, received_at, language, name, phone, email, place, answers, estimate, status, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?)
         ON CONFLICT (reference) DO NOTHING`,
      )
      .bind(
        reference,
        at,
        request.language,
        `${answers.firstName} ${answers.lastName}`,
        answers.phone,
        answers.email,
        answers.city || answers.address,
        JSON.stringify(answers),
        request.estimate && JSON.stringify(request.estimate),
        at,
      ),
    // Only if the row above was written: a repeat leaves the history as it was.
    db
      .prepare(
        `INSERT INTO request_events (reference, at, actor, action)
         SELECT ?, ?, 'visitor', 'received' WHERE changes() = 1`,
      )
      .bind(reference, at),
  ]);
  return kept?.meta.changes === 1 ? 'new' : 'repeat';
}

/** The public project's bindings (docs/deploy.md). */
export type QuoteStoreSettings = {
  readonly INBOX?: InboxDatabase;
  /** A KV namespace for rate limits shared by every isolate; memory otherwise. */
  readonly REQUEST_LIMITS?: CounterStore;
};

/**
 * Counts a new request against both limits (both always, so a flood of numbers from one
 * connection is slowed too): the seconds until the later refusing window ends, or null when
 * neither refuses. A phone number counts by its digits, however it is written; an IPv6 /64
 * counts as one connection, and a missing or unreadable CF-Connecting-IP (Cloudflare always
 * sets a valid one) as one connection, `unknown`, so made-up values spread nothing.
 */
async function refusedForSeconds(
  store: CounterStore,
  ip: string | null,
  phone: string,
  nowMs: number,
): Promise<number | null> {
  const counted = await Promise.all(
    (
      [
        ['connection', connectionKey(ip ?? '') ?? 'unknown', requestLimits.perConnection],
        ['phone', phone.replace(/\D/g, ''), requestLimits.perPhone],
      ] as const
    ).map(async ([kind, value, limit]) => {
      const key = await hashedKey('quote-request', kind, value);
      return (await takeAttempt(store, key, limit, nowMs)) ? 0 : secondsLeftInWindow(limit, nowMs);
    }),
  );
  const wait = Math.max(...counted);
  return wait > 0 ? wait : null;
}

const refused = (refusal: Refusal) => jsonResponse(refusal, 400);
const notJson: Refusal = {
  error: 'The body is not JSON in UTF-8: send the quote request as JSON.',
  fields: {},
};

/**
 * That the request under `reference` is kept, and no more: not when, which would tell anyone
 * holding a reference that a request exists and since when.
 */
const keptAnswer = (reference: string, status: 200 | 201) =>
  jsonResponse({reference, stored: true}, status);

function tooMany(seconds: number): Response {
  const minutes = Math.ceil(seconds / 60);
  const response = jsonResponse(
    {
      error: `Too many new quote requests just now: send it again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    429,
  );
  response.headers.set('Retry-After', String(seconds));
  return response;
}

/** One store per isolate, for when no KV namespace is bound. */
const isolateStore = memoryStore();

export type QuoteStoreDependencies = {
  readonly now?: () => number;
  /** Replaces the isolate's memory when no KV namespace is bound (tests). */
  readonly memory?: CounterStore;
};

/**
 * Checks and keeps a quote request: 201 when kept now, 200 when it was kept before (both with
 * the reference only), 400 with what is wrong, 429 when a new request is over a rate limit
 * (with Retry-After), 503 when it cannot be kept.
 */
export async function handleQuoteRequest(
  request: Request,
  settings: QuoteStoreSettings,
  {now = Date.now, memory = isolateStore}: QuoteStoreDependencies = {},
): Promise<Response> {
  const db = settings.INBOX;
  if (!db) {
    // Staff read the host's log; a caller learns nothing of the host's bindings.
    console.error(
      'Quote request store: no D1 database is bound as INBOX; bind the inbox’s database (docs/deploy.md).',
    );
    return jsonResponse(
      {error: 'Quote requests cannot be kept just now: the visitor’s e-mail is sent all the same.'},
      503,
    );
  }
  // A browser names the page's origin: another site's page posting here is turned away.
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== new URL(request.url).origin) {
    return jsonResponse({error: 'Quote requests are taken from this site’s own pages only.'}, 403);
  }
  if (!request.headers.get('Content-Type')?.startsWith('application/json')) {
    return jsonResponse(
      {error: 'Send the quote request as JSON (Content-Type: application/json).'},
      415,
    );
  }
  const body = await readBoundedBody(request, largestQuoteRequest);
  if ('refused' in body) {
    return body.refused === 'too-large'
      ? jsonResponse({error: `A quote request is at most ${largestQuoteRequest / 1024} KB.`}, 413)
      : refused(notJson);
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return refused(notJson);
  }
  const read = readQuoteRequest(json);
  if (!read.ok) {
    return refused(read.refusal);
  }
  const {reference, answers} = read.request;
  const at = now();
  try {
    // The wizard's retries and outbox send a kept reference again: kept, so neither counted
    // nor refused.
    if (await isKept(db, reference)) {
      return keptAnswer(reference, 200);
    }
    const wait = await refusedForSeconds(
      settings.REQUEST_LIMITS ?? memory,
      request.headers.get('CF-Connecting-IP'),
      answers.phone,
      at,
    );
    if (wait !== null) {
      return tooMany(wait);
    }
    const stored = await storeQuoteRequest(db, read.request, new Date(at).toISOString());
    return keptAnswer(reference, stored === 'new' ? 201 : 200);
  } catch (error) {
    // The host's log (wrangler tail, the dashboard) says why; never the visitor's answers.
    console.error(`Quote request store: ${error instanceof Error ? error.message : String(error)}`);
    return jsonResponse(
      {error: 'The quote request could not be kept just now: send it again.'},
      503,
    );
  }
}
