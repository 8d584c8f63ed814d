/** @jest-environment node */
import {
  changeRequest,
  csvCell,
  exportRequests,
  handleExport,
  handleRequestList,
  handleRequestPage,
  listRequests,
  openRequest,
  readChange,
  searchFits,
  searchTooLong,
  type InboxDatabase,
  type ListedRequest,
} from '../requestInbox';
import {accessHeader} from '../staffAccess';
import {openLocalInbox} from '../../test/localInbox';
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

let db: InboxDatabase;
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

/** The inbox's settings with a local key pair standing in for Access, and a token it signed. */
async function staffSettings(now: number) {
  const key = await keyPair('inbox-key');
  return {
    token: await accessToken(key, now / 1000),
    settings: {
      ACCESS_TEAM_DOMAIN: testIssuer,
      ACCESS_AUD: testAudience,
      ACCESS_JWKS: JSON.stringify(await keySet(key)),
      INBOX: db,
    },
  };
}

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
    ({settings, token} = await staffSettings(now));
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

describe('a request’s page and its changes', () => {
  const reference = 'MSG-261202-9PZ3MD';
  const at = '2026-12-06T09:00:00.000Z';

  const statusEntries = async () =>
    (await openRequest(db, reference, 'audit@msingi.co.ke', at))!.history.filter(
      (event) => event.action === 'status',
    );

  it('shows every field and keeps the view in the staff log', async () => {
    const record = await openRequest(db, reference, 'wanjiru@msingi.co.ke', at);
    expect(record).toMatchObject({reference, name: 'Otieno Odhiambo', status: 'contacted'});
    const {results} = await db
      .prepare("SELECT actor, detail FROM staff_log WHERE action = 'viewed' AND detail = ?")
      .bind(reference)
      .all<{actor: string; detail: string}>();
    expect(results).toContainEqual({actor: 'wanjiru@msingi.co.ke', detail: reference});
    expect(await openRequest(db, 'MSG-000000-000000', 'wanjiru@msingi.co.ke', at)).toBeNull();
  });

  it('changes the status and assignee against the version seen, and writes each to the history', async () => {
    const before = (await openRequest(db, reference, 'wanjiru@msingi.co.ke', at))!;
    const outcome = await changeRequest(
      db,
      reference,
      {
        version: before.version,
        status: 'visit-booked',
        assignee: 'peter@msingi.co.ke',
        note: 'Site visit Saturday 10:00, bring the plot’s survey plan.',
      },
      'wanjiru@msingi.co.ke',
      at,
    );
    expect(outcome.outcome).toBe('changed');
    const after = outcome.outcome === 'changed' ? outcome.request : before;
    expect(after).toMatchObject({
      status: 'visit-booked',
      assignee: 'peter@msingi.co.ke',
      version: before.version + 1,
    });
    expect(after.history.slice(-3)).toEqual([
      {at, actor: 'wanjiru@msingi.co.ke', action: 'status', detail: 'visit-booked'},
      {at, actor: 'wanjiru@msingi.co.ke', action: 'assignee', detail: 'peter@msingi.co.ke'},
      {
        at,
        actor: 'wanjiru@msingi.co.ke',
        action: 'note',
        detail: 'Site visit Saturday 10:00, bring the plot’s survey plan.',
      },
    ]);
  });

  it('tells the second of two staff changing one request at once, and keeps the first’s change', async () => {
    const {version} = (await openRequest(db, reference, 'wanjiru@msingi.co.ke', at))!;
    const entriesBefore = (await statusEntries()).length;
    const outcomes = await Promise.all([
      changeRequest(db, reference, {version, status: 'quoted'}, 'wanjiru@msingi.co.ke', at),
      changeRequest(db, reference, {version, status: 'lost'}, 'peter@msingi.co.ke', at),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['changed', 'conflict']);
    const winner = outcomes.find((o) => o.outcome === 'changed')!;
    const loser = outcomes.find((o) => o.outcome === 'conflict')!;
    // The one told sees the first's change, and nothing of its own was written.
    expect(loser.outcome === 'conflict' && loser.request.status).toBe(
      winner.outcome === 'changed' && winner.request.status,
    );
    expect((await statusEntries()).length).toBe(entriesBefore + 1);
  });

  it('answers a change to a request that is not there as missing', async () => {
    expect(
      await changeRequest(
        db,
        'MSG-000000-000000',
        {version: 1, status: 'won'},
        'a@msingi.co.ke',
        at,
      ),
    ).toEqual({outcome: 'missing'});
  });
});

describe('readChange: a change as sent, or what is wrong with it', () => {
  it.each([
    [
      {version: 2, status: 'won'},
      {version: 2, status: 'won'},
    ],
    [
      {version: 3, assignee: 'Peter@Msingi.co.ke'},
      {version: 3, assignee: 'peter@msingi.co.ke'},
    ],
    [
      {version: 3, assignee: null},
      {version: 3, assignee: null},
    ],
    [
      {version: 1, note: '<script>alert(1)</script> =HYPERLINK("x")'},
      {version: 1, note: '<script>alert(1)</script> =HYPERLINK("x")'},
    ],
  ])('%j', (body, expected) => {
    expect(readChange(body)).toEqual(expected);
  });

  it.each([
    [[], 'Send the change as a JSON object'],
    [{version: 1, status: 'won', admin: true}, 'Unknown fields: admin.'],
    [{version: '2', status: 'won'}, 'version must be'],
    [{version: 0, status: 'won'}, 'version must be'],
    [{version: 2, status: 'deleted'}, 'status must be one of: new, contacted'],
    [{version: 2, assignee: 'not an address'}, 'assignee must be'],
    [{version: 2, assignee: 'peter\u0000@msingi.co.ke'}, 'assignee must be'],
    [{version: 2, note: ''}, 'note must be text of 1 to 2000 characters'],
    [{version: 2, note: 'x'.repeat(2001)}, 'note must be text of 1 to 2000 characters'],
    [{version: 2, note: 'Cement\u0000'}, 'without control characters'],
    [{version: 2}, 'The change changes nothing'],
  ])('refuses %j', (body, message) => {
    expect(readChange(body)).toEqual(expect.stringContaining(message));
  });
});

describe('/api/requests/<reference> (handleRequestPage)', () => {
  const now = Date.UTC(2026, 11, 6, 9, 0, 0);
  let settings: Parameters<typeof handleRequestPage>[1];
  let token: string;

  beforeAll(async () => {
    ({settings, token} = await staffSettings(now));
  });

  /** As the inbox's own page sends it: its origin, and a change as JSON. */
  const ownPage = {Origin: 'https://inbox.msingi.co.ke', 'Content-Type': 'application/json'};
  const send = (
    reference: string,
    init: RequestInit = {},
    assertion: string | null = token,
    from: Record<string, string> = ownPage,
  ) =>
    handleRequestPage(
      new Request(`https://inbox.msingi.co.ke/api/requests/${reference}`, {
        ...init,
        headers: {...(assertion ? {[accessHeader]: assertion} : {}), ...from},
      }),
      settings,
      reference,
      {now: () => now},
    );

  it('shows a request to staff, and nothing to anyone else', async () => {
    const shown = await send('MSG-261201-4K7QX2');
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({reference: 'MSG-261201-4K7QX2', name: 'Njeri Kamau'});
    for (const [assertion, status] of [
      [null, 401],
      [`${token.slice(0, -6)}AAAAAA`, 403],
    ] as const) {
      const response = await send('MSG-261201-4K7QX2', {}, assertion);
      expect(response.status).toBe(status);
      expect(await response.text()).not.toContain('Njeri');
    }
    expect((await send('MSG-000000-000000')).status).toBe(404);
  });

  it('changes a request, and answers a stale version with 409 and the request as it is', async () => {
    const {version} = (await (await send('MSG-261201-4K7QX2')).json()) as {version: number};
    const post = (body: unknown) =>
      send('MSG-261201-4K7QX2', {method: 'POST', body: JSON.stringify(body)});
    expect((await post({version, status: 'contacted'})).status).toBe(200);
    const stale = await post({version, status: 'lost'});
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      request: {status: 'contacted', version: version + 1},
    });
  });

  it('refuses a body that is too large or not a change, saying what is accepted', async () => {
    const large = await send('MSG-261201-4K7QX2', {
      method: 'POST',
      body: JSON.stringify({version: 1, note: 'x'.repeat(20_000)}),
    });
    expect(large.status).toBe(413);
    const wrong = await send('MSG-261201-4K7QX2', {
      method: 'POST',
      body: '{"version": 1, "status": "won", "price": 1}',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'Unknown fields: price. A change has version, status, assignee and note.',
    });
    expect((await send('MSG-261201-4K7QX2', {method: 'PUT'})).status).toBe(405);
  });

  it('takes a change only from the inbox’s own page, as JSON: no other site’s form can make one', async () => {
    const {version} = (await (await send('MSG-261201-4K7QX2')).json()) as {version: number};
    const change = {method: 'POST', body: JSON.stringify({version, status: 'spam'})};
    for (const [from, status] of [
      [{Origin: 'https://evil.example', 'Content-Type': 'application/json'}, 403],
      [{'Content-Type': 'application/json'}, 403],
      [{Origin: 'https://inbox.msingi.co.ke', 'Content-Type': 'text/plain'}, 415],
    ] as const) {
      expect((await send('MSG-261201-4K7QX2', change, token, from)).status).toBe(status);
    }
    expect(
      (await send('MSG-261201-4K7QX2', {method: 'DELETE'}, token, {Origin: 'https://evil.example'}))
        .status,
    ).toBe(403);
    const after = (await (await send('MSG-261201-4K7QX2')).json()) as {
      status: string;
      version: number;
    };
    expect(after).toMatchObject({status: 'contacted', version});
  });
});

describe('CSV export', () => {
  it.each([
    [
      '=HYPERLINK("https://evil.example","Open")',
      `"'=HYPERLINK(""https://evil.example"",""Open"")"`,
    ],
    ['+254 712 345 678', `"'+254 712 345 678"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['Njeri "Mama Mboga" Kamau', '"Njeri ""Mama Mboga"" Kamau"'],
    ['Kilimani, Nairobi\nline two', '"Kilimani, Nairobi\nline two"'],
    [null, '""'],
  ])('writes %j as text a spreadsheet will not run', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('holds the filtered list, every page, and keeps the export in the staff log', async () => {
    const at = '2026-12-06T10:00:00.000Z';
    const csv = await exportRequests(db, {status: 'new'}, 'wanjiru@msingi.co.ke', at);
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Reference","Received (UTC)","Language","Status","Assignee","Name","Phone","Place"',
    );
    const newOnes = (await listRequests(db, {status: 'new'})).requests;
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      newOnes.map((r) => `"${r.reference}"`),
    );
    expect(lines[1]).toContain(`"'${newOnes[0]!.phone}"`);
    const {results} = await db
      .prepare("SELECT actor, detail FROM staff_log WHERE action = 'exported' AND at = ?")
      .bind(at)
      .all<{actor: string; detail: string}>();
    expect(results).toEqual([
      {
        actor: 'wanjiru@msingi.co.ke',
        detail: JSON.stringify({status: 'new', searched: false, count: newOnes.length}),
      },
    ]);
  });

  it('answers GET /api/export with a CSV file for staff, and nothing for anyone else', async () => {
    const now = Date.UTC(2026, 11, 6, 9, 0, 0);
    const {settings, token} = await staffSettings(now);
    const get = async (assertion?: string) =>
      handleExport(
        new Request('https://inbox.msingi.co.ke/api/export?q=kisumu', {
          headers: assertion ? {[accessHeader]: assertion} : {},
        }),
        settings,
        {now: () => now},
      );
    const response = await get(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="quote-requests-2026-12-06.csv"',
    );
    expect(await response.text()).toContain('"MSG-261202-9PZ3MD"');
    const refused = await get();
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('MSG-');
  });
});

describe('what the inbox keeps from a search', () => {
  it('refuses a search longer than D1 takes, saying how long one may be, where it answered 500', async () => {
    const now = Date.UTC(2026, 11, 6, 9, 0, 0);
    const {settings, token} = await staffSettings(now);
    for (const q of ['x'.repeat(49), '%'.repeat(30), 'é'.repeat(30)]) {
      const response = await handleRequestList(
        new Request(`https://inbox.msingi.co.ke/api/requests?q=${encodeURIComponent(q)}`, {
          headers: {[accessHeader]: token},
        }),
        settings,
        {now: () => now},
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({error: searchTooLong});
    }
    expect(searchFits('Nyali, Mombasa')).toBe(true);
  });

  it('logs that an export was searched, never what for: a search can be a visitor’s name', async () => {
    const at = '2026-12-06T11:00:00.000Z';
    await exportRequests(db, {search: 'Njeri Kamau'}, 'wanjiru@msingi.co.ke', at);
    const {results} = await db
      .prepare('SELECT detail FROM staff_log WHERE at = ?')
      .bind(at)
      .all<{detail: string}>();
    expect(results).toEqual([{detail: JSON.stringify({status: 'any', searched: true, count: 1})}]);
  });

  it('tells a caller Access did not let through nothing of which check failed', async () => {
    const now = Date.UTC(2026, 11, 6, 9, 0, 0);
    const {settings, token} = await staffSettings(now);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await handleRequestList(
      new Request('https://inbox.msingi.co.ke/api/requests', {
        headers: {[accessHeader]: token},
      }),
      {...settings, ACCESS_AUD: 'another-application'},
      {now: () => now},
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Cloudflare Access did not let this request through: sign in again.',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('another application'));
    warn.mockRestore();
  });
});
