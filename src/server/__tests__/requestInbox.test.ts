/** @jest-environment node */
import {handleRequestList, listRequests, type ListedRequest} from '../requestInbox';
import {accessHeader} from '../staffAccess';
import {openLocalInbox, type LocalDatabase} from '../../test/localInbox';
import {accessToken, keyPair, keySet, testAudience, testIssuer} from '../../test/accessTokens';

// A real local D1 with the migrations applied: starting workerd and wrangler takes seconds.
jest.setTimeout(60_000);

type Seed = {
  reference: string;
  receivedAt: string;
  name: string;
  phone: string;
  place: string;
  status?: string;
  language?: string;
};

const seeds: Seed[] = [
  {
    reference: 'MSG-261201-4K7QX2',
    receivedAt: '2026-12-01T06:12:00.000Z',
    name: 'Njeri Kamau',
    phone: '+254 712 345 678',
    place: 'Kilimani, Nairobi',
  },
  {
    reference: 'MSG-261202-9PZ3MD',
    receivedAt: '2026-12-02T08:40:00.000Z',
    name: 'Otieno Odhiambo',
    phone: '+254 733 210 987',
    place: 'Kisumu',
    status: 'contacted',
  },
  {
    reference: 'MSG-261203-H2JW8T',
    receivedAt: '2026-12-03T13:05:00.000Z',
    name: 'Amina Hassan',
    phone: '+254 722 555 010',
    place: 'Nyali, Mombasa',
    language: 'sw',
  },
  {
    reference: 'MSG-261203-B6R0NC',
    receivedAt: '2026-12-03T13:05:00.000Z',
    name: 'Kiprono Langat',
    phone: '+254 701 100 200',
    place: 'Eldoret',
    status: 'spam',
  },
  {
    reference: 'MSG-261204-Q1VYE5',
    receivedAt: '2026-12-04T17:30:00.000Z',
    name: '100% Builders_Ltd',
    phone: '+254 799 000 111',
    place: 'Thika',
  },
];

let db: LocalDatabase;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({db, dispose} = await openLocalInbox());
  await db.batch(
    seeds.map((seed) =>
      db
        .prepare(
          `INSERT INTO quote_requests (reference, received_at, language, name, phone, place, answers, status, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, '{}', ?, ?)`,
        )
        .bind(
          seed.reference,
          seed.receivedAt,
          seed.language ?? 'en',
          seed.name,
          seed.phone,
          seed.place,
          seed.status ?? 'new',
          seed.receivedAt,
        ),
    ),
  );
});

afterAll(() => dispose?.());

const references = (requests: readonly ListedRequest[]) => requests.map((r) => r.reference);

describe('listRequests, on a local D1 with the migrations applied', () => {
  it('lists newest first, the later reference first within one moment', async () => {
    expect(references((await listRequests(db)).requests)).toEqual([
      'MSG-261204-Q1VYE5',
      'MSG-261203-H2JW8T',
      'MSG-261203-B6R0NC',
      'MSG-261202-9PZ3MD',
      'MSG-261201-4K7QX2',
    ]);
  });

  it('pages through every request once, each page starting where the last ended', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listRequests(db, {limit: 2, after});
      seen.push(...references(page.requests));
      after = page.next ?? undefined;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(references((await listRequests(db)).requests));
  });

  it('keeps to a status', async () => {
    expect(references((await listRequests(db, {status: 'spam'})).requests)).toEqual([
      'MSG-261203-B6R0NC',
    ]);
  });

  it.each([
    ['a name, in any case', 'njeri', ['MSG-261201-4K7QX2']],
    ['a place', 'mombasa', ['MSG-261203-H2JW8T']],
    ['a reference', '9pz3md', ['MSG-261202-9PZ3MD']],
    ['a phone number spaced otherwise', '0733210987'.slice(1), ['MSG-261202-9PZ3MD']],
    ['a phone number with its country code', '254722555010', ['MSG-261203-H2JW8T']],
    ['a percent sign, as a character', '% builders', ['MSG-261204-Q1VYE5']],
    ['an underscore, as a character', 's_l', ['MSG-261204-Q1VYE5']],
    ['a lone percent sign, which matches no name', '%', ['MSG-261204-Q1VYE5']],
    ['words no request holds', 'Nakuru', []],
  ])('searches by %s', async (_name, search, expected) => {
    expect(references((await listRequests(db, {search})).requests)).toEqual(expected);
  });

  it('reads a made-up page mark as the first page', async () => {
    expect((await listRequests(db, {after: "x' OR 1=1 --"})).requests).toHaveLength(seeds.length);
  });
});

describe('GET /api/requests (handleRequestList)', () => {
  const now = Date.UTC(2026, 11, 6, 9, 0, 0);
  let settings: Parameters<typeof handleRequestList>[1];
  let token: string;

  beforeAll(async () => {
    const key = await keyPair('inbox-key');
    token = await accessToken(key, now / 1000);
    settings = {
      ACCESS_TEAM_DOMAIN: testIssuer,
      ACCESS_AUD: testAudience,
      ACCESS_JWKS: JSON.stringify(await keySet(key)),
      INBOX: db,
    };
  });

  const get = (query: string, assertion?: string) =>
    handleRequestList(
      new Request(`https://inbox.msingi.co.ke/api/requests${query}`, {
        headers: assertion ? {[accessHeader]: assertion} : {},
      }),
      settings,
      {now: () => now},
    );

  it('shows a page of the list to staff Access let through, kept by no cache', async () => {
    const response = await get('?status=new&q=nyali', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as {requests: ListedRequest[]};
    expect(body.requests).toEqual([
      {
        reference: 'MSG-261203-H2JW8T',
        receivedAt: '2026-12-03T13:05:00.000Z',
        language: 'sw',
        name: 'Amina Hassan',
        phone: '+254 722 555 010',
        place: 'Nyali, Mombasa',
        status: 'new',
        assignee: null,
      },
    ]);
  });

  it('shows nothing without a token (401) or with one Access did not sign (403)', async () => {
    for (const [assertion, status] of [
      [undefined, 401],
      [`${token.slice(0, -6)}AAAAAA`, 403],
    ] as const) {
      const response = await get('', assertion);
      expect(response.status).toBe(status);
      expect(await response.text()).not.toMatch(/MSG-|Njeri|\+254/);
    }
  });

  it('names the statuses it accepts for one it does not', async () => {
    const response = await get('?status=deleted', token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The status must be one of: new, contacted, visit-booked, quoted, won, lost, spam.',
    });
  });
});
