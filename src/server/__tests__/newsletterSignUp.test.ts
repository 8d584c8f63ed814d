/**
 * @jest-environment node
 */
import {
  handleSignUp,
  maxBodyBytes,
  signUpLimits,
  turnstileVerifyUrl,
  type SignUpSettings,
} from '../newsletterSignUp';
import {buttondownSubscribersUrl} from '../mailingLists/buttondown';
import {memoryStore} from '../rateLimit';
import {onRequestPost} from '../../../functions/api/subscribe';

const origin = 'https://www.msingi-construction.example';
const settings: SignUpSettings = {NEWSLETTER_PROVIDER: 'buttondown', NEWSLETTER_API_KEY: 'bd-key'};
const signUp = {
  email: 'wanjiku@example.co.ke',
  locale: 'sw',
  page: '/sw/insights/building-your-first-home-kenya',
  website: '',
  elapsedMs: 12_000,
};

function post(body: unknown = signUp, headers: Record<string, string> = {}, raw?: string): Request {
  return new Request(`${origin}/api/subscribe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'CF-Connecting-IP': '197.248.10.20',
      ...headers,
    },
    body: raw ?? JSON.stringify(body),
  });
}

/** Buttondown answering `status` with `body`, recording what it was asked. */
function provider(status: number, body: unknown = {}) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => new Response(JSON.stringify(body), {status}),
  );
}

async function run(
  request: Request,
  fetchFn = provider(201, {id: 'sub_1'}),
  env: SignUpSettings = settings,
) {
  const response = await handleSignUp(request, env, {fetchFn, memory: memoryStore()});
  return {response, body: (await response.json()) as {status: string}, fetchFn};
}

describe('/api/subscribe', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('adds the address with double opt-in, tagged with the edition and the page, and answers pending', async () => {
    const {response, body, fetchFn} = await run(post());
    expect([response.status, body]).toEqual([200, {status: 'pending'}]);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(buttondownSubscribersUrl);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Token bd-key');
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).toEqual({
      email_address: 'wanjiku@example.co.ke',
      tags: ['lang-sw'],
      referrer_url: `${origin}/sw/insights/building-your-first-home-kenya`,
      metadata: {locale: 'sw'},
      ip_address: '197.248.10.20',
    });
    // Never skips the confirmation e-mail (Buttondown's `type: regular` would).
    expect(sent).not.toHaveProperty('type');
  });

  it('says an address already on the list is, without adding or changing anything', async () => {
    const {response, body} = await run(
      post(),
      provider(400, {code: 'email_already_exists', detail: 'exists'}),
    );
    expect([response.status, body]).toEqual([200, {status: 'already-subscribed'}]);
  });

  it('passes on an address the provider refuses as invalid', async () => {
    const {response, body} = await run(post(), provider(422, {code: 'email_invalid'}));
    expect([response.status, body]).toEqual([422, {status: 'invalid-email'}]);
  });

  it('refuses a malformed address itself, without asking the provider', async () => {
    const {response, body, fetchFn} = await run(post({...signUp, email: 'wanjiku@example'}));
    expect([response.status, body]).toEqual([422, {status: 'invalid-email'}]);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', provider(502, 'Bad gateway'), 'HTTP 502'],
    ['a refused key', provider(401, {detail: 'Invalid token'}), 'HTTP 401'],
    ['its own rate limit', provider(429, {}), 'HTTP 429'],
    [
      'no answer',
      jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
        throw new TypeError('fetch failed');
      }),
      'no answer',
    ],
  ])(
    'answers unavailable when the provider is down (%s) and logs why, not the address',
    async (_, fetchFn, logged) => {
      const {response, body} = await run(post(), fetchFn);
      expect([response.status, body]).toEqual([503, {status: 'unavailable'}]);
      const log = jest.mocked(console.error).mock.calls.flat().join(' ');
      expect(log).toContain(logged);
      expect(log).not.toContain(signUp.email);
    },
  );

  it.each([
    ['no provider', {NEWSLETTER_API_KEY: 'bd-key'}],
    ['no key', {NEWSLETTER_PROVIDER: 'buttondown'}],
    ['an unknown provider', {NEWSLETTER_PROVIDER: 'mailman', NEWSLETTER_API_KEY: 'k'}],
  ])('answers not-configured with %s, asking nobody', async (_, env) => {
    const {response, body, fetchFn} = await run(post(), undefined, env);
    expect([response.status, body]).toEqual([503, {status: 'not-configured'}]);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['the hidden field filled', {...signUp, website: 'https://spam.example'}],
    ['sent faster than a person can', {...signUp, elapsedMs: 400}],
  ])('rejects a sign-up with %s, asking nobody', async (_, body) => {
    const result = await run(post(body));
    expect([result.response.status, result.body]).toEqual([400, {status: 'rejected'}]);
    expect(result.fetchFn).not.toHaveBeenCalled();
  });

  it('rejects a post from another site', async () => {
    const {body, fetchFn} = await run(post(signUp, {Origin: 'https://evil.example'}));
    expect(body).toEqual({status: 'rejected'});
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', post(undefined, {}, 'email=a@b.co')],
    ['a form post', post(signUp, {'Content-Type': 'application/x-www-form-urlencoded'})],
    ['a missing page', post({...signUp, page: undefined})],
    ['a page on another host', post({...signUp, page: '//evil.example/x'})],
    ['a made-up locale', post({...signUp, locale: 'english'})],
    ['a locale the site has no edition in', post({...signUp, locale: 'fr'})],
    [
      'a page a browser reads as another host (backslash)',
      post({...signUp, page: '/\\evil.example/x'}),
    ],
    [
      'a page a browser reads as another host (slash, backslash)',
      post({...signUp, page: '/\\/evil.example'}),
    ],
    ['a huge body', post({...signUp, page: `/${'a'.repeat(3000)}`})],
  ])('answers bad-request to %s', async (_, request) => {
    const {response, body, fetchFn} = await run(request);
    expect([response.status, body]).toEqual([400, {status: 'bad-request'}]);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('limits attempts per address and per connection, in a store every isolate shares when bound', async () => {
    const shared = memoryStore();
    const env = {...settings, SIGN_UP_LIMITS: shared};
    const fetchFn = provider(201);
    const attempt = async (email: string, ip: string) => {
      const response = await handleSignUp(
        post({...signUp, email}, {'CF-Connecting-IP': ip}),
        env,
        // Each request as if in a fresh isolate: only the bound store remembers.
        {fetchFn, memory: memoryStore(), now: () => Date.UTC(2026, 10, 26, 9, 5)},
      );
      return [response.status, ((await response.json()) as {status: string}).status];
    };
    const {perAddress, perConnection} = signUpLimits;
    for (let i = 0; i < perAddress.max; i++) {
      expect(await attempt('same@example.com', `10.0.0.${i}`)).toEqual([200, 'pending']);
    }
    const limited = await attempt('same@example.com', '10.0.0.99');
    expect(limited).toEqual([429, 'rate-limited']);

    for (let i = 0; i < perConnection.max; i++) {
      expect(await attempt(`person${i}@example.com`, '41.90.1.1')).toEqual([200, 'pending']);
    }
    expect(await attempt('one.more@example.com', '41.90.1.1')).toEqual([429, 'rate-limited']);
    expect(fetchFn).toHaveBeenCalledTimes(perAddress.max + perConnection.max);
  });

  describe('per connection', () => {
    const start = Date.UTC(2026, 10, 26, 9, 5);
    /** Sign-ups of new inboxes, so only the connection's count can refuse them. */
    function signUps() {
      const memory = memoryStore();
      const fetchFn = provider(201);
      let sent = 0;
      const attempt = async (ip: string | null, minutes = 0) => {
        const request = post({...signUp, email: `person${sent++}@example.com`});
        if (ip === null) request.headers.delete('CF-Connecting-IP');
        else request.headers.set('CF-Connecting-IP', ip);
        const response = await handleSignUp(request, settings, {
          fetchFn,
          memory,
          now: () => start + minutes * 60_000,
        });
        return [response.status, ((await response.json()) as {status: string}).status];
      };
      return {attempt, fetchFn};
    }
    const {max} = signUpLimits.perConnection;
    const hex = (n: number) => (n % 0x10000).toString(16);

    it('holds 200 addresses of one IPv6 /64 in one hour to one connection’s limit', async () => {
      const {attempt, fetchFn} = signUps();
      // A new address each time, as a phone may pick one in its /64 for every connection, in
      // the spellings an address can come in.
      const addresses = Array.from({length: 200}, (_, i) => {
        const low = `${hex(i * 7919 + 1)}:${hex(i * 104_729)}:${hex(i)}:${hex(i * 31 + 5)}`;
        return i % 3 === 0
          ? `2c0f:fe38:2405:1a:${low}`
          : i % 3 === 1
            ? `2C0F:FE38:2405:001A:${low.toUpperCase()}`
            : `2c0f:fe38:2405:1a:0:${hex(i * 31 + 5)}::${hex(i + 1)}`;
      });
      expect(new Set(addresses).size).toBe(200);
      const answers = [];
      for (const [i, address] of addresses.entries()) {
        answers.push(await attempt(address, i / 4));
      }
      expect(answers.filter(([, status]) => status === 'pending')).toHaveLength(max);
      expect(answers.slice(0, max)).toEqual(Array(max).fill([200, 'pending']));
      expect(answers.slice(max)).toEqual(Array(200 - max).fill([429, 'rate-limited']));
      expect(fetchFn).toHaveBeenCalledTimes(max);
    });

    it('counts each /64 apart, even its neighbours', async () => {
      const {attempt} = signUps();
      const prefixes = [
        '2c0f:fe38:2405:1a',
        '2c0f:fe38:2405:1b',
        '2c0f:fe38:2405:19',
        '2c0f:fe39:2405:1a',
      ];
      for (const prefix of prefixes) {
        for (let i = 0; i < max; i++) {
          expect(await attempt(`${prefix}::${hex(i + 1)}`)).toEqual([200, 'pending']);
        }
      }
      for (const prefix of prefixes) {
        expect(await attempt(`${prefix}:ffff::1`)).toEqual([429, 'rate-limited']);
      }
    });

    it('counts an IPv4-mapped address as its IPv4 address, and other IPv4 addresses apart', async () => {
      const {attempt} = signUps();
      for (let i = 0; i < max; i++) {
        expect(await attempt(i % 2 ? '41.90.1.1' : '::ffff:41.90.1.1')).toEqual([200, 'pending']);
      }
      expect(await attempt('::FFFF:295a:101')).toEqual([429, 'rate-limited']);
      expect(await attempt('41.90.1.2')).toEqual([200, 'pending']);
    });

    it('counts every request without a readable address as one connection', async () => {
      const {attempt} = signUps();
      const unreadable = [null, 'unknown', '41.90.1', '2c0f::1::2', ''];
      for (let i = 0; i < max; i++) {
        expect(await attempt(unreadable[i % unreadable.length]!)).toEqual([200, 'pending']);
      }
      for (const value of unreadable) {
        expect(await attempt(value)).toEqual([429, 'rate-limited']);
      }
      expect(await attempt('41.90.1.1')).toEqual([200, 'pending']);
    });
  });

  it('counts in the isolate’s memory when no store is bound, and says when to retry', async () => {
    const memory = memoryStore();
    let last: Response | undefined;
    for (let i = 0; i <= signUpLimits.perAddress.max; i++) {
      last = await handleSignUp(post(), settings, {fetchFn: provider(201), memory});
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('Retry-After')).toBe('3600');
  });

  it('refuses a body whose declared length is too large without reading it', async () => {
    const request = post(signUp, {'Content-Length': String(maxBodyBytes + 1)});
    const {response, body, fetchFn} = await run(request);
    expect([response.status, body]).toEqual([400, {status: 'bad-request'}]);
    expect(request.bodyUsed).toBe(false);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('reads a body of undeclared length only as far as the limit', async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        // A megabyte in kilobyte chunks, ended only if read to the end.
        if (pulls > 1024) controller.close();
        else controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
      },
    });
    const request = new Request(`${origin}/api/subscribe`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: origin},
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const {response, body, fetchFn} = await run(request);
    expect([response.status, body]).toEqual([400, {status: 'bad-request'}]);
    expect(pulls).toBeLessThanOrEqual(maxBodyBytes / 1024 + 2);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['plus-tagged', ['amani@example.co.ke', 'Amani+news@example.co.ke', 'amani+2@EXAMPLE.co.ke']],
    [
      'Gmail’s dotted and googlemail',
      ['j.kamau@gmail.com', 'jkamau+x@googlemail.com', 'J.Ka.Mau@gmail.com'],
    ],
  ])('counts an inbox’s %s variants as one address', async (_, variants) => {
    const memory = memoryStore();
    const fetchFn = provider(201);
    const attempt = async (email: string, i: number) => {
      const response = await handleSignUp(
        post({...signUp, email}, {'CF-Connecting-IP': `10.1.0.${i}`}),
        settings,
        {fetchFn, memory},
      );
      return ((await response.json()) as {status: string}).status;
    };
    expect(signUpLimits.perAddress.max).toBe(variants.length);
    for (const [i, email] of variants.entries()) {
      expect(await attempt(email, i)).toBe('pending');
    }
    expect(await attempt(variants[0]!.replace('@', '+again@'), 9)).toBe('rate-limited');
    // Each variant is added as it was typed: only the count is shared.
    expect(
      fetchFn.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).email_address),
    ).toEqual(variants);
  });

  describe('with Turnstile required by the host', () => {
    const turnstileSettings: SignUpSettings = {
      ...settings,
      TURNSTILE_REQUIRED: 'true',
      TURNSTILE_SECRET_KEY: 'ts-secret',
    };
    /** Turnstile answering `verdict` for every token, Buttondown adding every address. */
    const services = (verdict: unknown, status = 200) =>
      jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (url) =>
        String(url) === turnstileVerifyUrl
          ? new Response(JSON.stringify(verdict), {status})
          : new Response(JSON.stringify({id: 'sub_1'}), {status: 201}),
      );
    const called = (fetchFn: ReturnType<typeof services>) =>
      fetchFn.mock.calls.map(([url]) => String(url));

    it('refuses a sign-up without a token, asking nobody', async () => {
      const fetchFn = services({success: true, hostname: 'www.msingi-construction.example'});
      const {response, body} = await run(post(), fetchFn, turnstileSettings);
      expect([response.status, body]).toEqual([400, {status: 'rejected'}]);
      expect(fetchFn).not.toHaveBeenCalled();
    });

    it.each([
      ['Turnstile refuses', {success: false, 'error-codes': ['invalid-input-response']}],
      ['it was issued to another site', {success: true, hostname: 'evil.example'}],
    ])('refuses a sign-up whose token %s, without adding it', async (_, verdict) => {
      const fetchFn = services(verdict);
      const {response, body} = await run(
        post({...signUp, turnstileToken: 'forged'}),
        fetchFn,
        turnstileSettings,
      );
      expect([response.status, body]).toEqual([400, {status: 'rejected'}]);
      expect(called(fetchFn)).toEqual([turnstileVerifyUrl]);
    });

    it('adds a sign-up whose token Turnstile confirms, having sent it the secret, token and IP', async () => {
      const fetchFn = services({success: true, hostname: 'www.msingi-construction.example'});
      const {body} = await run(
        post({...signUp, turnstileToken: 'good-token'}),
        fetchFn,
        turnstileSettings,
      );
      expect(body).toEqual({status: 'pending'});
      expect(called(fetchFn)).toEqual([turnstileVerifyUrl, buttondownSubscribersUrl]);
      const form = fetchFn.mock.calls[0]![1]!.body as FormData;
      expect(['secret', 'response', 'remoteip'].map((name) => form.get(name))).toEqual([
        'ts-secret',
        'good-token',
        '197.248.10.20',
      ]);
    });

    it('answers unavailable when Turnstile does not answer', async () => {
      const fetchFn = services('down', 502);
      const {response, body} = await run(
        post({...signUp, turnstileToken: 'good-token'}),
        fetchFn,
        turnstileSettings,
      );
      expect([response.status, body]).toEqual([503, {status: 'unavailable'}]);
      expect(called(fetchFn)).toEqual([turnstileVerifyUrl]);
    });

    it.each([
      ['without its secret key', {...settings, TURNSTILE_REQUIRED: 'true'}],
      ['set to neither true nor false', {...turnstileSettings, TURNSTILE_REQUIRED: 'yes'}],
    ])('answers not-configured when required %s, and logs what is accepted', async (_, env) => {
      const fetchFn = services({success: true});
      const {response, body} = await run(post({...signUp, turnstileToken: 't'}), fetchFn, env);
      expect([response.status, body]).toEqual([503, {status: 'not-configured'}]);
      expect(fetchFn).not.toHaveBeenCalled();
      expect(jest.mocked(console.error).mock.calls.flat().join(' ')).toContain(
        'TURNSTILE_REQUIRED must be "true" or "false"',
      );
    });

    it('is not asked when the host does not require it', async () => {
      const fetchFn = services({success: false});
      const {body} = await run(post(), fetchFn, {...settings, TURNSTILE_SECRET_KEY: 'ts-secret'});
      expect(body).toEqual({status: 'pending'});
      expect(called(fetchFn)).toEqual([buttondownSubscribersUrl]);
    });
  });

  it('is the Pages Function at functions/api/subscribe.ts, reading its settings from env', async () => {
    const response = await onRequestPost({request: post(), env: {}});
    expect(await response.json()).toEqual({status: 'not-configured'});
  });
});
