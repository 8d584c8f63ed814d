/**
 * Who a request to the staff inbox comes from, as Cloudflare Access vouches for it. Access sits in
 * front of the inbox's origin and hands each request it lets through a signed token in the
 * `Cf-Access-Jwt-Assertion` header; a request can reach a function without Access (another
 * route to the project, a misconfigured policy), so every function checks the token itself:
 * RS256 signed by one of the team's published keys (`<team>/cdn-cgi/access/certs`), for this
 * application's audience, from the team's issuer, and within its lifetime. A header that is only
 * present proves nothing. For a local run and the tests, the keys can be given as settings
 * (`ACCESS_JWKS`), so the same code checks tokens signed by a local key pair. Pure: the request,
 * the settings, fetch and the clock come in.
 * docs/decisions/0087-staff-inbox-behind-access.md.
 */

/** The inbox project's settings for Access (its variables). */
export type AccessSettings = {
  /** The team's Access domain, e.g. `https://msingi.cloudflareaccess.com`: the tokens' issuer. */
  readonly ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience tag (AUD). */
  readonly ACCESS_AUD?: string;
  /**
   * The team's public keys as a JWK set (JSON), instead of fetching them: for a local run and the
   * tests only, with a local key pair standing in for Access.
   */
  readonly ACCESS_JWKS?: string;
};

/** A member of staff Access let through. */
export type StaffMember = {readonly email: string};

export type AccessOutcome =
  | {readonly ok: true; readonly staff: StaffMember}
  | {readonly ok: false; readonly status: 401 | 403 | 500 | 503; readonly reason: string};

type PublicKey = JsonWebKey & {readonly kid?: string};
type KeySet = {readonly keys: readonly PublicKey[]};

/** Claims read from a token. */
type Claims = {
  readonly aud?: unknown;
  readonly iss?: unknown;
  readonly exp?: unknown;
  readonly nbf?: unknown;
  readonly iat?: unknown;
  readonly email?: unknown;
};

export const accessHeader = 'Cf-Access-Jwt-Assertion';

/** A token's time claims may be this far off the host's clock (seconds). */
const clockSkew = 60;
/** The team's keys are fetched again after this long (Access rotates them every six weeks). */
const keysKeptMs = 60 * 60 * 1000;

const refused = (status: 401 | 403 | 500 | 503, reason: string): AccessOutcome => ({
  ok: false,
  status,
  reason,
});

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function base64UrlJson(text: string): Record<string, unknown> | null {
  const bytes = base64UrlBytes(text);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The team's issuer as Access writes it in `iss`: `https://<team>.cloudflareaccess.com`. */
export function issuerOf(teamDomain: string): string | null {
  try {
    const url = new URL(teamDomain.includes('://') ? teamDomain : `https://${teamDomain}`);
    return url.protocol === 'https:' && url.pathname === '/' && !url.search && !url.hash
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

/** Keys by issuer, kept for an hour in the isolate. */
const fetchedKeys = new Map<string, {readonly at: number; readonly keys: KeySet}>();
/** An unknown key id fetches the keys again (a rotation) at most this often, so made-up ids cannot. */
const refetchAfterMs = 5 * 60 * 1000;

/** A JWK set as the certs address publishes it, or null for anything else. */
function keySetOf(value: unknown): KeySet | null {
  const keys = (value as {keys?: unknown} | null)?.keys;
  return Array.isArray(keys) && keys.every((key) => key !== null && typeof key === 'object')
    ? {keys: keys as PublicKey[]}
    : null;
}

/** Keys older than this are not used even when the certs address cannot be reached. */
const staleKeysMs = 24 * keysKeptMs;

/** The team's keys; undefined when they cannot be had (the certs address failing, or no set). */
async function teamKeys(
  settings: AccessSettings,
  issuer: string,
  fetchKeys: typeof fetch,
  now: number,
  kid: string,
): Promise<KeySet | undefined> {
  if (settings.ACCESS_JWKS) {
    try {
      return keySetOf(JSON.parse(settings.ACCESS_JWKS)) ?? undefined;
    } catch {
      return undefined;
    }
  }
  const kept = fetchedKeys.get(issuer);
  const knows = kept?.keys.keys.some((key) => key.kid === kid);
  if (kept && now - kept.at < (knows ? keysKeptMs : refetchAfterMs)) return kept.keys;
  let keys: KeySet | null = null;
  try {
    const response = await fetchKeys(`${issuer}/cdn-cgi/access/certs`);
    keys = response.ok ? keySetOf(await response.json()) : null;
  } catch {
    keys = null;
  }
  if (!keys) {
    // The address failing: the keys last fetched serve for a day, never longer.
    return kept && now - kept.at < staleKeysMs ? kept.keys : undefined;
  }
  fetchedKeys.set(issuer, {at: now, keys});
  return keys;
}

/** The public key to check a token with, or null when it is not an RSA key the team has. */
async function verifyingKey(jwk: PublicKey | undefined): Promise<CryptoKey | null> {
  if (!jwk || jwk.kty !== 'RSA') return null;
  try {
    // Only the key's numbers: whatever else the set says of it (alg, use, key_ops) is not taken.
    return await crypto.subtle.importKey(
      'jwk',
      {kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', ext: true},
      {name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256'},
      false,
      ['verify'],
    );
  } catch {
    return null;
  }
}

const audiences = (aud: unknown): unknown[] => (Array.isArray(aud) ? aud : [aud]);

/**
 * Whether `request` carries a token Access signed for this application, and whose it is. 401
 * without a token, 403 with one that fails any check, 500 when the inbox's settings are
 * missing, 503 when the team's keys cannot be had (nothing is shown either way).
 */
export async function staffOf(
  request: Request,
  settings: AccessSettings,
  {fetch: fetchKeys = fetch, now = Date.now}: {fetch?: typeof fetch; now?: () => number} = {},
): Promise<AccessOutcome> {
  const issuer = issuerOf(settings.ACCESS_TEAM_DOMAIN ?? '');
  const audience = settings.ACCESS_AUD?.trim();
  if (!issuer || !audience) {
    return refused(500, 'The inbox is not set up: ACCESS_TEAM_DOMAIN and ACCESS_AUD are needed.');
  }
  const token = request.headers.get(accessHeader);
  if (!token) return refused(401, 'Sign in through Cloudflare Access.');

  const parts = token.split('.');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = base64UrlJson(headerPart);
  const claims = base64UrlJson(payloadPart) as Claims | null;
  const signature = base64UrlBytes(signaturePart);
  if (parts.length !== 3 || !header || !claims || !signature || signature.length === 0) {
    return refused(403, 'The sign-in token is not a token.');
  }
  // RS256 only: a token may not choose a weaker algorithm, or none.
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') {
    return refused(403, 'The sign-in token is not signed as Access signs.');
  }
  const at = now();
  const keys = await teamKeys(settings, issuer, fetchKeys, at, header.kid);
  if (!keys) return refused(503, 'The team’s signing keys cannot be had right now.');
  const key = await verifyingKey(keys.keys.find((k) => k.kid === header.kid));
  if (!key) return refused(403, 'The sign-in token is signed by a key the team does not have.');
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
  if (!(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, signed))) {
    return refused(403, 'The sign-in token’s signature does not check out.');
  }
  const seconds = at / 1000;
  if (claims.iss !== issuer) return refused(403, 'The sign-in token is from another team.');
  if (!audiences(claims.aud).includes(audience)) {
    return refused(403, 'The sign-in token is for another application.');
  }
  if (typeof claims.exp !== 'number' || claims.exp + clockSkew <= seconds) {
    return refused(403, 'The sign-in token has expired: sign in again.');
  }
  if (typeof claims.nbf === 'number' && claims.nbf - clockSkew > seconds) {
    return refused(403, 'The sign-in token is not valid yet.');
  }
  if (typeof claims.iat === 'number' && claims.iat - clockSkew > seconds) {
    return refused(403, 'The sign-in token was issued in the future.');
  }
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) {
    return refused(403, 'The sign-in token names no member of staff.');
  }
  return {ok: true, staff: {email: claims.email.toLowerCase()}};
}
