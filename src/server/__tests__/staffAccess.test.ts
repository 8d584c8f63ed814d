/** @jest-environment node */
import {accessHeader, issuerOf, staffOf, type AccessSettings} from '../staffAccess';
import {
  accessToken,
  keyPair,
  keySet,
  testAudience,
  testIssuer,
  tokenPart,
  type KeyPair,
} from '../../test/accessTokens';

const issuer = testIssuer;
const audience = testAudience;
const now = Date.UTC(2026, 11, 6, 9, 0, 0);
const seconds = now / 1000;
const part = tokenPart;
const token = (pair: KeyPair, claims?: Record<string, unknown>, header?: Record<string, unknown>) =>
  accessToken(pair, seconds, claims, header);

const request = (assertion?: string) =>
  new Request('https://inbox.msingi.co.ke/api/requests', {
    headers: assertion === undefined ? {} : {[accessHeader]: assertion},
  });

let current: KeyPair;
let previous: KeyPair;
let stranger: KeyPair;
let settings: AccessSettings;

beforeAll(async () => {
  [current, previous, stranger] = await Promise.all([
    keyPair('current-key'),
    keyPair('previous-key'),
    keyPair('current-key'),
  ]);
  settings = {
    ACCESS_TEAM_DOMAIN: 'msingi.cloudflareaccess.com',
    ACCESS_AUD: audience,
    ACCESS_JWKS: JSON.stringify(await keySet(current, previous)),
  };
});

const check = (assertion?: string, given: AccessSettings = settings) =>
  staffOf(request(assertion), given, {now: () => now});

describe('staffOf: Access’s token, checked by the function itself', () => {
  it('lets through a token the team signed for this application, naming the member of staff', async () => {
    expect(await check(await token(current))).toEqual({
      ok: true,
      staff: {email: 'wanjiru.kamau@msingi.co.ke'},
    });
    expect((await check(await token(previous))).ok).toBe(true);
    expect((await check(await token(current, {aud: audience}))).ok).toBe(true);
  });

  it('answers 401 to a request without a token', async () => {
    expect(await check()).toMatchObject({ok: false, status: 401});
    expect(await check('')).toMatchObject({ok: false, status: 401});
  });

  it.each<[string, () => Promise<string>, string]>([
    [
      'signed by another key under the team’s key id',
      () => token(stranger),
      'signature does not check out',
    ],
    [
      'with its claims changed after signing',
      async () => {
        const [head, , signature] = (await token(current)).split('.');
        return `${head}.${part({aud: [audience], iss: issuer, email: 'boss@msingi.co.ke', exp: seconds + 3600})}.${signature}`;
      },
      'signature does not check out',
    ],
    ['expired', () => token(current, {exp: seconds - 61}), 'has expired'],
    ['not valid yet', () => token(current, {nbf: seconds + 600}), 'not valid yet'],
    ['issued in the future', () => token(current, {iat: seconds + 600}), 'issued in the future'],
    ['without an expiry', () => token(current, {exp: undefined}), 'has expired'],
    [
      'for another application',
      () => token(current, {aud: ['another-application']}),
      'another application',
    ],
    [
      'from another team',
      () => token(current, {iss: 'https://attacker.cloudflareaccess.com'}),
      'another team',
    ],
    ['naming no one', () => token(current, {email: undefined}), 'names no member of staff'],
    [
      'with an unknown key id',
      () => token(current, {}, {kid: 'made-up'}),
      'a key the team does not have',
    ],
    [
      'claiming no algorithm',
      async () => {
        const [, body] = (await token(current)).split('.');
        return `${part({alg: 'none', kid: 'current-key'})}.${body}.AAAA`;
      },
      'not signed as Access signs',
    ],
    ['claiming HS256', () => token(current, {}, {alg: 'HS256'}), 'not signed as Access signs'],
    [
      'of two parts',
      async () => (await token(current)).split('.').slice(0, 2).join('.'),
      'not a token',
    ],
    ['of four parts', async () => `${await token(current)}.x`, 'not a token'],
    ['that is not base64', async () => `${(await token(current)).slice(0, -4)}!!!!`, 'not a token'],
    ['that is not JSON', async () => 'ew.e30.AAAA', 'not a token'],
  ])('answers 403 to a token %s', async (_name, make, reason) => {
    const outcome = await check(await make());
    expect(outcome).toMatchObject({ok: false, status: 403});
    expect(outcome.ok || outcome.reason).toContain(reason);
  });

  it('answers 500, letting no one in, when the application is not named', async () => {
    const assertion = await token(current);
    for (const missing of [
      {ACCESS_AUD: undefined},
      {ACCESS_TEAM_DOMAIN: undefined},
      {ACCESS_TEAM_DOMAIN: 'http://x.example'},
    ]) {
      expect(await check(assertion, {...settings, ...missing})).toMatchObject({
        ok: false,
        status: 500,
      });
    }
  });

  it('fetches the team’s keys from its certs address, keeps them, and fetches again for a new key id', async () => {
    const published = await keySet(current);
    const asked: string[] = [];
    const fetchKeys = (async (url: string) => {
      asked.push(url);
      return Response.json(published);
    }) as typeof fetch;
    const {ACCESS_JWKS: _given, ...fetching} = settings;
    const at = (ms: number) => ({fetch: fetchKeys, now: () => ms});
    const withToken = async (pair: KeyPair, ms: number) =>
      staffOf(request(await accessToken(pair, ms / 1000)), fetching, at(ms));

    expect((await withToken(current, now)).ok).toBe(true);
    expect((await withToken(current, now + 1000)).ok).toBe(true);
    expect(asked).toEqual([`${issuer}/cdn-cgi/access/certs`]);
    // A key id it does not know: not fetched again within five minutes, so made-up ids cost nothing.
    expect(await withToken(previous, now + 2000)).toMatchObject({status: 403});
    expect(asked).toHaveLength(1);
    // After a rotation, once five minutes have passed, the new key is fetched and accepted.
    published.keys.push(...(await keySet(previous)).keys);
    expect((await withToken(previous, now + 6 * 60 * 1000)).ok).toBe(true);
    expect(asked).toHaveLength(2);
  });
});

describe('staffOf: when the team’s keys cannot be had', () => {
  // A team of its own per case: each isolate keeps the keys it fetched per issuer.
  const team = (name: string): AccessSettings => ({
    ACCESS_TEAM_DOMAIN: `${name}.cloudflareaccess.com`,
    ACCESS_AUD: audience,
  });
  const tokenFor = (pair: KeyPair, name: string, at: number) =>
    accessToken(pair, at / 1000, {iss: `https://${name}.cloudflareaccess.com`});

  it.each([
    ['answers 500', async () => new Response('busy', {status: 500})],
    ['answers something other than JSON', async () => new Response('<html>')],
    ['answers null', async () => Response.json(null)],
    ['answers keys that are not a list', async () => Response.json({keys: 'x'})],
    ['cannot be reached', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers 503, and throws nothing, when the certs address %s', async (name, answer) => {
    const teamName = `broken-${name.replace(/\W+/g, '-')}`;
    const outcome = await staffOf(request(await tokenFor(current, teamName, now)), team(teamName), {
      fetch: answer as unknown as typeof fetch,
      now: () => now,
    });
    expect(outcome).toMatchObject({ok: false, status: 503});
  });

  it('uses the keys it last fetched while the certs address fails, for a day and no longer', async () => {
    const published = await keySet(current);
    let up = true;
    const fetchKeys = (async () =>
      up ? Response.json(published) : new Response('down', {status: 502})) as typeof fetch;
    const at = (ms: number) => ({fetch: fetchKeys, now: () => ms});
    const check = async (ms: number) =>
      staffOf(request(await tokenFor(current, 'flaky', ms)), team('flaky'), at(ms));
    expect((await check(now)).ok).toBe(true);
    up = false;
    expect((await check(now + 2 * 60 * 60 * 1000)).ok).toBe(true);
    expect(await check(now + 25 * 60 * 60 * 1000)).toMatchObject({status: 503});
  });
});

describe('issuerOf', () => {
  it.each([
    ['msingi.cloudflareaccess.com', issuer],
    ['https://msingi.cloudflareaccess.com', issuer],
    ['https://msingi.cloudflareaccess.com/', issuer],
    ['http://msingi.cloudflareaccess.com', null],
    ['https://msingi.cloudflareaccess.com/path', null],
    ['', null],
  ])('%j → %j', (domain, expected) => {
    expect(issuerOf(domain)).toBe(expected);
  });
});
