/** @jest-environment node */
import {
  deepestEstimate,
  handleQuoteRequest,
  largestEstimate,
  largestQuoteRequest,
  requestLimits,
  type CheckedAnswers,
  type QuoteStoreSettings,
} from '../quoteRequestStore';
import {memoryStore} from '../rateLimit';
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
/** Fresh counts each time: the rate limits are tested on their own, below. */
const unlimited = (): QuoteStoreSettings => ({INBOX: db, REQUEST_LIMITS: memoryStore()});
const send = (body: unknown, now = at('2026-05-14T06:30:00.000Z')) =>
  handleQuoteRequest(post(body), unlimited(), {now});

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
    expect(await response.json()).toEqual({reference, stored: true});
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

  it('keeps text composed (NFC), checking its length as kept, and drops a byte-order mark at either end', async () => {
    const reference = nextReference();
    // 'José' typed as e and a combining acute; 50 such letters are 100 code units until composed.
    const lastName = 'e\u0301'.repeat(50);
    const response = await send(
      requestOf(reference, {answers: {...answers, firstName: '\uFEFFJose\u0301', lastName}}),
    );
    expect(response.status).toBe(201);
    const [row] = await rowsOf(reference);
    expect(row!.name).toBe(`Jos\u00e9 ${'\u00e9'.repeat(50)}`);
    expect(JSON.parse(row!.answers)).toMatchObject({firstName: 'Jos\u00e9'});
  });

  it('keeps a request sent again once: the first one’s row, time and history, and says no more than that it is kept', async () => {
    const reference = nextReference();
    const first = await send(requestOf(reference), at('2026-05-14T06:30:00.000Z'));
    expect(first.status).toBe(201);
    // Corrected after a failed send: the same reference with another answer, a minute later.
    const again = await send(
      requestOf(reference, {answers: {...answers, city: 'Athi River'}}),
      at('2026-05-14T06:31:00.000Z'),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({reference, stored: true});
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
    for (const response of responses) {
      expect(await response.json()).toEqual({reference, stored: true});
    }
    const [row, ...others] = await rowsOf(reference);
    expect(others).toEqual([]);
    expect(await eventsOf(reference)).toEqual([
      expect.objectContaining({actor: 'visitor', action: 'received', at: row!.received_at}),
    ]);
  });

  it.each([
    ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">\n</textarea><b>bold</b>'],
    ['=HYPERLINK("https://evil.example","Open")', '+254 =1+1 @SUM(A1) -2'],
    // Joined emoji need the zero-width joiner, which is kept.
    ['Wanjiru', 'A house for the family 👨\u200D👩\u200D👧, Kitengela'],
  ])(
    'keeps markup, formulas and joined emoji as the same text: %s',
    async (firstName, projectDescription) => {
      const reference = nextReference();
      const response = await send(
        requestOf(reference, {answers: {...answers, firstName, projectDescription}}),
      );
      expect(response.status).toBe(201);
      const [row] = await rowsOf(reference);
      expect(row!.name).toBe(`${firstName} Kamau`);
      expect(JSON.parse(row!.answers)).toMatchObject({firstName, projectDescription});
    },
  );

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
      const response = await handleQuoteRequest(post(requestOf(reference)), {
        INBOX: failing,
        REQUEST_LIMITS: memoryStore(),
      });
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
  /** An estimate `depth` objects deep. */
  const nested = (depth: number): Record<string, unknown> =>
    depth === 1 ? {low: 1} : {inner: nested(depth - 1)};
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
      'half a character',
      withAnswers({firstName: 'Nj\uD800eri'}),
      'firstName',
      /^Holds half a character \(an unpaired UTF-16 surrogate\)\. Accepted: text of 1 to 50 characters on one line\.$/,
    ],
    [
      'a low surrogate alone',
      withAnswers({lastName: 'Kamau\uDC00'}),
      'lastName',
      /^Holds half a character/,
    ],
    [
      'a right-to-left override',
      withAnswers({projectDescription: 'Budget: KSh \u202E000,000,01\u202C'}),
      'projectDescription',
      /^Holds an invisible formatting character \(a zero-width space U\+200B or U\+FEFF, or a direction mark .*\)\. Accepted: text of 1 to 2000 characters\.$/,
    ],
    ['a direction isolate', withAnswers({city: 'Kite\u2066ngela'}), 'city', /^Holds an invisible/],
    [
      'a zero-width space',
      withAnswers({lastName: 'Ka\u200Bmau'}),
      'lastName',
      /^Holds an invisible/,
    ],
    [
      'a byte-order mark inside text',
      withAnswers({city: 'Kite\uFEFFngela'}),
      'city',
      /^Holds an invisible/,
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
    // JSON.parse makes `__proto__` an own key, as a forged request's would be.
    [
      'a __proto__ part of the request',
      requestOf(reference, JSON.parse('{"__proto__": {"isStaff": true}}')),
      '__proto__',
      /^Not part of a quote request; it has reference, language, answers, estimate/,
    ],
    [
      'a __proto__ among the answers',
      withAnswers(JSON.parse('{"__proto__": {"status": "won"}}')),
      '__proto__',
      /^Not a field of the quote request; they are: firstName, /,
    ],
    [
      'an estimate with a __proto__ key',
      requestOf(reference, {estimate: JSON.parse('{"total": {"__proto__": {"low": 1}}}')}),
      'estimate',
      /^Holds the key __proto__, refused at any depth: __proto__, constructor, prototype\.$/,
    ],
    [
      'an estimate with a constructor key',
      requestOf(reference, {estimate: {inputs: {constructor: {name: 'x'}}}}),
      'estimate',
      /^Holds the key constructor, refused at any depth/,
    ],
    [
      'an estimate with a prototype key in a list',
      requestOf(reference, {estimate: {lines: [{prototype: 1}]}}),
      'estimate',
      /^Holds the key prototype, refused at any depth/,
    ],
    [
      'an estimate nested too deep',
      requestOf(reference, {estimate: nested(deepestEstimate + 1)}),
      'estimate',
      /^Nested more than 8 deep: an estimate is at most 8 levels of objects and lists\.$/,
    ],
    [
      'a control character in the estimate',
      requestOf(reference, {estimate: {...estimate, note: 'KSh\u0000 14M'}}),
      'estimate',
      /^Holds a control character \(only tab and line feed are kept\)\.$/,
    ],
    [
      'a direction control in a key of the estimate',
      requestOf(reference, {estimate: {total: {'low\u202E': 1}}}),
      'estimate',
      /^Holds an invisible formatting character/,
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

  it('keeps an estimate nested as deep as allowed', async () => {
    const deep = nextReference();
    expect((await send(requestOf(deep, {estimate: nested(deepestEstimate)}))).status).toBe(201);
    expect(JSON.parse((await rowsOf(deep))[0]!.estimate!)).toEqual(nested(deepestEstimate));
  });

  it('refuses an estimate 5,000 lists deep with 400, before anything serialises it', async () => {
    const before = await counts();
    const body = JSON.stringify(requestOf(reference, {estimate: 'here'})).replace(
      '"here"',
      `{"lines":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    );
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as {fields: Record<string, string>}).fields).toEqual({
      estimate: expect.stringMatching(/^Nested more than 8 deep/),
    });
    expect(await counts()).toEqual(before);
  });

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

  it('tells the host’s log, not the caller, that the database is not bound', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await handleQuoteRequest(post(requestOf(nextReference())), {});
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'Quote requests cannot be kept just now: the visitor’s e-mail is sent all the same.',
      });
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/no D1 database is bound as INBOX/),
      );
    } finally {
      logged.mockRestore();
    }
  });
});

describe('rate limits on new quote requests', () => {
  const now = at('2026-05-14T06:30:00.000Z');
  const {perConnection, perPhone} = requestLimits;
  const from = (
    ip: string,
    body: unknown,
    settings: QuoteStoreSettings,
    memory = memoryStore(now),
  ) => handleQuoteRequest(post(body, {'CF-Connecting-IP': ip}), settings, {now, memory});
  const limited = (): QuoteStoreSettings => ({INBOX: db, REQUEST_LIMITS: memoryStore(now)});

  /** A request with a phone number of its own, so only the connection's limit applies. */
  let phones = 0;
  const ownPhone = (reference: string) =>
    requestOf(reference, {
      answers: {...answers, phone: `+2547${String(++phones).padStart(8, '0')}`},
    });
  const withPhone = (reference: string, phone: string) =>
    requestOf(reference, {answers: {...answers, phone}});

  /** Sends `count` new requests from `ip`: their statuses. */
  const burst = async (ip: (i: number) => string, count: number, settings: QuoteStoreSettings) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      statuses.push((await from(ip(i), ownPhone(nextReference()), settings)).status);
    }
    return statuses;
  };

  it('stops a burst from one connection (an IPv6 /64) with 429 and when to try again, and lets others through', async () => {
    const settings = limited();
    expect(await burst((i) => `2001:db8:0:1::${i + 1}`, perConnection.max, settings)).toEqual(
      Array(perConnection.max).fill(201),
    );
    const over = nextReference();
    const refused = await from('2001:db8:0:1:ffff::9', ownPhone(over), settings);
    expect(refused.status).toBe(429);
    // 06:30 UTC: the hour's window ends in 30 minutes.
    expect(refused.headers.get('Retry-After')).toBe('1800');
    expect(await refused.json()).toEqual({
      error: 'Too many new quote requests just now: send it again in 30 minutes.',
    });
    expect(await rowsOf(over)).toEqual([]);
    expect((await from('2001:db8:0:2::1', ownPhone(nextReference()), settings)).status).toBe(201);
    expect((await from('41.90.1.1', ownPhone(nextReference()), settings)).status).toBe(201);
  });

  it('neither counts nor refuses a kept reference sent again', async () => {
    const settings = limited();
    const ip = '41.90.2.1';
    const phone = '+254 733 000 111';
    const first = nextReference();
    expect((await from(ip, withPhone(first, phone), settings)).status).toBe(201);
    for (let i = 0; i < perConnection.max; i++) {
      expect((await from(ip, withPhone(first, phone), settings)).status).toBe(200);
    }
    // Had the repeats counted, the connection and the phone number would be over their limits.
    expect((await from(ip, withPhone(nextReference(), phone), settings)).status).toBe(201);
    expect(await burst(() => ip, perConnection.max - 2, settings)).toEqual(
      Array(perConnection.max - 2).fill(201),
    );
    expect((await from(ip, ownPhone(nextReference()), settings)).status).toBe(429);
    const again = await from(ip, withPhone(first, phone), settings);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({reference: first, stored: true});
  });

  it('counts one phone number by its digits across connections', async () => {
    const settings = limited();
    const written = ['+254 722 000 333', '+254722000333', '(254) 722-000-333'];
    expect(perPhone.max).toBe(written.length);
    for (const [i, phone] of written.entries()) {
      expect(
        (await from(`41.90.3.${i + 1}`, withPhone(nextReference(), phone), settings)).status,
      ).toBe(201);
    }
    const refused = await from(
      '41.90.3.9',
      withPhone(nextReference(), '254.722.000.333'),
      settings,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1800');
    // The same connection with another number is not refused.
    expect((await from('41.90.3.9', ownPhone(nextReference()), settings)).status).toBe(201);
  });

  it('keeps the counts in REQUEST_LIMITS when it is bound, else in the isolate’s memory, never the number or IP', async () => {
    const kv = memoryStore(now);
    const memory = memoryStore(now);
    const kvPut = jest.spyOn(kv, 'put');
    const memoryPut = jest.spyOn(memory, 'put');
    await from('41.90.4.1', ownPhone(nextReference()), {INBOX: db, REQUEST_LIMITS: kv}, memory);
    expect(kvPut.mock.calls.map(([key]) => key).sort()).toEqual([
      expect.stringMatching(/^quote-request:connection:[0-9a-f]{64}:\d+$/),
      expect.stringMatching(/^quote-request:phone:[0-9a-f]{64}:\d+$/),
    ]);
    expect(memoryPut).not.toHaveBeenCalled();
    await from('41.90.4.1', ownPhone(nextReference()), {INBOX: db}, memory);
    expect(memoryPut).toHaveBeenCalledTimes(2);
  });
});
