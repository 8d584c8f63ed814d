/**
 * The staff inbox's list of quote requests, read from the D1 database (schema:
 * migrations/0001_quote_requests.sql): newest first, a page at a time, by status, and searched by
 * name, phone, place or reference. A page is found by where the last one ended (the last row's
 * time and reference), not by counting rows, so the first page and the hundredth cost the same
 * with 10,000 requests kept. Pure: the database comes in.
 * docs/decisions/0087-staff-inbox-behind-access.md.
 */

import {isPlainText} from '../lib/plainText';
import {jsonResponse} from './jsonResponse';
import {eraseRequest} from './requestRetention';
import {staffOf, type AccessSettings} from './staffAccess';

/** A statement with its values, as D1 runs it. */
export type BoundStatement = {
  all<Row>(): Promise<{results: Row[]}>;
  first<Row>(): Promise<Row | null>;
};

/** The slice of D1's binding used here (Cloudflare's `D1Database`). */
export type InboxDatabase = {
  prepare(query: string): {bind(...values: unknown[]): BoundStatement};
  /** Runs the statements in one transaction. */
  batch(statements: readonly BoundStatement[]): Promise<readonly {meta: {changes: number}}[]>;
};

export const requestStatuses = [
  'new',
  'contacted',
  'visit-booked',
  'quoted',
  'won',
  'lost',
  'spam',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** A request as the list shows it. */
export type ListedRequest = {
  readonly reference: string;
  readonly receivedAt: string;
  readonly language: string;
  readonly name: string;
  readonly phone: string;
  readonly place: string;
  readonly status: RequestStatus;
  readonly assignee: string | null;
};

export type RequestList = {
  readonly requests: readonly ListedRequest[];
  /** Where the next page starts, or null on the last page. */
  readonly next: string | null;
};

export type ListQuery = {
  readonly status?: RequestStatus;
  readonly search?: string;
  /** The `next` of the page before. */
  readonly after?: string;
  readonly limit?: number;
};

export const pageSize = 50;
/**
 * D1 refuses a LIKE pattern over 50 bytes: a search is at most this many, once its `%`, `_` and
 * `\` are escaped and the two `%` around it added.
 */
const longestPattern = 50;

type Row = {
  reference: string;
  received_at: string;
  language: string;
  name: string;
  phone: string;
  place: string;
  status: RequestStatus;
  assignee: string | null;
};

/** A search's words as a LIKE pattern: its own `%`, `_` and `\` are only characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** `next` is the last row's time and reference; anything else starts at the first page. */
function cursorOf(after: string | undefined): [string, string] | null {
  const match = after ? /^(\d{4}-\d\d-\d\dT[\d:.]+Z)~(.{1,40})$/.exec(after) : null;
  return match ? [match[1]!, match[2]!] : null;
}

/** Whether a search fits the pattern D1 takes. */
export const searchFits = (search: string) =>
  new TextEncoder().encode(likePattern(search.trim())).length <= longestPattern;

/** Longest a search may be, in the words the inbox says it. */
export const searchTooLong =
  'A search is at most 40 letters or digits (fewer with accents or %, _ and \\).';

/** One page of the list. */
export function listRequests(db: InboxDatabase, query: ListQuery = {}): Promise<RequestList> {
  return selectRequests(db, query, pageSize);
}

/** Up to `most` requests from where `query.after` left off, newest first. */
async function selectRequests(
  db: InboxDatabase,
  query: ListQuery,
  most: number,
): Promise<RequestList> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? most), 1), most);
  const where: string[] = [];
  const values: unknown[] = [];
  if (query.status) {
    where.push('status = ?');
    values.push(query.status);
  }
  const search = query.search?.trim();
  if (search && !searchFits(search)) throw new RangeError(searchTooLong);
  if (search) {
    const pattern = likePattern(search);
    const matches = ['lower(name)', 'lower(place)', 'lower(reference)'].map(
      (column) => `${column} LIKE ? ESCAPE '\\'`,
    );
    values.push(pattern, pattern, pattern);
    // Digits alone also find a phone number however it was spaced or prefixed.
    const digits = search.replace(/\D/g, '');
    if (digits.length >= 3) {
      matches.push(`replace(replace(phone, ' ', ''), '+', '') LIKE ? ESCAPE '\\'`);
      values.push(likePattern(digits));
    }
    where.push(`(${matches.join(' OR ')})`);
  }
  const cursor = cursorOf(query.after);
  if (cursor) {
    where.push('(received_at < ? OR (received_at = ? AND reference < ?))');
    values.push(cursor[0], cursor[0], cursor[1]);
  }
  const {results} = await db
    .prepare(
      `SELECT reference, received_at, language, name, phone, place, status, assignee
       FROM quote_requests
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY received_at DESC, reference DESC
       LIMIT ?`,
    )
    .bind(...values, limit + 1)
    .all<Row>();
  const page = results.slice(0, limit);
  const last = page.at(-1);
  return {
    requests: page.map((row) => ({
      reference: row.reference,
      receivedAt: row.received_at,
      language: row.language,
      name: row.name,
      phone: row.phone,
      place: row.place,
      status: row.status,
      assignee: row.assignee,
    })),
    next: results.length > limit && last ? `${last.received_at}~${last.reference}` : null,
  };
}

/** The inbox project's settings and bindings. */
export type InboxSettings = AccessSettings & {readonly INBOX?: InboxDatabase};

/** What a handler of the inbox is given once Access has vouched for the member of staff. */
type StaffCall = {
  readonly db: InboxDatabase;
  readonly staff: string;
  /** Now, as the history and the log write it. */
  readonly at: Date;
};

type HandlerOptions = Parameters<typeof staffOf>[2];

/** What anyone Access did not let through is told. */
const publicRefusals = {
  401: 'Sign in through Cloudflare Access.',
  403: 'Cloudflare Access did not let this request through: sign in again.',
  500: 'The inbox is not set up yet.',
  503: 'The inbox cannot check your sign-in right now: try again in a minute.',
} as const;

/** Runs `handle` for a member of staff Access let through; for anyone else, nothing is shown. */
async function forStaff(
  request: Request,
  settings: InboxSettings,
  options: HandlerOptions,
  handle: (call: StaffCall) => Promise<Response>,
): Promise<Response> {
  const access = await staffOf(request, settings, options);
  if (!access.ok) {
    // Why is for the host's log; a caller Access did not vouch for learns nothing of the checks.
    console.warn(`inbox: ${access.status} ${access.reason}`);
    return jsonResponse({error: publicRefusals[access.status]}, access.status);
  }
  if (!settings.INBOX) {
    console.error('inbox: the database is not bound as INBOX');
    return jsonResponse({error: publicRefusals[500]}, 500);
  }
  // A change comes from the inbox's own page: Access's cookie rides along with a form another
  // site posts, so a change must name this origin and be JSON, which no plain form can send.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (request.headers.get('Origin') !== new URL(request.url).origin) {
      return jsonResponse({error: 'Changes are taken from the inbox’s own pages only.'}, 403);
    }
    if (
      request.method === 'POST' &&
      !request.headers.get('Content-Type')?.startsWith('application/json')
    ) {
      return jsonResponse(
        {error: 'Send the change as JSON (Content-Type: application/json).'},
        415,
      );
    }
  }
  return handle({
    db: settings.INBOX,
    staff: access.staff.email,
    at: new Date((options?.now ?? Date.now)()),
  });
}

/** The list's search from a query string, or the answer saying how long one may be. */
function searchOf(params: URLSearchParams): string | undefined | Response {
  const search = params.get('q')?.trim() || undefined;
  return search && !searchFits(search) ? jsonResponse({error: searchTooLong}, 400) : search;
}

/** The list's status filter from a query string, or the answer naming the statuses there are. */
function statusOf(params: URLSearchParams): RequestStatus | undefined | Response {
  const status = params.get('status') || undefined;
  if (status && !(requestStatuses as readonly string[]).includes(status)) {
    return jsonResponse({error: `The status must be one of: ${requestStatuses.join(', ')}.`}, 400);
  }
  return status as RequestStatus | undefined;
}

/**
 * GET /api/requests on the inbox's origin: a page of the list, for a member of staff Access let
 * through (`?status=new&q=Kilimani&after=…`); nothing at all for anyone else.
 */
export async function handleRequestList(
  request: Request,
  settings: InboxSettings,
  options?: HandlerOptions,
): Promise<Response> {
  return forStaff(request, settings, options, async ({db}) => {
    const params = new URL(request.url).searchParams;
    const status = statusOf(params);
    if (status instanceof Response) return status;
    const search = searchOf(params);
    if (search instanceof Response) return search;
    return jsonResponse(
      await listRequests(db, {
        status,
        search,
        after: params.get('after') ?? undefined,
      }),
    );
  });
}

/** One entry of a request's history. */
export type RequestEvent = {
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly detail: string | null;
};

/** A request as its page shows it. */
export type RequestRecord = ListedRequest & {
  readonly email: string;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly estimate: unknown;
  readonly spamReason: string | null;
  readonly version: number;
  readonly history: readonly RequestEvent[];
};

type FullRow = Row & {
  email: string;
  answers: string;
  estimate: string | null;
  spam_reason: string | null;
  version: number;
};

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

async function readRecord(db: InboxDatabase, reference: string): Promise<RequestRecord | null> {
  const row = await db
    .prepare(
      `SELECT reference, received_at, language, name, phone, email, place, answers, estimate,
              status, spam_reason, assignee, version
       FROM quote_requests WHERE reference = ?`,
    )
    .bind(reference)
    .first<FullRow>();
  if (!row) return null;
  const {results: history} = await db
    .prepare('SELECT at, actor, action, detail FROM request_events WHERE reference = ? ORDER BY id')
    .bind(reference)
    .all<RequestEvent>();
  const answers = parsed(row.answers);
  return {
    reference: row.reference,
    receivedAt: row.received_at,
    language: row.language,
    name: row.name,
    phone: row.phone,
    email: row.email,
    place: row.place,
    status: row.status,
    assignee: row.assignee,
    answers:
      answers !== null && typeof answers === 'object' ? (answers as Record<string, unknown>) : {},
    estimate: parsed(row.estimate),
    spamReason: row.spam_reason,
    version: row.version,
    history,
  };
}

/** A request's page for a member of staff, the view kept in the staff log; null if there is none. */
export async function openRequest(
  db: InboxDatabase,
  reference: string,
  staff: string,
  at: string,
): Promise<RequestRecord | null> {
  const record = await readRecord(db, reference);
  if (record) {
    await db
      .prepare("INSERT INTO staff_log (at, actor, action, detail) VALUES (?, ?, 'viewed', ?)")
      .bind(at, staff, reference)
      .all();
  }
  return record;
}

/** What a member of staff changes on a request, against the version they saw. */
export type RequestChange = {
  readonly version: number;
  readonly status?: RequestStatus;
  readonly assignee?: string | null;
  readonly note?: string;
};

export type ChangeOutcome =
  | {readonly outcome: 'changed'; readonly request: RequestRecord}
  /** Someone changed it since `version`: what it is now, so the change can be made again. */
  | {readonly outcome: 'conflict'; readonly request: RequestRecord}
  | {readonly outcome: 'missing'};

export const longestNote = 2000;

/**
 * Changes a request if it is still at the version the member of staff saw, and writes each change
 * to its history, in one transaction: the update, then each history entry only if the statement
 * before it wrote a row (`changes()`), so a change that lost the race leaves no trace.
 */
export async function changeRequest(
  db: InboxDatabase,
  reference: string,
  change: RequestChange,
  staff: string,
  at: string,
): Promise<ChangeOutcome> {
  const sets: string[] = [];
  const values: unknown[] = [];
  const events: [string, string | null][] = [];
  if (change.status !== undefined) {
    sets.push('status = ?');
    values.push(change.status);
    events.push(['status', change.status]);
  }
  if (change.assignee !== undefined) {
    sets.push('assignee = ?');
    values.push(change.assignee);
    events.push(['assignee', change.assignee]);
  }
  if (change.note !== undefined) events.push(['note', change.note]);
  const update = db
    .prepare(
      `UPDATE quote_requests SET ${[...sets, 'version = version + 1', 'updated_at = ?'].join(', ')}
       WHERE reference = ? AND version = ?`,
    )
    .bind(...values, at, reference, change.version);
  const entries = events.map(([action, detail]) =>
    db
      .prepare(
        `INSERT INTO request_events (reference, at, actor, action, detail)
         SELECT ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(reference, at, staff, action, detail),
  );
  const [updated] = await db.batch([update, ...entries]);
  const request = await readRecord(db, reference);
  if (!request) return {outcome: 'missing'};
  return updated?.meta.changes === 1
    ? {outcome: 'changed', request}
    : {outcome: 'conflict', request};
}

/** The most a change's body may be: a note of `longestNote` characters and the rest. */
const largestChange = 16 * 1024;
const changeKeys = new Set(['version', 'status', 'assignee', 'note']);

/** A change as sent, or what is wrong with it in words. */
export function readChange(body: unknown): RequestChange | string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return 'Send the change as a JSON object: version, and any of status, assignee, note.';
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !changeKeys.has(key));
  if (unknown.length > 0) {
    return `Unknown fields: ${unknown.join(', ')}. A change has version, status, assignee and note.`;
  }
  const {version, status, assignee, note} = fields;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return 'version must be the request’s version you saw, a whole number from 1.';
  }
  if (status !== undefined && !(requestStatuses as readonly unknown[]).includes(status)) {
    return `status must be one of: ${requestStatuses.join(', ')}.`;
  }
  if (
    assignee !== undefined &&
    assignee !== null &&
    (typeof assignee !== 'string' ||
      !/^[^\s@]{1,64}@[^\s@]{1,189}$/.test(assignee) ||
      !isPlainText(assignee))
  ) {
    return 'assignee must be a member of staff’s e-mail address, or null for no one.';
  }
  if (
    note !== undefined &&
    (typeof note !== 'string' ||
      note.trim() === '' ||
      note.length > longestNote ||
      !isPlainText(note))
  ) {
    return `note must be text of 1 to ${longestNote} characters, without control characters.`;
  }
  if (status === undefined && assignee === undefined && note === undefined) {
    return 'The change changes nothing: give a status, an assignee or a note.';
  }
  return {
    version,
    ...(status !== undefined && {status: status as RequestStatus}),
    ...(assignee !== undefined && {assignee: assignee === null ? null : assignee.toLowerCase()}),
    ...(note !== undefined && {note}),
  };
}

/**
 * /api/requests/<reference> on the inbox's origin: GET shows the request (and logs the view);
 * POST changes its status, assignee or adds a note against the version seen, answering 409 with
 * the request as it now is when someone changed it first; DELETE erases it at the visitor's
 * request (./requestRetention.ts).
 */
export async function handleRequestPage(
  request: Request,
  settings: InboxSettings,
  reference: string,
  options?: HandlerOptions,
): Promise<Response> {
  return forStaff(request, settings, options, (call) => requestPage(request, reference, call));
}

async function requestPage(
  request: Request,
  reference: string,
  {db, staff, at: now}: StaffCall,
): Promise<Response> {
  const at = now.toISOString();
  const notFound = () => jsonResponse({error: `There is no request ${reference}.`}, 404);
  if (request.method === 'GET') {
    const record = await openRequest(db, reference, staff, at);
    return record ? jsonResponse(record) : notFound();
  }
  if (request.method === 'DELETE') {
    return (await eraseRequest(db, reference, staff, at))
      ? jsonResponse({erased: reference})
      : notFound();
  }
  if (request.method !== 'POST') return jsonResponse({error: 'Use GET, POST or DELETE.'}, 405);
  const text = await request.text();
  if (new TextEncoder().encode(text).length > largestChange) {
    return jsonResponse({error: `A change is at most ${largestChange / 1024} KB.`}, 413);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const change = readChange(body);
  if (typeof change === 'string') return jsonResponse({error: change}, 400);
  const outcome = await changeRequest(db, reference, change, staff, at);
  switch (outcome.outcome) {
    case 'changed':
      return jsonResponse(outcome.request);
    case 'conflict':
      return jsonResponse(
        {
          error:
            'Someone changed this request after you opened it: here it is now. Make your change again if it still stands.',
          request: outcome.request,
        },
        409,
      );
    case 'missing':
      return notFound();
  }
}

/** The most requests one export holds: a year's at the firm's pace, several times over. */
export const largestExport = 10_000;

/**
 * One cell of a CSV file, read as text by a spreadsheet: quoted, its quotes doubled, and a value
 * a spreadsheet would take for a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return) led by an apostrophe, as OWASP's CSV injection note advises.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

const csvColumns = [
  ['Reference', 'reference'],
  ['Received (UTC)', 'receivedAt'],
  ['Language', 'language'],
  ['Status', 'status'],
  ['Assignee', 'assignee'],
  ['Name', 'name'],
  ['Phone', 'phone'],
  ['Place', 'place'],
] as const satisfies readonly (readonly [string, keyof ListedRequest])[];

/**
 * The filtered list as CSV (every page, up to `largestExport` requests), the export kept in the
 * staff log with its filter and count.
 */
export async function exportRequests(
  db: InboxDatabase,
  query: Omit<ListQuery, 'after' | 'limit'>,
  staff: string,
  at: string,
): Promise<string> {
  // One query for the whole list: D1 counts every query of a call against a limit.
  const {requests: kept} = await selectRequests(db, query, largestExport);
  await db
    .prepare("INSERT INTO staff_log (at, actor, action, detail) VALUES (?, ?, 'exported', ?)")
    .bind(
      at,
      staff,
      // What was exported, never what was searched for: a search can be a visitor's name.
      JSON.stringify({
        status: query.status ?? 'any',
        searched: Boolean(query.search?.trim()),
        count: kept.length,
      }),
    )
    .all();
  const lines = [
    csvColumns.map(([heading]) => csvCell(heading)).join(','),
    ...kept.map((row) => csvColumns.map(([, key]) => csvCell(row[key])).join(',')),
  ];
  // A byte-order mark, so a spreadsheet reads the names' letters as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** GET /api/export on the inbox's origin: the list, filtered as `/api/requests` is, as CSV. */
export async function handleExport(
  request: Request,
  settings: InboxSettings,
  options?: HandlerOptions,
): Promise<Response> {
  return forStaff(request, settings, options, async ({db, staff, at}) => {
    const params = new URL(request.url).searchParams;
    const status = statusOf(params);
    if (status instanceof Response) return status;
    const search = searchOf(params);
    if (search instanceof Response) return search;
    const csv = await exportRequests(db, {status, search}, staff, at.toISOString());
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="quote-requests-${at.toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
