/** @jest-environment node */
import {
  handleQuoteRequest,
  largestEstimate,
  largestQuoteRequest,
  type CheckedAnswers,
} from '../quoteRequestStore';
import type {InboxDatabase} from '../requestInbox';
import {openLocalInbox} from '../../test/localInbox';

// A real local D1 with the migrations applied: starting workerd and wrangler takes seconds.
jest.setTimeout(60_000);

let db: InboxDatabase;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({db, dispose} = await openLocalInbox());
});
afterAll(() => dispose());

const site = 'https://msingi.example';

/** A reference of the current form, a new one each time. */
let references = 0;
const nextReference = () => `MSG-260514-${String(++references).padStart(6, '0')}`;

/** Answers as the wizard sends them once it has checked them. */
const answers: CheckedAnswers = {
  firstName: 'Njeri',
  lastName: 'Kamau',
  email: 'njeri@example.co.ke',
  phone: '+254712345678',
  city: 'Kitengela',
  preferredContact: 'whatsapp',
  projectType: 'residential',
  projectDescription: 'A four-bedroom maisonette on a 50 by 100 plot.\nWe have the title deed.',
  budget: '10m-25m',
  timeline: 'soon',
  hearAbout: '',
  address: '',
  communicationsConsent: false,
  termsAccepted: true,
};

const estimate = {inputs: {type: 'maisonette', areaM2: 230}, total: {low: 14e6, high: 18e6}};

const requestOf = (reference: string, changes: Record<string, unknown> = {}) => ({
  reference,
  language: 'sw',
  answers,
  estimate,
  ...changes,
});

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/api/quote-requests`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Origin: site, ...headers},
    body: typeof body === 'string' || body instanceof Blob ? body : JSON.stringify(body),
  });
}

const at = (iso: string) => () => Date.parse(iso);
const send = (body: unknown, now = at('2026-05-14T06:30:00.000Z')) =>
  handleQuoteRequest(post(body), {INBOX: db}, {now});

type StoredRow = {
  reference: string;
  received_at: string;
  language: string;
  name: string;
  phone: string;
  email: string;
  place: string;
  answers: string;
  estimate: string | null;
  status: string;
  version: number;
  updated_at: string;
};

const rowsOf = async (reference: string) =>
  (
    await db
      .prepare('SELECT * FROM quote_requests WHERE reference = ?')
      .bind(reference)
      .all<StoredRow>()
  ).results;

const eventsOf = async (reference: string) =>
  (
    await db
      .prepare(
        'SELECT reference, at, actor, action, detail FROM request_events WHERE reference = ?',
      )
      .bind(reference)
      .all()
  ).results;

const counts = async () =>
  db
    .prepare(
      `SELECT (SELECT count(*) FROM quote_requests) AS requests,
              (SELECT count(*) FROM request_events) AS events`,
    )
    .bind()
    .first<{requests: number; events: number}>();

describe('POST /api/quote-requests (handleQuoteRequest)', () => {
  it('keeps a valid request, with the visitor’s sending as its first history entry', async () => {
    const reference = nextReference();
    const response = await send(requestOf(reference));
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      reference,
      stored: true,
      receivedAt: '2026-05-14T06:30:00.000Z',
    });
    const [row, ...others] = await rowsOf(reference);
    expect(others).toEqual([]);
    expect(row).toEqual({
      reference,
      received_at: '2026-05-14T06:30:00.000Z',
      language: 'sw',
      name: 'Njeri Kamau',
      phone: '+254712345678',
      email: 'njeri@example.co.ke',
      place: 'Kitengela',
      answers: JSON.stringify(answers),
      estimate: JSON.stringify(estimate),
      status: 'new',
      spam_reason: null,
      assignee: null,
      version: 1,
      updated_at: '2026-05-14T06:30:00.000Z',
    });
    expect(await eventsOf(reference)).toEqual([
      {
        reference,
        at: '2026-05-14T06:30:00.000Z',
        actor: 'visitor',
        action: 'received',
        detail: null,
      },
    ]);
  });

  it('keeps the answers trimmed, the site address as the place when no town is given, and no estimate when none is sent', async () => {
    const reference = nextReference();
    const response = await send({
      reference,
      language: 'en',
      answers: {...answers, firstName: '  Njeri ', city: ' ', address: ' Plot 12, Kiambu Road '},
    });
    expect(response.status).toBe(201);
    const [row] = await rowsOf(reference);
    expect(row).toMatchObject({name: 'Njeri Kamau', place: 'Plot 12, Kiambu Road', estimate: null});
    expect(JSON.parse(row!.answers)).toEqual({
      ...answers,
      city: '',
      address: 'Plot 12, Kiambu Road',
    });
  });

  it('keeps a request sent again once: the first one’s row, time and history', async () => {
    const reference = nextReference();
    const first = await send(requestOf(reference), at('2026-05-14T06:30:00.000Z'));
    expect(first.status).toBe(201);
    // Corrected after a failed send: the same reference with another answer, a minute later.
    const again = await send(
      requestOf(reference, {answers: {...answers, city: 'Athi River'}}),
      at('2026-05-14T06:31:00.000Z'),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      reference,
      stored: true,
      receivedAt: '2026-05-14T06:30:00.000Z',
    });
    const rows = await rowsOf(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({place: 'Kitengela', version: 1});
    expect(await eventsOf(reference)).toHaveLength(1);
  });

  it('keeps a request sent several times at once as one row with one history entry', async () => {
    const reference = nextReference();
    const responses = await Promise.all(
      ['06:30:00', '06:30:01', '06:30:02', '06:30:03'].map((time) =>
        send(requestOf(reference), at(`2026-05-14T${time}.000Z`)),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as {receivedAt: string}[];
    const [row, ...others] = await rowsOf(reference);
    expect(others).toEqual([]);
    expect(new Set(bodies.map((b) => b.receivedAt))).toEqual(new Set([row!.received_at]));
    expect(await eventsOf(reference)).toEqual([
      expect.objectContaining({actor: 'visitor', action: 'received', at: row!.received_at}),
    ]);
  });

  it.each([
    ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">\n</textarea><b>bold</b>'],
    ['=HYPERLINK("https://evil.example","Open")', '+254 =1+1 @SUM(A1) -2'],
  ])('keeps markup and formulas as the same text: %s', async (firstName, projectDescription) => {
    const reference = nextReference();
    const response = await send(
      requestOf(reference, {answers: {...answers, firstName, projectDescription}}),
    );
    expect(response.status).toBe(201);
    const [row] = await rowsOf(reference);
    expect(row!.name).toBe(`${firstName} Kamau`);
    expect(JSON.parse(row!.answers)).toMatchObject({firstName, projectDescription});
  });

  it('keeps no half request when the database fails between its two statements', async () => {
    const reference = nextReference();
    // The history entry breaks a NOT NULL constraint, in the same batch as the request's row.
    const failing: InboxDatabase = {
      prepare: (query) =>
        query.includes('request_events')
          ? {
              bind: () =>
                db
                  .prepare(
                    'INSERT INTO request_events (reference, at, actor, action) VALUES (?, NULL, ?, ?)',
                  )
                  .bind(reference, 'visitor', 'received'),
            }
          : db.prepare(query),
      batch: (statements) => db.batch(statements),
    };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await handleQuoteRequest(post(requestOf(reference)), {INBOX: failing});
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'The quote request could not be kept just now: send it again.',
      });
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^Quote request store: .*NOT NULL/),
      );
      expect(logged.mock.calls.flat().join(' ')).not.toContain('Njeri');
    } finally {
      logged.mockRestore();
    }
    expect(await rowsOf(reference)).toEqual([]);
    expect(await eventsOf(reference)).toEqual([]);
    // Nothing was left to stand in the way of sending it again.
    expect((await send(requestOf(reference))).status).toBe(201);
  });

  const reference = 'MSG-260514-N0TKEP';
  const withAnswers = (changes: Record<string, unknown>) =>
    requestOf(reference, {answers: {...answers, ...changes}});
  const {lastName: _lastName, ...withoutLastName} = answers;

  it.each<[string, unknown, string, RegExp]>([
    [
      'an unknown field',
      withAnswers({nickname: 'Mama Mboga'}),
      'nickname',
      /^Not a field of the quote request; they are: firstName, lastName, email, phone, city, .*termsAccepted\.$/,
    ],
    [
      'a field left out',
      requestOf(reference, {answers: withoutLastName}),
      'lastName',
      /^Missing: every field is sent .* Accepted: text of 1 to 50 characters on one line\.$/,
    ],
    [
      'a number for text',
      withAnswers({phone: 712345678}),
      'phone',
      /^Not a string\. Accepted: a phone number/,
    ],
    [
      'text for a box',
      withAnswers({communicationsConsent: 'yes'}),
      'communicationsConsent',
      /^Not true or false\. Accepted: true or false\.$/,
    ],
    [
      'null for text',
      withAnswers({city: null}),
      'city',
      /^Not a string\. Accepted: text of 0 to 80 characters on one line\.$/,
    ],
    [
      'a name too long',
      withAnswers({firstName: 'N'.repeat(51)}),
      'firstName',
      /^Too long\. Accepted: text of 1 to 50 characters on one line\.$/,
    ],
    [
      'a description too long',
      withAnswers({projectDescription: 'x'.repeat(2001)}),
      'projectDescription',
      /^Too long\. Accepted: text of 1 to 2000 characters\.$/,
    ],
    [
      'two lines in a single-line field',
      withAnswers({city: 'Kitengela\nKajiado'}),
      'city',
      /^Holds a line break\. Accepted: text of 0 to 80 characters on one line\.$/,
    ],
    [
      'a control character',
      withAnswers({projectDescription: 'A plot\u0000 in Kitengela'}),
      'projectDescription',
      /^Holds a control character \(only tab and line feed are kept\)\./,
    ],
    [
      'a line separator',
      withAnswers({lastName: 'Kamau\u2028'}),
      'lastName',
      /^Holds a control character/,
    ],
    [
      'a bad e-mail address',
      withAnswers({email: 'njeri@example'}),
      'email',
      /^Not accepted\. Accepted: an e-mail address like name@example\.com, at most 254 characters\.$/,
    ],
    [
      'a bad phone number',
      withAnswers({phone: 'call me'}),
      'phone',
      /^Not accepted\. Accepted: a phone number of 9 to 15 digits/,
    ],
    [
      'a choice not in the list',
      withAnswers({projectType: 'castle'}),
      'projectType',
      /^Not accepted\. Accepted: one of: residential, commercial, industrial, renovation, supervision, design, other\.$/,
    ],
    [
      'an optional choice not in the list',
      withAnswers({budget: 'lots'}),
      'budget',
      /^Not accepted\. Accepted: one of: under5m, .*, over100m, or '' for none\.$/,
    ],
    [
      'a required choice left empty',
      withAnswers({preferredContact: ''}),
      'preferredContact',
      /^Not answered\. Accepted: one of: email, phone, whatsapp\.$/,
    ],
    [
      'a required text left blank',
      withAnswers({firstName: '   '}),
      'firstName',
      /^Not answered\. Accepted: text of 1 to 50 characters/,
    ],
    [
      'the terms not accepted',
      withAnswers({termsAccepted: false}),
      'termsAccepted',
      /^Not ticked\. Accepted: true\.$/,
    ],
    [
      'a bad reference',
      requestOf('MSG-1'),
      'reference',
      /^Must be the request's reference, like MSG-\d{6}-[0-9A-Z]{6}\.$/,
    ],
    ['no reference', {language: 'en', answers}, 'reference', /^Must be the request's reference/],
    [
      'a language the site has not',
      requestOf(reference, {language: 'fr'}),
      'language',
      /^Must be one of: en, sw\.$/,
    ],
    [
      'answers that are a list',
      requestOf(reference, {answers: [answers]}),
      'answers',
      /^Must be an object of the quote request's fields: firstName, /,
    ],
    [
      'an unknown part of the request',
      requestOf(reference, {honeypot: ''}),
      'honeypot',
      /^Not part of a quote request; it has reference, language, answers, estimate \(optional\)\.$/,
    ],
    [
      'an estimate that is text',
      requestOf(reference, {estimate: 'KSh 14M'}),
      'estimate',
      /^Must be an object of at most 8 KB as JSON, null or left out\.$/,
    ],
    [
      'an estimate too large',
      requestOf(reference, {estimate: {note: 'x'.repeat(largestEstimate)}}),
      'estimate',
      /^Must be an object of at most 8 KB/,
    ],
  ])(
    'refuses %s, naming the field and what it accepts, and keeps nothing',
    async (_, body, field, message) => {
      const before = await counts();
      const response = await send(body);
      expect(response.status).toBe(400);
      const refusal = (await response.json()) as {error: string; fields: Record<string, string>};
      expect(refusal.fields[field]).toMatch(message);
      expect(Object.keys(refusal.fields)).toEqual([field]);
      expect(refusal.error).toBe(`The quote request is not accepted: see ${field}.`);
      expect(await counts()).toEqual(before);
    },
  );

  it('names every fault of a request at once', async () => {
    const response = await send(
      requestOf('MSG-1', {language: 'fr', answers: {...answers, email: 'x', termsAccepted: false}}),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as {fields: object}).fields).sort()).toEqual([
      'email',
      'language',
      'reference',
      'termsAccepted',
    ]);
  });

  it.each<[string, () => Request, number, RegExp]>([
    [
      'a body that is not JSON',
      () => post('{"reference": '),
      400,
      /^The body is not JSON in UTF-8/,
    ],
    [
      'a body that is not UTF-8',
      () => post(new Blob([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])])),
      400,
      /^The body is not JSON in UTF-8/,
    ],
    [
      'JSON that is not an object',
      () => post([requestOf(reference)]),
      400,
      /^Send a quote request as a JSON object of reference, language, answers, estimate \(optional\)\.$/,
    ],
    [
      'a body too large, unannounced',
      () =>
        post(
          requestOf(reference, {
            answers: {...answers, projectDescription: 'x'.repeat(largestQuoteRequest)},
          }),
        ),
      413,
      /^A quote request is at most 32 KB\.$/,
    ],
    [
      'a body announced too large',
      () => post(requestOf(reference), {'Content-Length': String(largestQuoteRequest + 1)}),
      413,
      /^A quote request is at most 32 KB\.$/,
    ],
    [
      'a body that is not said to be JSON',
      () => post(requestOf(reference), {'Content-Type': 'text/plain'}),
      415,
      /^Send the quote request as JSON \(Content-Type: application\/json\)\.$/,
    ],
    [
      'another site’s page',
      () => post(requestOf(reference), {Origin: 'https://evil.example'}),
      403,
      /^Quote requests are taken from this site’s own pages only\.$/,
    ],
  ])('refuses %s and keeps nothing', async (_, request, status, message) => {
    const before = await counts();
    const response = await handleQuoteRequest(request(), {INBOX: db});
    expect(response.status).toBe(status);
    expect(((await response.json()) as {error: string}).error).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('says the host is not set up when the database is not bound', async () => {
    const response = await handleQuoteRequest(post(requestOf(nextReference())), {});
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error:
        'Quote requests are not kept on this host yet: bind the inbox’s D1 database as INBOX. The visitor’s e-mail is sent all the same.',
    });
  });
});
