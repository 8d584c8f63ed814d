/** @jest-environment node */
import {
  addToOutbox,
  outboxMaxAgeMs,
  removeFromOutbox,
  sendAgain,
  sendWaiting,
  sendingTimeoutMs,
  type OutboxRequest,
  type OutboxStore,
} from '../outbox';
import type {SendResult} from '../emailjs';

function memoryStore(initial: OutboxRequest[] = []): OutboxStore & {requests: OutboxRequest[]} {
  const store = {
    requests: initial,
    read: () => store.requests.map((r) => ({...r})),
    write: (next: readonly OutboxRequest[]) => {
      store.requests = [...next];
    },
  };
  return store;
}

const now = Date.UTC(2026, 10, 25, 9);
const request = (id: string, extra: Partial<OutboxRequest> = {}): OutboxRequest => ({
  id,
  createdAt: now - 60_000,
  settings: {publicKey: 'k', serviceId: 's', templateId: 't', toEmail: 'quotes@example.co.ke'},
  templateParams: {firstName: 'Wambui', fullMessage: `request ${id}`},
  fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
  state: 'waiting',
  ...extra,
});
const answering = (...results: SendResult[]) => {
  const send = jest.fn(async (_request: OutboxRequest) => results.shift() ?? {ok: true as const});
  return send;
};

describe('sendWaiting', () => {
  it('sends each waiting request once and takes it out of the outbox', async () => {
    const store = memoryStore([request('a'), request('b')]);
    const send = answering({ok: true}, {ok: true});
    await expect(sendWaiting(store, send, now)).resolves.toEqual(['a', 'b']);
    expect(send.mock.calls.map(([r]) => r.templateParams.fullMessage)).toEqual([
      'request a',
      'request b',
    ]);
    expect(store.requests).toEqual([]);
    await expect(sendWaiting(store, send, now)).resolves.toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('marks a request "sending" in the store while it is sent', async () => {
    const store = memoryStore([request('a')]);
    let seen: OutboxRequest | undefined;
    await sendWaiting(
      store,
      async () => {
        seen = store.read()[0];
        return {ok: true};
      },
      now,
    );
    expect(seen).toMatchObject({state: 'sending', sendingSince: now});
  });

  it('keeps a request waiting when the connection fails, and stops trying the rest', async () => {
    const store = memoryStore([request('a'), request('b')]);
    const send = answering({ok: false, failure: 'network'});
    await expect(sendWaiting(store, send, now)).resolves.toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.requests.map((r) => r.state)).toEqual(['waiting', 'waiting']);
  });

  it('does not send again by itself a request the service refused', async () => {
    const store = memoryStore([request('a')]);
    const send = answering({ok: false, failure: 'refused'});
    await sendWaiting(store, send, now);
    expect(store.requests.map((r) => r.state)).toEqual(['refused']);
    await sendWaiting(store, send, now);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again later after a rate limit or a server error', async () => {
    const store = memoryStore([request('a')]);
    await sendWaiting(store, answering({ok: false, failure: 'rate-limited'}), now);
    expect(store.requests[0]!.state).toBe('waiting');
    await sendWaiting(store, answering({ok: false, failure: 'server'}), now);
    expect(store.requests[0]!.state).toBe('waiting');
  });

  it('never sends again unasked a request a closed page left "sending": it may have arrived', async () => {
    const store = memoryStore([
      request('a', {state: 'sending', sendingSince: now - sendingTimeoutMs - 1}),
    ]);
    const send = answering();
    await sendWaiting(store, send, now);
    expect(send).not.toHaveBeenCalled();
    expect(store.requests[0]!.state).toBe('unconfirmed');
  });

  it('leaves alone, unsent, a request another tab began sending moments ago', async () => {
    const store = memoryStore([request('a', {state: 'sending', sendingSince: now - 2_000})]);
    const send = answering();
    await sendWaiting(store, send, now);
    expect(send).not.toHaveBeenCalled();
    expect(store.requests[0]!.state).toBe('sending');
  });

  it('does not send a request over a week old, but asks; sent again on request, it goes', async () => {
    const store = memoryStore([
      request('old', {createdAt: now - outboxMaxAgeMs - 1}),
      request('new'),
    ]);
    const send = answering();
    await expect(sendWaiting(store, send, now)).resolves.toEqual(['new']);
    expect(store.requests).toEqual([expect.objectContaining({id: 'old', state: 'expired'})]);
    sendAgain(store, 'old', now);
    await expect(sendWaiting(store, send, now)).resolves.toEqual(['old']);
  });
});

describe('the outbox', () => {
  it('adds a request as waiting, once per id, and removes it on cancel', () => {
    const store = memoryStore();
    const {state: _state, ...fresh} = request('a');
    addToOutbox(store, fresh);
    addToOutbox(store, fresh);
    expect(store.requests).toEqual([request('a')]);
    removeFromOutbox(store, 'a');
    expect(store.requests).toEqual([]);
  });
});
