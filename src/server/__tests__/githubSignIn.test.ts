/** @jest-environment node */
import crypto from 'node:crypto';
import {finishSignIn, handOver, signInErrors, signInScope, startSignIn} from '../githubSignIn';

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
    expect(response.headers.get('Set-Cookie')).toBe(
      `__Host-editor_sign_in_state=${state}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
    );
    expect(response.headers.get('Location')).not.toContain('client-secret');
  });

  it.each([
    [{}, 'repo'],
    [{EDITOR_REPOSITORY_VISIBILITY: 'private'}, 'repo'],
    [{EDITOR_REPOSITORY_VISIBILITY: 'Public'}, 'public_repo'],
  ])(
    'asks GitHub for the scope the host settings give (%j → %s), never the link’s',
    (extra, scope) => {
      expect(signInScope({...settings, ...extra})).toBe(scope);
      const crafted = new Request(
        `${site}/api/auth?provider=github&scope=admin:org,delete_repo,repo`,
      );
      const location = new URL(
        startSignIn(crafted, {...settings, ...extra}).headers.get('Location')!,
      );
      expect(location.searchParams.getAll('scope')).toEqual([scope]);
    },
  );

  it('refuses to start with a repository visibility it does not know', async () => {
    const response = startSignIn(new Request(`${site}/api/auth`), {
      ...settings,
      EDITOR_REPOSITORY_VISIBILITY: 'internal',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('must be "public" or "private"');
  });

  it('says so when the OAuth App is not set up', async () => {
    const response = startSignIn(new Request(`${site}/api/auth`), {});
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('not set up');
  });
});

describe('the sign-in state cookie and caching', () => {
  /** The attributes of a Set-Cookie header, by lower-case name (a value-less one is `true`). */
  const attributes = (header: string) =>
    Object.fromEntries(
      header
        .split(/;\s*/)
        .slice(1)
        .map((part) => {
          const [name = '', value] = part.split('=');
          return [name.toLowerCase(), value ?? true];
        }),
    );

  it('is a __Host- cookie (Secure, Path=/, no Domain), set by the start and cleared by the callback', async () => {
    const started = startSignIn(new Request(`${site}/api/auth`), settings).headers.get(
      'Set-Cookie',
    )!;
    const state = new URL(
      startSignIn(new Request(`${site}/api/auth`), settings).headers.get('Location')!,
    ).searchParams.get('state');
    expect(started).toMatch(/^__Host-editor_sign_in_state=[\w-]+;/);
    expect(attributes(started)).toEqual({
      path: '/',
      httponly: true,
      secure: true,
      samesite: 'Lax',
      'max-age': '600',
    });
    const finished = await finishSignIn(
      new Request(`${site}/api/auth/callback?code=c&state=${state}`, {
        headers: {Cookie: `__Host-editor_sign_in_state=${state}`},
      }),
      settings,
      (async () => Response.json({access_token: 'gho_token'})) as typeof fetch,
    );
    const cleared = finished.headers.get('Set-Cookie')!;
    expect(cleared).toMatch(/^__Host-editor_sign_in_state=;/);
    expect(attributes(cleared)).toEqual({
      path: '/',
      httponly: true,
      secure: true,
      samesite: 'Lax',
      'max-age': '0',
    });
  });

  it('ignores a state cookie without the prefix, which any sibling host could have set', async () => {
    const fetchFn = jest.fn();
    const html = await (
      await finishSignIn(
        new Request(`${site}/api/auth/callback?code=c&state=s1`, {
          headers: {Cookie: 'editor_sign_in_state=s1'},
        }),
        settings,
        fetchFn,
      )
    ).text();
    expect(fetchFn).not.toHaveBeenCalled();
    expect(html).toContain('authorization:github:error:');
  });

  it('answers every sign-in request with Cache-Control: no-store', async () => {
    const token = (async () => Response.json({access_token: 'gho_token'})) as typeof fetch;
    const callback = (query: string) =>
      new Request(`${site}/api/auth/callback?${query}`, {
        headers: {Cookie: '__Host-editor_sign_in_state=s1'},
      });
    const answers = [
      startSignIn(new Request(`${site}/api/auth`), settings),
      startSignIn(new Request(`${site}/api/auth`), {}),
      startSignIn(new Request(`${site}/api/auth`), {
        ...settings,
        EDITOR_REPOSITORY_VISIBILITY: 'x',
      }),
      await finishSignIn(callback('code=c&state=s1'), settings, token),
      await finishSignIn(callback('code=c&state=forged'), settings, token),
      await finishSignIn(callback('error=access_denied'), settings, token),
      await finishSignIn(callback('code=c&state=s1'), {}, token),
    ];
    expect(answers.map((r) => r.headers.get('Cache-Control'))).toEqual(
      answers.map(() => 'no-store'),
    );
  });
});

describe('finishSignIn', () => {
  const callback = (state: string, cookie: string) =>
    new Request(`${site}/api/auth/callback?code=the-code&state=${state}`, {
      headers: {Cookie: `other=1; __Host-editor_sign_in_state=${cookie}`},
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

describe('finishSignIn when GitHub gives no token', () => {
  const handedOverError = async (response: Response) => {
    const html = await response.text();
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const posted: unknown[] = [];
    const listeners: ((event: {origin: string; data: string}) => void)[] = [];
    // Runs the page's one script against a stand-in window and reads what it would post.
    new Function('window', script)({
      addEventListener: (_type: string, listener: (typeof listeners)[number]) =>
        listeners.push(listener),
      opener: {postMessage: (message: unknown) => posted.push(message)},
      close: () => undefined,
    });
    listeners.forEach((listener) => listener({origin: site, data: 'authorizing:github'}));
    const message = String(posted.at(-1));
    expect(message).toMatch(/^authorization:github:error:/);
    return {
      html,
      error: (JSON.parse(message.replace(/^authorization:github:error:/, '')) as {error: string})
        .error,
    };
  };

  it('tells a writer who chose Cancel that they refused, not that the sign-in expired', async () => {
    const fetchFn = jest.fn();
    const request = new Request(
      `${site}/api/auth/callback?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=s1`,
      {headers: {Cookie: '__Host-editor_sign_in_state=s1'}},
    );
    const {error} = await handedOverError(await finishSignIn(request, settings, fetchFn));
    expect(error).toBe(signInErrors.refused);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTML error page', async () => new Response('<html>Unicorn!</html>', {status: 200})],
    ['a 502', async () => new Response('Bad gateway', {status: 502})],
    ['no connection', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('says GitHub is having problems when the exchange meets %s', async (_name, fetchFn) => {
    const request = new Request(`${site}/api/auth/callback?code=c&state=s1`, {
      headers: {Cookie: '__Host-editor_sign_in_state=s1'},
    });
    const response = await finishSignIn(request, settings, fetchFn as typeof fetch);
    expect(response.status).toBe(200);
    expect((await handedOverError(response)).error).toBe(signInErrors.outage);
  });

  it('keeps GitHub’s words data when they hold markup', async () => {
    const hostile = '</script><script>window.__pwned=1</script>';
    const fetchFn = async () => Response.json({error_description: hostile});
    const request = new Request(`${site}/api/auth/callback?code=c&state=s1`, {
      headers: {Cookie: '__Host-editor_sign_in_state=s1'},
    });
    const {html, error} = await handedOverError(
      await finishSignIn(request, settings, fetchFn as typeof fetch),
    );
    expect(error).toBe(hostile);
    expect(html.match(/<script/g)).toHaveLength(1);
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

describe('sign-in on the editor’s own origin (EDITOR_ORIGIN)', () => {
  const editor = 'https://editor.example.co.ke';
  const onEditor = {...settings, EDITOR_ORIGIN: editor};
  const token = jest.fn(async () => Response.json({access_token: 'gho_token'}));
  const callbackAt = (origin: string) =>
    new Request(`${origin}/api/auth/callback?code=c&state=s1`, {
      headers: {Cookie: '__Host-editor_sign_in_state=s1'},
    });

  /** Runs the callback page's script with an opener of `openerOrigin`; what reaches it, and where. */
  const delivered = async (response: Response, openerOrigin: string) => {
    const script = /<script>([\s\S]*)<\/script>/.exec(await response.text())![1]!;
    const received: unknown[] = [];
    const listeners: ((event: {origin: string; data: string}) => void)[] = [];
    new Function('window', script)({
      addEventListener: (_type: string, listener: (typeof listeners)[number]) =>
        listeners.push(listener),
      // As a browser does: a message whose target origin is not the opener's is dropped.
      opener: {
        postMessage: (message: unknown, targetOrigin: string) => {
          if (targetOrigin === openerOrigin) received.push(message);
        },
      },
      close: () => undefined,
    });
    listeners.forEach((listener) => listener({origin: openerOrigin, data: 'authorizing:github'}));
    return received;
  };

  beforeEach(() => token.mockClear());

  it('starts and finishes there, handing the token to a window of that origin', async () => {
    const started = startSignIn(new Request(`${editor}/api/auth`), onEditor);
    expect(started.status).toBe(302);
    expect(new URL(started.headers.get('Location')!).searchParams.get('redirect_uri')).toBe(
      `${editor}/api/auth/callback`,
    );
    const finished = await finishSignIn(callbackAt(editor), onEditor, token as typeof fetch);
    expect(await delivered(finished.clone(), editor)).toEqual([
      'authorizing:github',
      'authorization:github:success:{"provider":"github","token":"gho_token"}',
    ]);
    expect(await delivered(finished, site)).toEqual([]);
  });

  it('refuses to start or finish on the public site’s origin, and exchanges no code there', async () => {
    const started = startSignIn(new Request(`${site}/api/auth`), onEditor);
    expect(started.status).toBe(403);
    expect(started.headers.get('Set-Cookie')).toBeNull();
    expect(started.headers.get('Cache-Control')).toBe('no-store');
    expect(await started.text()).toContain(`only at ${editor}/admin/`);
    const finished = await finishSignIn(callbackAt(site), onEditor, token as typeof fetch);
    expect(finished.status).toBe(403);
    expect(token).not.toHaveBeenCalled();
    expect(await finished.text()).not.toContain('authorization:github');
  });

  it.each([
    'editor.example.co.ke',
    'https://editor.example.co.ke/admin/',
    'http://editor.example.co.ke',
    'https://editor.example.co.ke?x=1',
  ])('says what is accepted when EDITOR_ORIGIN is %s', async (value) => {
    const response = startSignIn(new Request(`${editor}/api/auth`), {
      ...settings,
      EDITOR_ORIGIN: value,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      'EDITOR_ORIGIN must be an origin such as https://editor.example.co.ke',
    );
  });
});

describe('a GitHub App instead of an OAuth App (GITHUB_APP)', () => {
  it('asks GitHub for no scope: the app’s own permissions on its one repository apply', () => {
    const response = startSignIn(new Request(`${site}/api/auth`), {
      ...settings,
      GITHUB_APP: 'true',
      EDITOR_REPOSITORY_VISIBILITY: 'private',
    });
    const location = new URL(response.headers.get('Location')!);
    expect(location.searchParams.get('client_id')).toBe('client-id');
    expect(location.searchParams.has('scope')).toBe(false);
  });

  it('says what is accepted for a value it does not know', async () => {
    const response = startSignIn(new Request(`${site}/api/auth`), {...settings, GITHUB_APP: 'yes'});
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('GITHUB_APP must be "true" or "false"');
  });
});

describe('GitHub’s address (GITHUB_URL)', () => {
  const enterprise = {...settings, GITHUB_URL: 'https://github.example.co.ke'};

  it('sends the writer to, and exchanges the code with, the GitHub it names', async () => {
    const started = startSignIn(new Request(`${site}/api/auth`), enterprise);
    expect(started.headers.get('Location')).toMatch(
      /^https:\/\/github\.example\.co\.ke\/login\/oauth\/authorize\?/,
    );
    const fetchFn = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      Response.json({access_token: 'ghu_token'}),
    );
    await finishSignIn(
      new Request(`${site}/api/auth/callback?code=c&state=s1`, {
        headers: {Cookie: '__Host-editor_sign_in_state=s1'},
      }),
      enterprise,
      fetchFn,
    );
    expect(fetchFn.mock.calls.map(([url]) => String(url))).toEqual([
      'https://github.example.co.ke/login/oauth/access_token',
    ]);
  });

  it('says what is accepted for an address that is no https origin', async () => {
    const response = startSignIn(new Request(`${site}/api/auth`), {
      ...settings,
      GITHUB_URL: 'http://github.example.co.ke',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      'GITHUB_URL must be an origin such as https://github.com',
    );
  });
});
