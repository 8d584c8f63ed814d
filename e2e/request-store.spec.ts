/**
 * The request store as the host runs it: the built site and its functions served by
 * `wrangler pages dev` on a real local D1 with the repository's migrations applied
 * (src/test/localD1.ts), no stand-in database. A request posted from a page of the site is
 * kept once under its reference, a resend finds it, a request the host refuses is not kept, and
 * what was kept is read back from the database with wrangler itself; the staff inbox's project,
 * served the same way with a local key pair standing in for Cloudflare Access, shows it to staff
 * and nothing to anyone else.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {
  createLocalD1,
  localDatabaseId,
  runWrangler,
  wranglerBin,
  type LocalD1,
} from '../src/test/localD1';
import {
  accessToken,
  keyPair,
  keySet,
  testAudience,
  testIssuer,
  type KeyPair,
} from '../src/test/accessTokens';

const siteDir = path.join(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4173) + 400;
const origin = `http://127.0.0.1:${port}`;

// One pair of servers for the file's tests, which share their database.
test.describe.configure({mode: 'serial'});

let d1: LocalD1;
const servers: ChildProcess[] = [];
const inboxPort = port + 1;
const inbox = `http://127.0.0.1:${inboxPort}`;
let staffKey: KeyPair;

/** `wrangler pages dev` serving `dir` with the functions of `cwd`, on the local database. */
async function servePages(cwd: string, dir: string, at: number, bindings: readonly string[] = []) {
  const server = spawn(
    wranglerBin,
    [
      'pages',
      'dev',
      dir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(at),
      '--compatibility-date=2026-05-01',
      // Each server its own debugging port: both would take 9229.
      '--inspector-port',
      String(at + 1000),
      '--d1',
      `INBOX=${localDatabaseId}`,
      '--persist-to',
      d1.state,
      ...bindings.flatMap((binding) => ['--binding', binding]),
    ],
    // A group of its own: wrangler starts workerd, which must stop with it.
    {cwd, detached: true, env: {...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false'}},
  );
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`wrangler did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) => reject(new Error(`wrangler exited (${code}):\n${output}`)));
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  d1 = createLocalD1();
  staffKey = await keyPair('staff-key');
  // The inbox's project: its functions, nothing static yet, a local key pair standing in for Access.
  const noPages = path.join(d1.dir, 'staff-pages');
  fs.mkdirSync(noPages);
  await Promise.all([
    servePages(siteDir, 'build', port),
    servePages(path.join(siteDir, 'staff-site'), noPages, inboxPort, [
      `ACCESS_TEAM_DOMAIN=${testIssuer}`,
      `ACCESS_AUD=${testAudience}`,
      `ACCESS_JWKS=${JSON.stringify(await keySet(staffKey))}`,
    ]),
  ]);
});

test.afterAll(() => {
  for (const server of servers) if (server.pid) process.kill(-server.pid);
  if (d1) fs.rmSync(d1.dir, {recursive: true, force: true});
});

const answers = {
  firstName: 'Amina',
  lastName: 'Hassan',
  email: 'amina@example.co.ke',
  phone: '+254722555010',
  city: 'Nyali',
  preferredContact: 'phone',
  projectType: 'renovation',
  projectDescription:
    'Re-roof a 1970s bungalow in Nyali: <b>coral stone</b> walls, =SUM(A1) stays text.',
  budget: '5m-10m',
  timeline: 'planning',
  hearAbout: 'referral',
  address: '',
  communicationsConsent: true,
  termsAccepted: true,
};

/** Posts `body` to the store from a page of the site, as the quote form's script would. */
async function post(page: Page, body: unknown) {
  return page.evaluate(async (sent) => {
    const response = await fetch('/api/quote-requests', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(sent),
    });
    return {status: response.status, body: (await response.json()) as unknown};
  }, body);
}

/** Rows of the local database, read with wrangler. */
function rows(query: string): Record<string, unknown>[] {
  const output = runWrangler([
    'd1',
    'execute',
    'INBOX',
    '--local',
    '--persist-to',
    d1.state,
    '-c',
    d1.config,
    '--json',
    '--command',
    query,
  ]);
  return (JSON.parse(output) as {results: Record<string, unknown>[]}[])[0]!.results;
}

test('a request posted from the site is kept once under its reference, with its history', async ({
  page,
}) => {
  await page.goto(`${origin}/robots.txt`);
  const request = {reference: 'MSG-261206-H2JW8T', language: 'sw', answers, estimate: null};

  expect(await post(page, request)).toEqual({
    status: 201,
    body: {reference: 'MSG-261206-H2JW8T', stored: true},
  });
  // The outbox sends again under the same reference: found, not kept twice.
  expect(await post(page, request)).toEqual({
    status: 200,
    body: {reference: 'MSG-261206-H2JW8T', stored: true},
  });

  const kept = rows(
    "SELECT reference, language, name, phone, place, status, answers FROM quote_requests WHERE reference = 'MSG-261206-H2JW8T'",
  );
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    language: 'sw',
    name: 'Amina Hassan',
    phone: '+254722555010',
    place: 'Nyali',
    status: 'new',
  });
  expect(JSON.parse(String(kept[0]!.answers))).toEqual(answers);
  expect(
    rows("SELECT actor, action FROM request_events WHERE reference = 'MSG-261206-H2JW8T'"),
  ).toEqual([{actor: 'visitor', action: 'received'}]);
});

test('a request the host refuses is not kept, and the answer names what is accepted', async ({
  page,
}) => {
  await page.goto(`${origin}/robots.txt`);
  const {status, body} = await post(page, {
    reference: 'MSG-261206-Q1VYE5',
    language: 'sw',
    answers: {...answers, termsAccepted: false, admin: true},
  });
  expect(status).toBe(400);
  expect(body).toMatchObject({
    fields: {admin: expect.any(String), termsAccepted: expect.any(String)},
  });
  expect(
    rows("SELECT reference FROM quote_requests WHERE reference = 'MSG-261206-Q1VYE5'"),
  ).toEqual([]);
});

test('the inbox shows the kept request to staff Access let through, and nothing to anyone else', async ({
  request,
}) => {
  const signedIn = {'Cf-Access-Jwt-Assertion': await accessToken(staffKey, Date.now() / 1000)};
  const list = await request.get(`${inbox}/api/requests?q=nyali`, {headers: signedIn});
  expect(list.status()).toBe(200);
  expect(((await list.json()) as {requests: {reference: string}[]}).requests).toEqual([
    expect.objectContaining({reference: 'MSG-261206-H2JW8T', name: 'Amina Hassan', status: 'new'}),
  ]);
  const page = await request.get(`${inbox}/api/requests/MSG-261206-H2JW8T`, {headers: signedIn});
  expect(await page.json()).toMatchObject({
    answers,
    history: [expect.objectContaining({actor: 'visitor', action: 'received'})],
  });
  const csv = await request.get(`${inbox}/api/export`, {headers: signedIn});
  expect(await csv.text()).toContain('"MSG-261206-H2JW8T"');

  const strangers: Record<string, string>[] = [{}, {'Cf-Access-Jwt-Assertion': 'x.y.z'}];
  for (const headers of strangers) {
    const refused = await request.get(`${inbox}/api/requests`, {headers});
    expect([401, 403]).toContain(refused.status());
    expect(await refused.text()).not.toContain('MSG-');
  }
});
