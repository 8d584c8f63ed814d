/**
 * @jest-environment node
 */
import {requestSubscription, subscribePath, type SubscribeRequest} from '../newsletter';

const request: SubscribeRequest = {
  email: 'achieng@example.com',
  locale: 'en',
  page: '/contact',
  website: '',
  elapsedMs: 5000,
};

const answering = (status: number, body: string) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response(body, {status}));

describe('requestSubscription', () => {
  it('posts the sign-up as JSON to the site’s own endpoint and returns its status', async () => {
    const fetchFn = answering(200, '{"status":"pending"}');
    expect(await requestSubscription(request, fetchFn)).toBe('pending');
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(subscribePath);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it.each([
    [422, '{"status":"invalid-email"}', 'invalid-email'],
    [429, '{"status":"rate-limited"}', 'rate-limited'],
    [503, '{"status":"not-configured"}', 'not-configured'],
    [404, '<!doctype html><title>Page not found</title>', 'not-configured'],
    [405, '', 'not-configured'],
    [502, '<html>Bad gateway</html>', 'unavailable'],
    [200, '{"status":"subscribed-forever"}', 'unavailable'],
  ])('reads HTTP %i %s as %s', async (status, body, outcome) => {
    expect(await requestSubscription(request, answering(status, body))).toBe(outcome);
  });

  it('is offline when the request gets no answer', async () => {
    const fetchFn = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestSubscription(request, fetchFn)).toBe('offline');
  });

  it('sends nothing while the browser is offline', async () => {
    Object.defineProperty(globalThis, 'navigator', {value: {onLine: false}, configurable: true});
    try {
      const fetchFn = answering(200, '{"status":"pending"}');
      expect(await requestSubscription(request, fetchFn)).toBe('offline');
      expect(fetchFn).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});
