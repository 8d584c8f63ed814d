/**
 * Signing in to the web editor with GitHub, on the site's own host (a Cloudflare Pages Function,
 * functions/api/auth): the editor opens /api/auth in a window, which sends the writer to GitHub;
 * GitHub returns to /api/auth/callback with a code, which is exchanged for a token with the OAuth
 * App's secret; the window hands the token to the editor that opened it (the message handshake
 * Decap CMS and Sveltia CMS share) and closes. The secret never leaves the host. Pure: the
 * functions pass in the request, their settings and fetch.
 */

/** The OAuth App's settings, set as the Pages project's secrets. */
export type SignInSettings = {
  readonly GITHUB_CLIENT_ID?: string;
  readonly GITHUB_CLIENT_SECRET?: string;
};

const stateCookie = 'editor_sign_in_state';
/** What the editor needs to commit: the repository's contents and pull requests. */
const defaultScope = 'repo';

const page = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      ...headers,
    },
  });

const failed = (message: string) =>
  page(
    400,
    `<!doctype html><meta charset="utf-8"><title>Sign-in failed</title><p>${message.replace(/[<>&]/g, '')}</p>`,
  );

/** /api/auth: a fresh state in a cookie, then GitHub's consent page. */
export function startSignIn(request: Request, settings: SignInSettings): Response {
  if (!settings.GITHUB_CLIENT_ID || !settings.GITHUB_CLIENT_SECRET) {
    return failed('Signing in is not set up: the GitHub OAuth App settings are missing.');
  }
  const url = new URL(request.url);
  const state = crypto.randomUUID();
  const authorize = new URL('https://github.com/login/oauth/authorize');
  authorize.searchParams.set('client_id', settings.GITHUB_CLIENT_ID);
  authorize.searchParams.set('scope', url.searchParams.get('scope') || defaultScope);
  authorize.searchParams.set('state', state);
  authorize.searchParams.set('redirect_uri', `${url.origin}/api/auth/callback`);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Set-Cookie': `${stateCookie}=${state}; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The page that hands the result to the editor: it announces itself, and answers the editor's
 * reply with the result, only ever to a window of the site's own origin.
 */
export async function handOver(
  origin: string,
  result: 'success' | 'error',
  content: object,
): Promise<Response> {
  const message = `authorization:github:${result}:${JSON.stringify(content)}`;
  const script = `(() => {
  const origin = ${JSON.stringify(origin)};
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data !== 'authorizing:github') return;
    window.opener.postMessage(${JSON.stringify(message)}, origin);
    window.close();
  });
  window.opener.postMessage('authorizing:github', origin);
})();`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return page(
    200,
    `<!doctype html><meta charset="utf-8"><title>Signing in…</title><script>${script}</script>`,
    {
      // The page runs its one script, allowed by its hash, and nothing else.
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`,
      'Set-Cookie': `${stateCookie}=; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=0`,
    },
  );
}

/** /api/auth/callback: checks the state, exchanges the code for a token, hands it over. */
export async function finishSignIn(
  request: Request,
  settings: SignInSettings,
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const cookie = (request.headers.get('Cookie') ?? '')
    .split(/;\s*/)
    .find((c) => c.startsWith(`${stateCookie}=`))
    ?.slice(stateCookie.length + 1);
  if (!settings.GITHUB_CLIENT_ID || !settings.GITHUB_CLIENT_SECRET) {
    return failed('Signing in is not set up: the GitHub OAuth App settings are missing.');
  }
  if (!code || !state || state !== cookie) {
    return handOver(url.origin, 'error', {
      provider: 'github',
      error: 'The sign-in expired or was not started here. Please try again.',
    });
  }
  const response = await fetchFn('https://github.com/login/oauth/access_token', {
    method: 'POST',
    headers: {Accept: 'application/json', 'Content-Type': 'application/json'},
    body: JSON.stringify({
      client_id: settings.GITHUB_CLIENT_ID,
      client_secret: settings.GITHUB_CLIENT_SECRET,
      code,
    }),
  });
  const token = response.ok
    ? ((await response.json()) as {access_token?: string; error_description?: string})
    : {};
  return token.access_token
    ? handOver(url.origin, 'success', {provider: 'github', token: token.access_token})
    : handOver(url.origin, 'error', {
        provider: 'github',
        error: token.error_description ?? 'GitHub did not give a token.',
      });
}
