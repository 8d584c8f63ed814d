/**
 * The sign-up endpoint, /api/subscribe (functions/api/subscribe.ts): checks a sign-up, counts
 * it against the rate limits, asks the configured mailing-list provider to add the address
 * with double opt-in, and answers the page with a status (src/lib/newsletter.ts, which the
 * page shares). The provider's key is a secret of the Pages project and never leaves this
 * function. Pure: the request, the settings, fetch and the clock come in.
 */
import {isValidEmail, mailboxKey} from '../lib/email';
import {connectionKey} from './connectionKey';
import {mailingListProvider} from './mailingLists';
import {
  minimumSignUpTimeMs,
  siteLocales,
  type SubscribeRequest,
  type SubscribeStatus,
} from '../lib/newsletter';
import {hashedKey, memoryStore, takeAttempt, type CounterStore, type Limit} from './rateLimit';
import {readBoundedBody} from './requestBody';

/** The Pages project's settings (docs/deploy.md). */
export type SignUpSettings = {
  /** Which provider holds the list, e.g. `buttondown`. */
  readonly NEWSLETTER_PROVIDER?: string;
  /** The provider's API key: a Secret. */
  readonly NEWSLETTER_API_KEY?: string;
  /** A KV namespace binding for rate limits shared by every isolate; memory otherwise. */
  readonly SIGN_UP_LIMITS?: CounterStore;
  /** `true` to refuse every sign-up without a Turnstile token that Cloudflare confirms. */
  readonly TURNSTILE_REQUIRED?: string;
  /** The Turnstile widget's secret key: a Secret. */
  readonly TURNSTILE_SECRET_KEY?: string;
};

/**
 * An address gets a few tries an hour (a typo fixed, a retry after a failure); a connection
 * more, since a mobile network puts many phones behind one address.
 */
export const signUpLimits = {
  perAddress: {max: 3, windowSeconds: 3600},
  perConnection: {max: 10, windowSeconds: 3600},
} as const satisfies Record<string, Limit>;

/** Larger than any sign-up the page sends (a Turnstile token is up to 2,048 bytes); read no further. */
export const maxBodyBytes = 4096;

/** Turnstile's check of a token (developers.cloudflare.com/turnstile, "Server-side validation"). */
export const turnstileVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

const statusCodes: Record<SubscribeStatus, number> = {
  pending: 200,
  'already-subscribed': 200,
  'invalid-email': 422,
  'rate-limited': 429,
  rejected: 400,
  'bad-request': 400,
  unavailable: 503,
  'not-configured': 503,
};

export function answer(status: SubscribeStatus): Response {
  return new Response(JSON.stringify({status}), {
    status: statusCodes[status],
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 'rate-limited' ? {'Retry-After': '3600'} : {}),
    },
  });
}

/**
 * The sign-up as the page sends it, or null: one of the site's locales, and a path on the site
 * itself (resolved as a browser would, so `/\\evil.example/` or `//evil.example/` is refused).
 */
export function parseSignUp(value: unknown, origin: string): SubscribeRequest | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const {email, locale, page, website, elapsedMs, turnstileToken} = value as Record<
    string,
    unknown
  >;
  const valid =
    typeof email === 'string' &&
    typeof locale === 'string' &&
    (siteLocales as readonly string[]).includes(locale) &&
    typeof page === 'string' &&
    /^\/\S{0,511}$/.test(page) &&
    onOrigin(page, origin) &&
    typeof website === 'string' &&
    typeof elapsedMs === 'number' &&
    Number.isFinite(elapsedMs) &&
    (turnstileToken === undefined ||
      (typeof turnstileToken === 'string' && turnstileToken.length <= 2048));
  return valid
    ? {
        email: email.trim(),
        locale,
        page,
        website,
        elapsedMs,
        ...(turnstileToken === undefined ? {} : {turnstileToken}),
      }
    : null;
}

function onOrigin(page: string, origin: string): boolean {
  try {
    return new URL(page, origin).origin === origin;
  } catch {
    return false;
  }
}

type TurnstileResult = 'passed' | 'failed' | 'unavailable';

/** Asks Cloudflare whether the token was issued to a visitor of this host, once (tokens are single-use). */
async function checkTurnstile(
  token: string | undefined,
  secret: string,
  hostname: string,
  ip: string | null,
  fetchFn: typeof fetch,
): Promise<TurnstileResult> {
  if (!token) {
    return 'failed';
  }
  const form = new FormData();
  form.set('secret', secret);
  form.set('response', token);
  if (ip) {
    form.set('remoteip', ip);
  }
  try {
    const response = await fetchFn(turnstileVerifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      return 'unavailable';
    }
    const outcome = (await response.json()) as {success?: unknown; hostname?: unknown};
    return outcome.success === true && outcome.hostname === hostname ? 'passed' : 'failed';
  } catch {
    return 'unavailable';
  }
}

/** Whether the host requires Turnstile, or null when its setting is neither `true` nor `false`. */
function turnstileRequired(settings: SignUpSettings): boolean | null {
  const value = settings.TURNSTILE_REQUIRED?.trim().toLowerCase() || 'false';
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** One store per isolate, for when no KV namespace is bound. */
const isolateStore = memoryStore();

export type SignUpDependencies = {
  readonly fetchFn?: typeof fetch;
  readonly now?: () => number;
  /** Replaces the isolate's memory when no KV namespace is bound (tests). */
  readonly memory?: CounterStore;
};

export async function handleSignUp(
  request: Request,
  settings: SignUpSettings,
  {fetchFn = fetch, now = Date.now, memory = isolateStore}: SignUpDependencies = {},
): Promise<Response> {
  const provider = mailingListProvider(settings.NEWSLETTER_PROVIDER);
  const apiKey = settings.NEWSLETTER_API_KEY?.trim();
  if (!provider || !apiKey) {
    return answer('not-configured');
  }
  const url = new URL(request.url);
  // A browser names the page's origin; another site's page posting here is turned away.
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== url.origin) {
    return answer('rejected');
  }
  if (!request.headers.get('Content-Type')?.startsWith('application/json')) {
    return answer('bad-request');
  }
  const required = turnstileRequired(settings);
  const turnstileSecret = settings.TURNSTILE_SECRET_KEY?.trim();
  if (required === null || (required && !turnstileSecret)) {
    console.error(
      'Newsletter sign-up: TURNSTILE_REQUIRED must be "true" or "false", and "true" needs TURNSTILE_SECRET_KEY.',
    );
    return answer('not-configured');
  }
  const body = await readBoundedBody(request, maxBodyBytes);
  if (!('text' in body)) {
    return answer('bad-request');
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return answer('bad-request');
  }
  const signUp = parseSignUp(json, url.origin);
  if (!signUp) {
    return answer('bad-request');
  }
  if (signUp.website.trim() !== '' || signUp.elapsedMs < minimumSignUpTimeMs) {
    return answer('rejected');
  }
  if (!isValidEmail(signUp.email)) {
    return answer('invalid-email');
  }
  const ip = request.headers.get('CF-Connecting-IP');
  if (required && turnstileSecret) {
    const turnstile = await checkTurnstile(
      signUp.turnstileToken,
      turnstileSecret,
      url.hostname,
      ip,
      fetchFn,
    );
    if (turnstile !== 'passed') {
      if (turnstile === 'unavailable') {
        console.error('Newsletter sign-up: Turnstile did not answer.');
      }
      return answer(turnstile === 'failed' ? 'rejected' : 'unavailable');
    }
  }
  const store = settings.SIGN_UP_LIMITS ?? memory;
  const at = now();
  // Both counted on every attempt, so a flood of addresses from one connection is slowed too;
  // an inbox's variants (name+1@, n.a.m.e@gmail.com) count as one address, an IPv6 /64 as one
  // connection. A missing or unreadable CF-Connecting-IP (Cloudflare always sets a valid one)
  // counts as one connection, `unknown`, so made-up values spread no attempts.
  const [addressOk, connectionOk] = await Promise.all([
    hashedKey('subscribe', 'address', mailboxKey(signUp.email)).then((key) =>
      takeAttempt(store, key, signUpLimits.perAddress, at),
    ),
    hashedKey('subscribe', 'connection', connectionKey(ip ?? '') ?? 'unknown').then((key) =>
      takeAttempt(store, key, signUpLimits.perConnection, at),
    ),
  ]);
  if (!addressOk || !connectionOk) {
    return answer('rate-limited');
  }
  const added = await provider.add(
    {
      email: signUp.email,
      locale: signUp.locale,
      pageUrl: new URL(signUp.page, url.origin).toString(),
      ip,
    },
    apiKey,
    fetchFn,
  );
  switch (added.result) {
    case 'added':
      return answer('pending');
    case 'already-member':
      return answer('already-subscribed');
    case 'invalid-email':
      return answer('invalid-email');
    case 'unavailable':
      // The host's log (wrangler tail, the dashboard) says why; never the address.
      console.error(`Newsletter sign-up: ${provider.name} failed: ${added.detail}`);
      return answer('unavailable');
  }
}
