/** @jest-environment node */
import crypto from 'node:crypto';
import {finishSignIn, handOver, startSignIn} from '../githubSignIn';

const settings = {GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret'};
const site = 'https://www.example.co.ke';

describe('startSignIn', () => {
  it('sends the writer to GitHub with a state it keeps in a cookie, returning to the callback', () => {
    const response = startSignIn(
      new Request(`${site}/api/auth?provider=github&scope=repo`),
      settings,
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('client-id');
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/auth/callback`);
    const state = location.searchParams.get('state');
    expect(response.headers.get('Set-Cookie')).toContain(
      `editor_sign_in_state=${state}; Path=/api/auth; HttpOnly; Secure`,
    );
    expect(response.headers.get('Location')).not.toContain('client-secret');
  });

  it('says so when the OAuth App is not set up', async () => {
    const response = startSignIn(new Request(`${site}/api/auth`), {});
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('not set up');
  });
});

describe('finishSignIn', () => {
  const callback = (state: string, cookie: string) =>
    new Request(`${site}/api/auth/callback?code=the-code&state=${state}`, {
      headers: {Cookie: `other=1; editor_sign_in_state=${cookie}`},
    });

  it('exchanges the code with the secret and hands the token to the site’s own window only', async () => {
    const fetchFn = jest.fn(async () => Response.json({access_token: 'gho_token'}));
    const response = await finishSignIn(callback('s1', 's1'), settings, fetchFn as typeof fetch);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://github.com/login/oauth/access_token');
    expect(JSON.parse(String(init.body))).toEqual({
      client_id: 'client-id',
      client_secret: 'client-secret',
      code: 'the-code',
    });
    const html = await response.text();
    expect(html).toContain(
      `authorization:github:success:{\\"provider\\":\\"github\\",\\"token\\":\\"gho_token\\"}`,
    );
    expect(html).toContain(`const origin = "${site}";`);
    expect(html).not.toContain("'*'");
  });

  it('refuses a callback whose state is not the one it gave (another site’s sign-in)', async () => {
    const fetchFn = jest.fn();
    const html = await (await finishSignIn(callback('s1', 'forged'), settings, fetchFn)).text();
    expect(fetchFn).not.toHaveBeenCalled();
    expect(html).toContain('authorization:github:error:');
  });

  it('passes on GitHub’s reason when there is no token (an expired code)', async () => {
    const fetchFn = async () =>
      Response.json({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      });
    const html = await (
      await finishSignIn(callback('s1', 's1'), settings, fetchFn as typeof fetch)
    ).text();
    expect(html).toContain('authorization:github:error:');
    expect(html).toContain('incorrect or expired');
  });
});

describe('handOver', () => {
  it('allows exactly its own script by hash', async () => {
    const response = await handOver(site, 'success', {provider: 'github', token: 't'});
    const script = /<script>([\s\S]*)<\/script>/.exec(await response.text())![1]!;
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`,
    );
  });
});
