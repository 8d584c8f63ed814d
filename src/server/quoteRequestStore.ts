/**
 * POST /api/quote-requests on the public site (functions/api/quote-requests.ts): a visitor's
 * quote request, checked against the quote form's rules (src/data/quoteRules.ts, as the wizard
 * checks them: src/lib/quoteChecks.ts) and kept in the inbox's D1 database (schema:
 * migrations/0001_quote_requests.sql) before it is mailed, so one lost e-mail loses no client.
 * The wizard has already said what is wrong in the visitor's language; what this answers is for
 * the developer and staff, in English. Pure: the request, the database and the clock come in.
 * docs/decisions/0087-staff-inbox-behind-access.md.
 */
import {quoteRules, type FieldRule} from '../data/quoteRules';
import {siteLocales} from '../lib/newsletter';
import {isPlainText} from '../lib/plainText';
import {answerFault, plausiblePhone, type Fault} from '../lib/quoteChecks';
import {referencePattern} from '../lib/quoteReference';
import {jsonResponse} from './jsonResponse';
import {readBoundedBody} from './requestBody';
import type {InboxDatabase} from './requestInbox';

/** Every answer at its longest is under 3 KB and a full estimate about 2 KB; far more than both. */
export const largestQuoteRequest = 32 * 1024;
/** The estimator's whole result is about 2 KB of JSON; four times that. */
export const largestEstimate = 8 * 1024;

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

/** The one answer's message, or undefined when it is accepted. */
function answerError(rule: FieldRule, answer: unknown, sent: boolean): string | undefined {
  const expected = accepted(rule);
  if (!sent) {
    return `Missing: every field is sent ('' or false when not answered). Accepted: ${expected}.`;
  }
  if (rule.kind === 'checkbox' ? typeof answer !== 'boolean' : typeof answer !== 'string') {
    return `${rule.kind === 'checkbox' ? 'Not true or false' : 'Not a string'}. Accepted: ${expected}.`;
  }
  if (typeof answer === 'string' && !isPlainText(answer)) {
    return `Holds a control character (only tab and line feed are kept). Accepted: ${expected}.`;
  }
  const fault = answerFault(rule, answer as string | boolean, plausiblePhone);
  return fault && `${faultWords(rule, fault)}. Accepted: ${expected}.`;
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
    const answer = value[name];
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
  const fields: Record<string, string> = {};
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
  if (
    estimate !== undefined &&
    estimate !== null &&
    !(
      isObject(estimate) &&
      new TextEncoder().encode(JSON.stringify(estimate)).length <= largestEstimate
    )
  ) {
    fields.estimate = `Must be an object of at most ${largestEstimate / 1024} KB as JSON, null or left out.`;
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

export type Stored = {
  /** `new`: kept now; `repeat`: a request under this reference was kept before. */
  readonly outcome: 'new' | 'repeat';
  /** When the request under this reference was first kept. */
  readonly receivedAt: string;
};

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
  const row = await db
    .prepare('SELECT received_at FROM quote_requests WHERE reference = ?')
    .bind(reference)
    .first<{received_at: string}>();
  if (!row) {
    throw new Error(`Quote request ${reference} was kept, then gone before it was read.`);
  }
  return {outcome: kept?.meta.changes === 1 ? 'new' : 'repeat', receivedAt: row.received_at};
}

/** The public project's bindings (docs/deploy.md). */
export type QuoteStoreSettings = {readonly INBOX?: InboxDatabase};

const refused = (refusal: Refusal) => jsonResponse(refusal, 400);
const notJson: Refusal = {
  error: 'The body is not JSON in UTF-8: send the quote request as JSON.',
  fields: {},
};

/**
 * Checks and keeps a quote request: 201 when kept now, 200 when it was kept before (both with
 * the reference and when it was first kept), 400 with what is wrong, 503 when it cannot be kept.
 */
export async function handleQuoteRequest(
  request: Request,
  settings: QuoteStoreSettings,
  {now = Date.now}: {readonly now?: () => number} = {},
): Promise<Response> {
  const db = settings.INBOX;
  if (!db) {
    return jsonResponse(
      {
        error:
          'Quote requests are not kept on this host yet: bind the inbox’s D1 database as INBOX. The visitor’s e-mail is sent all the same.',
      },
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
  try {
    const stored = await storeQuoteRequest(db, read.request, new Date(now()).toISOString());
    return jsonResponse(
      {reference: read.request.reference, stored: true, receivedAt: stored.receivedAt},
      stored.outcome === 'new' ? 201 : 200,
    );
  } catch (error) {
    // The host's log (wrangler tail, the dashboard) says why; never the visitor's answers.
    console.error(`Quote request store: ${error instanceof Error ? error.message : String(error)}`);
    return jsonResponse(
      {error: 'The quote request could not be kept just now: send it again.'},
      503,
    );
  }
}
