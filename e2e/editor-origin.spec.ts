/**
 * The editor's sign-in on its own origin, under the real host run locally and offline (`wrangler
 * pages dev`, which runs a project's functions/ as Cloudflare Pages does): the two Pages projects
 * of the test build (scripts/build-test.sh), each in a process of its own: the public tree
 * (build-no-email/, with functions/) at 127.0.0.1 and the editor's (build-no-email-editor/, with
 * editor-site/functions/) at the address its EDITOR_URL names (https://localhost:port, with
 * wrangler's own certificate: the host redirects only to https). GitHub is answered by a
 * stand-in on this machine (GITHUB_URL) that approves at once, as GitHub does for a writer who
 * has authorised the app before. A writer signs in on the editor's host; the public host has no
 * sign-in and sends /admin/ to the editor; a script on a public page can neither read the
 * editor's storage nor get a token from the sign-in.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {test, expect, request, type Page} from '@playwright/test';

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

const hosts: ChildProcess[] = [];
let github: http.Server | undefined;
let publicSite = '';
// The editor's origin as the test build has it (EDITOR_URL, scripts/build-test.sh): where the
// public tree sends /admin/, so the editor's host is served there.
const editor = new URL(
  /^\s*base_url:\s*(\S+)$/m.exec(
    fs.readFileSync(path.join(siteDir, 'build-no-email-editor/admin/config.yml'), 'utf8'),
  )?.[1] ?? '',
).origin;
const editorPort = Number(new URL(editor).port);
const exchanges: string[] = [];

/** `wrangler pages dev` of one project: its tree, run in the folder that holds its functions/. */
async function pagesDev(
  cwd: string,
  tree: string,
  port: number,
  {https = false, bindings = {}}: {https?: boolean; bindings?: Record<string, string>} = {},
): Promise<void> {
  const inspectorPort = await freePort();
  hosts.push(
    spawn(
      path.join(siteDir, 'node_modules/.bin/wrangler'),
      [
        'pages',
        'dev',
        tree,
        ...['--ip', '127.0.0.1', '--port', String(port)],
        ...['--inspector-port', String(inspectorPort)],
        // No later than the bundled runtime's date (4.86.0 has 2026-05-03).
        '--compatibility-date=2026-05-01',
        ...(https ? ['--local-protocol', 'https'] : []),
        ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
      ],
      {cwd, env: {...process.env, WRANGLER_SEND_METRICS: 'false'}, stdio: 'ignore'},
    ),
  );
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  github = githubStandIn(exchanges);
  const githubPort = await freePort();
  await new Promise<void>((resolve) => github!.listen(githubPort, '127.0.0.1', resolve));
  const publicPort = await freePort();
  publicSite = `http://127.0.0.1:${publicPort}`;
  await Promise.all([
    pagesDev(siteDir, 'build-no-email', publicPort),
    pagesDev(path.join(siteDir, 'editor-site'), '../build-no-email-editor', editorPort, {
      https: true,
      bindings: {
        GITHUB_CLIENT_ID: client.id,
        GITHUB_CLIENT_SECRET: client.secret,
        GITHUB_APP: 'true',
        EDITOR_ORIGIN: editor,
        GITHUB_URL: `http://127.0.0.1:${githubPort}`,
      },
    }),
  ]);
  // Ready when each answers (the editor's certificate is wrangler's own).
  const api = await request.newContext({ignoreHTTPSErrors: true});
  const statusOf = (url: string) =>
    api.get(url, {maxRedirects: 0}).then(
      (r) => r.status(),
      () => 0,
    );
  await Promise.all([
    expect.poll(() => statusOf(`${publicSite}/`), {timeout: 60_000}).toBe(200),
    expect.poll(() => statusOf(`${editor}/admin/`), {timeout: 60_000}).toBe(200),
  ]);
  await api.dispose();
});

test.afterAll(() => {
  hosts.forEach((host) => host.kill());
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

test('a writer signs in on the editor’s host; the public host has no sign-in and sends /admin/ there', async ({
  browser,
}) => {
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  const writer = await context.newPage();
  await writer.goto(`${editor}/admin/`);
  expect(await signIn(writer, `${editor}/api/auth?provider=github`, 20_000)).toBe(standInToken);
  expect(exchanges).toEqual(['stand-in-code']);

  // A script on a public page, in the same browser.
  const visitor = await context.newPage();
  await visitor.goto(`${publicSite}/`);
  expect(await visitor.evaluate(() => localStorage.getItem('editor-token'))).toBeNull();
  // The editor cannot be framed to be read from.
  const framed = await visitor.request.get(`${editor}/admin/`);
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // The public host has no sign-in of its own: not found, and no code exchanged.
  for (const address of ['/api/auth', '/api/auth/callback?code=stand-in-code&state=x']) {
    const missing = await visitor.request.get(`${publicSite}${address}`, {maxRedirects: 0});
    expect(missing.status(), address).toBe(404);
    expect(missing.headers()['location'], address).toBeUndefined();
  }
  expect(exchanges).toHaveLength(1);

  // Its /admin/ is the editor's, on the editor's host; it serves none of the editor itself.
  for (const [address, target] of [
    ['/admin', '/admin/'],
    ['/admin/', '/admin/'],
    ['/admin/config.yml', '/admin/config.yml'],
  ]) {
    const sent = await visitor.request.get(`${publicSite}${address}`, {maxRedirects: 0});
    expect(sent.status(), address).toBe(302);
    expect(sent.headers()['location'], address).toBe(`${editor}${target}`);
  }
  const opened = await context.newPage();
  await opened.goto(`${publicSite}/admin/`);
  expect(opened.url()).toBe(`${editor}/admin/`);
  await opened.close();

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
