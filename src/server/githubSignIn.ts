/**
 * Signing in to the web editor with GitHub, on the editor's own origin (Cloudflare Pages
 * Functions of the editor's project, editor-site/functions/api/auth; EDITOR_ORIGIN names that
 * origin, and sign-in answers nowhere else): the editor opens /api/auth in a window, which sends
 * the writer to GitHub; GitHub returns to /api/auth/callback with a code, which is exchanged for
 * a token with the GitHub App's (or OAuth App's) secret; the window hands the token to the editor
 * that opened it (the message handshake Decap CMS and Sveltia CMS share), only if that editor is
 * of the same origin, and closes. The secret never leaves the host. Pure: the functions pass in the request, their
 * settings and fetch.
 */

import {jsonForScript} from '../lib/scriptData';

/** The GitHub app's settings, set as the Pages project's secrets and variables. */
export type SignInSettings = {
  readonly GITHUB_CLIENT_ID?: string;
  readonly GITHUB_CLIENT_SECRET?: string;
  /** `public` or `private` (the default): whether the site's repository is public on GitHub. */
  readonly EDITOR_REPOSITORY_VISIBILITY?: string;
  /**
   * `true` when the client ID and secret are a GitHub App's (installed on this repository only,
   * its permissions set on GitHub): no OAuth scope is asked. Unset or `false`: an OAuth App.
   */
  readonly GITHUB_APP?: string;
  /**
   * The editor's own origin, e.g. `https://editor.example.co.ke`: sign-in answers only there,
   * and hands the token only to a window of it. Unset: the origin the request came to.
   */
  readonly EDITOR_ORIGIN?: string;
  /**
   * GitHub's address: `https://github.com` unless the repository is on a GitHub Enterprise
   * Server (or, for a local run, a stand-in on this machine).
   */
  readonly GITHUB_URL?: string;
};

/**
 * `__Host-`: the browser keeps it only if it is Secure, for Path=/ and with no Domain, so no
 * other host under the same domain (a sibling subdomain) can set or replace it.
 */
const stateCookie = '__Host-editor_sign_in_state';

/**
 * What the editor needs to commit and open pull requests, and no more: a public repository needs
 * only `public_repo`; a private one needs `repo`, which GitHub grants over every repository the
 * writer can reach. Decided here from the host's settings, never from the request, so a crafted
 * link cannot ask a writer's consent to more.
 */
export function signInScope(settings: SignInSettings): 'public_repo' | 'repo' | undefined {
  const visibility = settings.EDITOR_REPOSITORY_VISIBILITY?.trim().toLowerCase() || 'private';
  return visibility === 'public' ? 'public_repo' : visibility === 'private' ? 'repo' : undefined;
}

const notSetUp = 'Signing in is not set up: the GitHub app settings are missing.';
const badVisibility =
  'Signing in is not set up: EDITOR_REPOSITORY_VISIBILITY must be "public" or "private".';
const badApp = 'Signing in is not set up: GITHUB_APP must be "true" or "false".';
const badGitHub =
  'Signing in is not set up: GITHUB_URL must be an origin such as https://github.com (https, no path).';
const badOrigin =
  'Signing in is not set up: EDITOR_ORIGIN must be an origin such as https://editor.example.co.ke (https, no path).';

/** Whether the settings name a GitHub App, or null when GITHUB_APP is neither true nor false. */
function isGitHubApp(settings: SignInSettings): boolean | null {
  const value = settings.GITHUB_APP?.trim().toLowerCase() || 'false';
  return value === 'true' ? true : value === 'false' ? false : null;
}

/**
 * An origin setting's value: an https origin, or http on this machine (local runs); null for
 * anything else (a path, a query, another scheme).
 */
function originSetting(raw: string): string | null {
  const value = raw.trim().replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  return url.origin === value && (url.protocol === 'https:' || local) ? url.origin : null;
}

/**
 * The origin sign-in belongs to: EDITOR_ORIGIN, or the request's own when it is unset; null when
 * EDITOR_ORIGIN is not an origin it accepts.
 */
export function editorOrigin(settings: SignInSettings, requestUrl: URL): string | null {
  return settings.EDITOR_ORIGIN?.trim() ? originSetting(settings.EDITOR_ORIGIN) : requestUrl.origin;
}

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

const failed = (message: string, status = 400) =>
  page(
    status,
    `<!doctype html><meta charset="utf-8"><title>Sign-in failed</title><p>${message.replace(/[<>&]/g, '')}</p>`,
  );

/** What sign-in needs from complete settings; the scope is null for a GitHub App. */
type Ready = {
  /** GitHub's origin. */
  readonly github: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scope: string | null;
};

/**
 * What sign-in goes on with, or the page that says why it cannot: the settings are incomplete
 * or wrong, or the request came to another origin than the editor's.
 */
function readiness(url: URL, settings: SignInSettings): Ready | Response {
  const {GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret} = settings;
  if (!clientId || !clientSecret) {
    return failed(notSetUp);
  }
  const app = isGitHubApp(settings);
  if (app === null) {
    return failed(badApp);
  }
  const scope = app ? null : signInScope(settings);
  if (scope === undefined) {
    return failed(badVisibility);
  }
  const github = originSetting(settings.GITHUB_URL?.trim() || 'https://github.com');
  if (!github) {
    return failed(badGitHub);
  }
  const origin = editorOrigin(settings, url);
  if (!origin) {
    return failed(badOrigin);
  }
  if (origin !== url.origin) {
    return failed(`Signing in to the editor happens only at ${origin}/admin/.`, 403);
  }
  return {github, clientId, clientSecret, scope};
}

/** /api/auth: a fresh state in a cookie, then GitHub's consent page. */
export function startSignIn(request: Request, settings: SignInSettings): Response {
  const url = new URL(request.url);
  const ready = readiness(url, settings);
  if (ready instanceof Response) {
    return ready;
  }
  const {github, clientId, scope} = ready;
  const state = crypto.randomUUID();
  const authorize = new URL('/login/oauth/authorize', github);
  authorize.searchParams.set('client_id', clientId);
  if (scope) {
    // A GitHub App's token has the app's permissions on the repositories it is installed on.
    authorize.searchParams.set('scope', scope);
  }
  authorize.searchParams.set('state', state);
  authorize.searchParams.set('redirect_uri', `${url.origin}/api/auth/callback`);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Set-Cookie': `${stateCookie}=${state}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The page that hands the result to the editor: it announces itself, and answers the editor's
 * reply with the result, only ever to a window of the editor's origin (the callback's own).
 */
export async function handOver(
  origin: string,
  result: 'success' | 'error',
  content: object,
): Promise<Response> {
  const message = `authorization:github:${result}:${JSON.stringify(content)}`;
  // GitHub's words and the token are data inside this script: written so no text can end it.
  const script = `(() => {
  const origin = ${jsonForScript(origin)};
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data !== 'authorizing:github') return;
    window.opener.postMessage(${jsonForScript(message)}, origin);
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
      'Set-Cookie': `${stateCookie}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`,
    },
  );
}

/** What the writer is told when GitHub does not give a token, by the reason. */
export const signInErrors = {
  refused:
    'You did not allow the editor to use your GitHub account, so you are not signed in. To write, sign in again and choose Authorize.',
  expired: 'The sign-in expired or was not started here. Please try again.',
  outage:
    'GitHub did not answer as expected, so you are not signed in. GitHub may be having problems (see githubstatus.com): please try again in a few minutes.',
  noToken: 'GitHub did not give a token.',
} as const;

type TokenAnswer = {access_token?: string; error_description?: string};

/** GitHub's answer to the code exchange, or why there is none. */
async function exchangeCode(
  {github, clientId, clientSecret}: Ready,
  code: string,
  fetchFn: typeof fetch,
): Promise<TokenAnswer | 'outage'> {
  try {
    const response = await fetchFn(new URL('/login/oauth/access_token', github).toString(), {
      method: 'POST',
      headers: {Accept: 'application/json', 'Content-Type': 'application/json'},
      body: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        code,
      }),
    });
    if (!response.ok) {
      return 'outage';
    }
    const answer: unknown = await response.json();
    return typeof answer === 'object' && answer !== null ? (answer as TokenAnswer) : 'outage';
  } catch {
    // No connection, or a page that is not JSON (GitHub's error pages are HTML).
    return 'outage';
  }
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
  const ready = readiness(url, settings);
  if (ready instanceof Response) {
    return ready;
  }
  const error = (message: string) =>
    handOver(url.origin, 'error', {provider: 'github', error: message});
  // GitHub returns here with error=access_denied when the writer chooses Cancel.
  const githubError = url.searchParams.get('error');
  if (githubError) {
    return error(
      githubError === 'access_denied'
        ? signInErrors.refused
        : (url.searchParams.get('error_description') ?? signInErrors.noToken),
    );
  }
  if (!code || !state || state !== cookie) {
    return error(signInErrors.expired);
  }
  const answer = await exchangeCode(ready, code, fetchFn);
  if (answer === 'outage') {
    return error(signInErrors.outage);
  }
  return answer.access_token
    ? handOver(url.origin, 'success', {provider: 'github', token: answer.access_token})
    : error(answer.error_description ?? signInErrors.noToken);
}
