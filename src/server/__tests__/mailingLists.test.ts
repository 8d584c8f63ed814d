/**
 * @jest-environment node
 */
import {mailingListProvider, type NewSubscriber} from '../mailingLists';
import {buttondown, buttondownSubscribersUrl} from '../mailingLists/buttondown';

const subscriber: NewSubscriber = {
  email: 'otieno@example.co.ke',
  locale: 'en',
  pageUrl: 'https://www.msingi-construction.example/contact',
  ip: null,
};

const answering = (status: number, body: unknown) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), {status}),
  );

describe('mailing-list providers', () => {
  it('are chosen by NEWSLETTER_PROVIDER, in any case, and none is chosen for an unknown name', () => {
    expect(mailingListProvider('buttondown')).toBe(buttondown);
    expect(mailingListProvider(' Buttondown ')).toBe(buttondown);
    expect(mailingListProvider('mailchimp')).toBeNull();
    expect(mailingListProvider('')).toBeNull();
    expect(mailingListProvider(undefined)).toBeNull();
  });
});

describe('Buttondown', () => {
  it('creates the subscriber with its token, the edition’s tag and the page, and no IP it was not given', async () => {
    const fetchFn = answering(201, {id: 'sub_1', type: 'unactivated'});
    expect(await buttondown.add(subscriber, 'key-1', fetchFn)).toEqual({result: 'added'});
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(buttondownSubscribersUrl);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Token key-1');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      email_address: 'otieno@example.co.ke',
      tags: ['lang-en'],
      referrer_url: 'https://www.msingi-construction.example/contact',
      metadata: {locale: 'en'},
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [400, {code: 'email_already_exists'}, {result: 'already-member'}],
    [422, {code: 'email_invalid'}, {result: 'invalid-email'}],
    [
      400,
      {code: 'subscriber_type_invalid'},
      {result: 'unavailable', detail: 'HTTP 400 subscriber_type_invalid'},
    ],
    [403, {detail: 'Forbidden'}, {result: 'unavailable', detail: 'HTTP 403'}],
    [500, '<html>Server error</html>', {result: 'unavailable', detail: 'HTTP 500'}],
  ])('reads HTTP %i %j as %j', async (status, body, expected) => {
    expect(await buttondown.add(subscriber, 'key-1', answering(status, body))).toEqual(expected);
  });

  it('never throws: no answer is unavailable', async () => {
    const fetchFn = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(await buttondown.add(subscriber, 'key-1', fetchFn)).toEqual({
      result: 'unavailable',
      detail: expect.stringContaining('no answer'),
    });
  });
});
