/**
 * The editor's sign-in on its own origin, under the real host run locally and offline (`wrangler
 * pages dev`, which runs functions/ as Cloudflare Pages does): one build reached by two host
 * names, 127.0.0.1 standing for the public site and localhost for the editor (EDITOR_ORIGIN), and
 * GitHub answered by a stand-in on this machine (GITHUB_URL) that approves at once, as GitHub does
 * for a writer who has authorised the app before. A writer signs in on the editor's host; a script
 * on a public page can neither read the editor's storage nor get a token from the sign-in.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';

const siteDir = path.join(__dirname, '..');
const standInToken = 'ghu_stand-in-token';
const client = {id: 'stand-in-client', secret: 'stand-in-secret'};

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** GitHub's two sign-in addresses: consent given at once, and the code exchanged for a token. */
function githubStandIn(exchanges: string[]): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'stand-in-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, {Location: back.toString()}).end();
      return;
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const {client_id, client_secret, code} = JSON.parse(body) as Record<string, string>;
        exchanges.push(code ?? '');
        const valid =
          client_id === client.id && client_secret === client.secret && code === 'stand-in-code';
        response
          .writeHead(200, {'Content-Type': 'application/json'})
          .end(JSON.stringify(valid ? {access_token: standInToken} : {error: 'bad'}));
      });
      return;
    }
    response.writeHead(404).end();
  });
}

let host: ChildProcess | undefined;
let github: http.Server | undefined;
let publicSite = '';
let editor = '';
const exchanges: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  github = githubStandIn(exchanges);
  const githubPort = await freePort();
  await new Promise<void>((resolve) => github!.listen(githubPort, '127.0.0.1', resolve));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  publicSite = `http://127.0.0.1:${port}`;
  editor = `http://localhost:${port}`;
  const bindings = {
    GITHUB_CLIENT_ID: client.id,
    GITHUB_CLIENT_SECRET: client.secret,
    GITHUB_APP: 'true',
    EDITOR_ORIGIN: editor,
    GITHUB_URL: `http://127.0.0.1:${githubPort}`,
  };
  host = spawn(
    path.join(siteDir, 'node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      'build',
      ...['--ip', '127.0.0.1', '--port', String(port)],
      ...['--inspector-port', String(inspectorPort)],
      // No later than the bundled runtime's date (../shared measurements: 4.86.0 has 2026-05-03).
      '--compatibility-date=2026-05-01',
      ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ],
    {cwd: siteDir, env: {...process.env, WRANGLER_SEND_METRICS: 'false'}, stdio: 'ignore'},
  );
  // Ready when it answers.
  await expect
    .poll(
      () =>
        fetch(`${publicSite}/api/auth`, {redirect: 'manual'}).then(
          (r) => r.status,
          () => 0,
        ),
      {timeout: 60_000},
    )
    .toBe(403);
});

test.afterAll(() => {
  host?.kill();
  github?.close();
});

/**
 * Signs in as the editor does (the handshake Decap CMS and Sveltia CMS share): opens the sign-in
 * window, answers its greeting, keeps the token it is handed in this origin's storage. Resolves
 * with the token, or with null when no token comes within `waitMs`.
 */
const signIn = (page: Page, authUrl: string, waitMs: number) =>
  page.evaluate(
    ({authUrl, waitMs}) =>
      new Promise<string | null>((resolve) => {
        const popup = window.open(authUrl, 'github-sign-in', 'width=600,height=600');
        window.addEventListener('message', (event: MessageEvent<unknown>) => {
          if (event.data === 'authorizing:github') {
            popup?.postMessage('authorizing:github', event.origin);
          } else if (
            typeof event.data === 'string' &&
            event.data.startsWith('authorization:github:success:')
          ) {
            const {token} = JSON.parse(event.data.slice('authorization:github:success:'.length));
            localStorage.setItem('editor-token', token as string);
            resolve(token as string);
          }
        });
        setTimeout(() => resolve(null), waitMs);
      }),
    {authUrl, waitMs},
  );

test('a writer signs in on the editor’s host; a public page gets neither its storage nor a token', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const writer = await context.newPage();
  await writer.goto(`${editor}/admin/`);
  expect(await signIn(writer, `${editor}/api/auth?provider=github`, 20_000)).toBe(standInToken);
  expect(exchanges).toEqual(['stand-in-code']);

  // A script on a public page of the site, in the same browser.
  const visitor = await context.newPage();
  await visitor.goto(`${publicSite}/`);
  expect(await visitor.evaluate(() => localStorage.getItem('editor-token'))).toBeNull();
  // The editor cannot be framed to be read from.
  const framed = await visitor.request.get(`${editor}/admin/`);
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // The public host's own sign-in refuses, and exchanges no code.
  for (const address of ['/api/auth', '/api/auth/callback?code=stand-in-code&state=x']) {
    const refused = await visitor.request.get(`${publicSite}${address}`, {maxRedirects: 0});
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(`only at ${editor}/admin/`);
  }
  expect(exchanges).toHaveLength(1);

  // The editor's sign-in, opened from the public page: GitHub approves and a token is made, but
  // the window hands it only to a window of the editor's origin.
  const callback = context.waitForEvent('page', {
    predicate: (p) => p !== writer && p !== visitor,
  });
  const received = signIn(visitor, `${editor}/api/auth?provider=github`, 5_000);
  const popup = await callback;
  await popup.waitForURL(/\/api\/auth\/callback\?/);
  await expect.poll(() => exchanges.length).toBe(2);
  expect(await received).toBeNull();
  expect(await visitor.evaluate(() => localStorage.getItem('editor-token'))).toBeNull();
  await context.close();
});
