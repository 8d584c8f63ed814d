import {classifyFailure, mayHaveArrived, sendEmail} from '../emailjs';
import type {SendSettings} from '../emailSettings';

const settings: SendSettings = {
  publicKey: 'pk-123',
  serviceId: 'service-1',
  templateId: 'template-1',
  toEmail: 'to@example.com',
};

/** A fetch that answers with this status, recording the request (jsdom has no Response). */
function answer(status: number, body = 'OK') {
  return jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => body,
  }));
}

afterEach(() => {
  delete (globalThis as {fetch?: unknown}).fetch;
});

describe('classifyFailure', () => {
  it.each([
    ['fetch TypeError', new TypeError('Failed to fetch'), 'network'],
    ['status 0 (no response)', {status: 0, text: 'Network Error'}, 'network'],
    ['429 too many requests', {status: 429, text: 'Too Many Requests'}, 'rate-limited'],
    ['400 bad request', {status: 400, text: 'The template ID is invalid'}, 'refused'],
    [
      '403 forbidden',
      {status: 403, text: 'API calls are disabled for non-browser applications'},
      'refused',
    ],
    ['451 headless browser', {status: 451, text: 'Unavailable For Headless Browser'}, 'refused'],
    ['500 server error', {status: 500, text: 'Internal Server Error'}, 'server'],
    ['503 unavailable', {status: 503, text: 'Service Unavailable'}, 'server'],
    [
      'SDK string: public key',
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      'not-configured',
    ],
    ['SDK string: template params', 'The template params have to be the object.', 'not-configured'],
    ['anything else', new Error('boom'), 'unknown'],
    ['odd status', {status: 302, text: 'Found'}, 'unknown'],
  ])('%s → %s', (_name, error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });
});

describe('sendEmail with the real SDK', () => {
  it('posts the service, template, public key and params to the EmailJS send endpoint', async () => {
    const fetch = answer(200);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    await expect(sendEmail(settings, {email: 'a@b.co', fullMessage: 'Hello'})).resolves.toEqual({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(JSON.parse(init.body as string)).toMatchObject({
      user_id: 'pk-123',
      service_id: 'service-1',
      template_id: 'template-1',
      template_params: {email: 'a@b.co', fullMessage: 'Hello'},
    });
  });

  it.each([
    [429, 'rate-limited'],
    [403, 'refused'],
    [422, 'refused'],
    [500, 'server'],
  ])('maps HTTP %i to %s', async (status, failure) => {
    globalThis.fetch = answer(status, 'nope') as unknown as typeof globalThis.fetch;
    await expect(sendEmail(settings, {})).resolves.toEqual({ok: false, failure});
  });

  it('maps a dropped connection to network', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(sendEmail(settings, {})).resolves.toEqual({ok: false, failure: 'network'});
  });

  it('maps the SDK rejecting missing settings to not-configured, without a request', async () => {
    const fetch = answer(200);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    await expect(sendEmail({...settings, publicKey: ''}, {})).resolves.toEqual({
      ok: false,
      failure: 'not-configured',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps an SDK that cannot be loaded to offline: nothing left the phone', async () => {
    await expect(
      sendEmail(settings, {}, () => Promise.reject(new Error('ChunkLoadError'))),
    ).resolves.toEqual({
      ok: false,
      failure: 'offline',
    });
  });

  it('sends nothing while the browser is offline', async () => {
    const fetch = answer(200);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(sendEmail(settings, {})).resolves.toEqual({ok: false, failure: 'offline'});
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('gives up on a send with no answer in time: a timeout, which may have arrived', async () => {
    const fetch = jest.fn(() => new Promise<never>(() => undefined));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const result = await sendEmail(settings, {}, undefined, 20);
    expect(result).toEqual({ok: false, failure: 'timeout'});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(mayHaveArrived('timeout')).toBe(true);
  });
});

describe('sendEmail: fetching the SDK counts in the time a send may take', () => {
  afterEach(() => jest.useRealTimers());

  it('an SDK still loading when the time runs out: given up as offline, nothing sent', async () => {
    jest.useFakeTimers();
    const result = sendEmail(settings, {}, () => new Promise<never>(() => undefined), 30_000);
    await jest.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toEqual({ok: false, failure: 'offline'});
  });

  it('a slow SDK leaves the send only the rest of the time', async () => {
    jest.useFakeTimers();
    const never = jest.fn(() => new Promise<never>(() => undefined));
    const load = () =>
      new Promise<typeof never>((resolve) => setTimeout(() => resolve(never), 20_000));
    let answer: unknown;
    void sendEmail(settings, {}, load as never, 30_000).then((result) => (answer = result));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(never).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(answer).toEqual({ok: false, failure: 'timeout'});
  });
});

describe('mayHaveArrived', () => {
  it.each([
    ['offline', false],
    ['network', true],
    ['timeout', true],
    ['server', true],
    ['unknown', true],
    ['rate-limited', false],
    ['refused', false],
    ['not-configured', false],
  ] as const)('%s → %s', (failure, arrived) => {
    expect(mayHaveArrived(failure)).toBe(arrived);
  });
});
