/**
 * The sign-up endpoint, /api/subscribe (functions/api/subscribe.ts): checks a sign-up, counts
 * it against the rate limits, asks the configured mailing-list provider to add the address
 * with double opt-in, and answers the page with a status (./newsletter.ts). The provider's key
 * is a secret of the Pages project and never leaves this function. Pure: the request, the
 * settings, fetch and the clock come in.
 */
import {isValidEmail} from './email';
import {mailingListProvider} from './mailingLists';
import {minimumSignUpTimeMs, type SubscribeRequest, type SubscribeStatus} from './newsletter';
import {hashedKey, memoryStore, takeAttempt, type CounterStore, type Limit} from './rateLimit';

/** The Pages project's settings (docs/deploy.md). */
export type SignUpSettings = {
  /** Which provider holds the list, e.g. `buttondown`. */
  readonly NEWSLETTER_PROVIDER?: string;
  /** The provider's API key: a Secret. */
  readonly NEWSLETTER_API_KEY?: string;
  /** A KV namespace binding for rate limits shared by every isolate; memory otherwise. */
  readonly SIGN_UP_LIMITS?: CounterStore;
};

/**
 * An address gets a few tries an hour (a typo fixed, a retry after a failure); a connection
 * more, since a mobile network puts many phones behind one address.
 */
export const signUpLimits = {
  perAddress: {max: 3, windowSeconds: 3600},
  perConnection: {max: 10, windowSeconds: 3600},
} as const satisfies Record<string, Limit>;

/** Larger than any sign-up the page sends; read no further. */
const maxBodyLength = 2048;

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

/** The sign-up as the page sends it, or null. */
export function parseSignUp(value: unknown): SubscribeRequest | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const {email, locale, page, website, elapsedMs} = value as Record<string, unknown>;
  const valid =
    typeof email === 'string' &&
    typeof locale === 'string' &&
    /^[a-z]{2,3}$/.test(locale) &&
    typeof page === 'string' &&
    /^\/(?!\/)\S{0,511}$/.test(page) &&
    typeof website === 'string' &&
    typeof elapsedMs === 'number' &&
    Number.isFinite(elapsedMs);
  return valid ? {email: email.trim(), locale, page, website, elapsedMs} : null;
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
  const text = await request.text();
  if (text.length > maxBodyLength) {
    return answer('bad-request');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer('bad-request');
  }
  const signUp = parseSignUp(json);
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
  const store = settings.SIGN_UP_LIMITS ?? memory;
  const at = now();
  // Both counted on every attempt, so a flood of addresses from one connection is slowed too.
  const [addressOk, connectionOk] = await Promise.all([
    hashedKey('address', signUp.email.toLowerCase()).then((key) =>
      takeAttempt(store, key, signUpLimits.perAddress, at),
    ),
    hashedKey('connection', ip ?? 'unknown').then((key) =>
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
