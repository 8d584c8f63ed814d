/**
 * The newsletter sign-up between the page and the site's own endpoint, /api/subscribe (the
 * Cloudflare Pages Function in functions/api/subscribe.ts): what the page posts, what the
 * endpoint answers, and the one function the page calls to send. Pure and free of words, so
 * the function's bundle can share it; relative imports only, which the function's bundler reads.
 */

export const subscribePath = '/api/subscribe';

/**
 * The site's editions, and so the only locales a sign-up may carry (each is a tag on the list).
 * docusaurus.config.ts builds these unless SITE_LOCALES says fewer.
 */
export const siteLocales = ['en', 'sw'] as const;

/** What the page posts, as JSON. `website` is the hidden field only bots fill in. */
export type SubscribeRequest = {
  readonly email: string;
  readonly locale: string;
  /** The path of the page the form was sent from, e.g. /sw/insights/some-article. */
  readonly page: string;
  readonly website: string;
  /** Milliseconds from the form appearing to Subscribe. */
  readonly elapsedMs: number;
  /** Cloudflare Turnstile's token, where the host requires the check (README, Deploy). */
  readonly turnstileToken?: string;
};

/**
 * The endpoint's answer, `{status}`:
 * - `pending`: the list holds the address and has e-mailed it a link to confirm;
 * - `already-subscribed`: the list already holds it (confirmed or not);
 * - `invalid-email`: the address was refused as an address;
 * - `rate-limited`: too many attempts for this address or from this connection;
 * - `rejected`: the hidden field was filled, the form was sent too fast, or from another site;
 * - `bad-request`: not a sign-up this page would send;
 * - `unavailable`: the list provider failed or did not answer;
 * - `not-configured`: this copy of the site has no list provider set up.
 */
export const subscribeStatuses = [
  'pending',
  'already-subscribed',
  'invalid-email',
  'rate-limited',
  'rejected',
  'bad-request',
  'unavailable',
  'not-configured',
] as const;

export type SubscribeStatus = (typeof subscribeStatuses)[number];

export type SubscribeAnswer = {readonly status: SubscribeStatus};

/** What the page can tell the visitor: the endpoint's answer, or that it was never reached. */
export type SignUpOutcome = SubscribeStatus | 'offline';

/** Nobody reads a page and types an address in under two seconds from its appearing; scripts do. */
export const minimumSignUpTimeMs = 2000;

/** A sign-up still unanswered after this is given up (slow mobile data takes seconds). */
export const signUpTimeoutMs = 20_000;

function isSubscribeStatus(value: unknown): value is SubscribeStatus {
  return typeof value === 'string' && (subscribeStatuses as readonly string[]).includes(value);
}

/**
 * Posts a sign-up to /api/subscribe and says what came of it:
 * - the browser is offline, or the request got no answer: `offline` (nothing says it arrived);
 * - an answer with a known status: that status;
 * - 404 or 405 without one: the host has no such endpoint (`npm run serve`, another static
 *   host), so `not-configured`;
 * - anything else: `unavailable`.
 */
export async function requestSubscription(
  request: SubscribeRequest,
  fetchFn: typeof fetch = fetch,
): Promise<SignUpOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return 'offline';
  }
  let response: Response;
  try {
    response = await fetchFn(subscribePath, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(signUpTimeoutMs),
    });
  } catch {
    return 'offline';
  }
  const answer = (await response.json().catch(() => null)) as Partial<SubscribeAnswer> | null;
  if (isSubscribeStatus(answer?.status)) {
    return answer.status;
  }
  return response.status === 404 || response.status === 405 ? 'not-configured' : 'unavailable';
}
