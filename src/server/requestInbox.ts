/**
 * The staff inbox's list of quote requests, read from the D1 database (schema:
 * migrations/0001_quote_requests.sql): newest first, a page at a time, by status, and searched by
 * name, phone, place or reference. A page is found by where the last one ended (the last row's
 * time and reference), not by counting rows, so the first page and the hundredth cost the same
 * with 10,000 requests kept. Pure: the database comes in.
 * docs/decisions/0087-staff-inbox-behind-access.md.
 */

import {staffOf, type AccessSettings} from './staffAccess';

/** The slice of D1's binding used here (Cloudflare's `D1Database`). */
export type InboxDatabase = {
  prepare(query: string): {
    bind(...values: unknown[]): {
      all<Row>(): Promise<{results: Row[]}>;
    };
  };
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
const longestSearch = 100;

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

/** One page of the list. */
export async function listRequests(db: InboxDatabase, query: ListQuery = {}): Promise<RequestList> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? pageSize), 1), pageSize);
  const where: string[] = [];
  const values: unknown[] = [];
  if (query.status) {
    where.push('status = ?');
    values.push(query.status);
  }
  const search = query.search?.trim().slice(0, longestSearch);
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // Visitors' names and numbers: kept by no cache on the way or in the browser.
      'Cache-Control': 'no-store',
    },
  });

/**
 * GET /api/requests on the inbox's origin: a page of the list, for a member of staff Access let
 * through (`?status=new&q=Kilimani&after=…`); nothing at all for anyone else.
 */
export async function handleRequestList(
  request: Request,
  settings: InboxSettings,
  options?: Parameters<typeof staffOf>[2],
): Promise<Response> {
  const access = await staffOf(request, settings, options);
  if (!access.ok) return json({error: access.reason}, access.status);
  if (!settings.INBOX)
    return json({error: 'The inbox is not set up: bind its database as INBOX.'}, 500);
  const params = new URL(request.url).searchParams;
  const status = params.get('status') || undefined;
  if (status && !(requestStatuses as readonly string[]).includes(status)) {
    return json({error: `The status must be one of: ${requestStatuses.join(', ')}.`}, 400);
  }
  return json(
    await listRequests(settings.INBOX, {
      status: status as RequestStatus | undefined,
      search: params.get('q') ?? undefined,
      after: params.get('after') ?? undefined,
    }),
  );
}
