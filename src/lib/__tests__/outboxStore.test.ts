import {IDBFactory} from 'fake-indexeddb';
import {newRequest, type OutboxRequest} from '../outbox';
import {openOutbox, sendOne, sendWaiting, watchSender, type OutboxStore} from '../outboxStore';
import type {SendResult} from '../emailjs';

const now = Date.UTC(2026, 10, 25, 9);
const request = (reference: string): OutboxRequest =>
  newRequest(
    {
      reference,
      templateParams: {fullMessage: `Reference: ${reference}`},
      fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
    },
    now,
  );

/** One lock manager for every "tab", as a browser has, with the Web Locks queueing. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(callback, callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** Two tabs of one browser: one database, one lock manager, their own connections. */
async function twoTabs(withLocks: boolean): Promise<[OutboxStore, OutboxStore]> {
  const factory = new IDBFactory();
  const locks = withLocks ? fakeLocks() : undefined;
  const tab = () => openOutbox(factory, locks, () => null);
  return [(await tab())!, (await tab())!];
}

const put = (store: OutboxStore, r: OutboxRequest) =>
  store.put(r.reference, () => r, {type: 'claim'}, now);
const states = async (store: OutboxStore) =>
  Object.fromEntries((await store.list()).map((r) => [r.reference, r.state]));

describe('openOutbox', () => {
  it('is null where the browser has no IndexedDB, or it will not open', async () => {
    await expect(openOutbox(undefined)).resolves.toBeNull();
    const refusing = {
      open: () => {
        const opening = {} as IDBOpenDBRequest;
        setTimeout(() => (opening as unknown as {onerror?: () => void}).onerror?.());
        return opening;
      },
    } as unknown as IDBFactory;
    await expect(openOutbox(refusing)).resolves.toBeNull();
  });

  it('keeps requests between pages, oldest first', async () => {
    const factory = new IDBFactory();
    const first = (await openOutbox(factory, undefined, () => null))!;
    await put(first, {...request('MSG-BBBBBB'), createdAt: now + 1});
    await put(first, request('MSG-AAAAAA'));
    const second = (await openOutbox(factory, undefined, () => null))!;
    expect((await second.list()).map((r) => r.reference)).toEqual(['MSG-AAAAAA', 'MSG-BBBBBB']);
  });
});

describe.each([true, false])('with Web Locks: %s', (withLocks) => {
  it('two tabs taking the same waiting request at once: exactly one wins', async () => {
    const [a, b] = await twoTabs(withLocks);
    await put(a, request('MSG-7K4Q2P'));
    const claims = await Promise.all(
      [a, b, a, b].map((tab) => tab.apply('MSG-7K4Q2P', {type: 'claim'}, now + 1)),
    );
    expect(claims.filter((c) => typeof c !== 'string')).toHaveLength(1);
    expect(claims.filter((c) => c === 'not-allowed')).toHaveLength(3);
  });

  it('two tabs sending what waits at the same time send each request once', async () => {
    const [a, b] = await twoTabs(withLocks);
    for (const reference of ['MSG-AAAAAA', 'MSG-BBBBBB', 'MSG-CCCCCC'])
      await put(a, request(reference));
    const sent: string[] = [];
    const send = async (r: OutboxRequest): Promise<SendResult> => {
      sent.push(r.reference);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {ok: true};
    };
    await Promise.all([sendWaiting(a, send, () => now + 1), sendWaiting(b, send, () => now + 1)]);
    expect(sent.sort()).toEqual(['MSG-AAAAAA', 'MSG-BBBBBB', 'MSG-CCCCCC']);
    expect(await states(a)).toEqual({
      'MSG-AAAAAA': 'sent',
      'MSG-BBBBBB': 'sent',
      'MSG-CCCCCC': 'sent',
    });
  });
});

describe('sendWaiting', () => {
  it('does not send a request cancelled while another of the batch is being sent', async () => {
    const [tab, other] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    await put(tab, {...request('MSG-BBBBBB'), createdAt: now + 1});
    const sent: string[] = [];
    await sendWaiting(
      tab,
      async (r) => {
        sent.push(r.reference);
        // The visitor cancels the second, in another tab, while the first is on its way.
        await other.apply('MSG-BBBBBB', {type: 'cancel'}, now + 2);
        return {ok: true};
      },
      () => now + 1,
    );
    expect(sent).toEqual(['MSG-AAAAAA']);
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'sent'});
  });

  it('stops at the first request that could not leave the phone, and it waits again', async () => {
    const [tab] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    await put(tab, {...request('MSG-BBBBBB'), createdAt: now + 1});
    const send = jest.fn(async (): Promise<SendResult> => ({ok: false, failure: 'offline'}));
    await sendWaiting(tab, send, () => now + 1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'waiting', 'MSG-BBBBBB': 'waiting'});
  });

  it('never sends an unconfirmed request again by itself, on any number of page loads', async () => {
    const [tab] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    const send = jest.fn(async (): Promise<SendResult> => ({ok: false, failure: 'server'}));
    for (let load = 0; load < 5; load++) await sendWaiting(tab, send, () => now + load);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'unconfirmed'});
  });

  it('without the settings to send, only ages what it holds', async () => {
    const [tab] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    await sendWaiting(tab, null, () => now + 8 * 24 * 60 * 60 * 1000);
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'expired'});
  });
});

describe('sendOne and watchSender', () => {
  it('a request left sending by a page that is gone becomes unconfirmed once its lock is free', async () => {
    const [gone, reopened] = await twoTabs(true);
    await put(gone, request('MSG-AAAAAA'));
    let closePage: () => void = () => undefined;
    const closed = new Promise<SendResult>((resolve) => {
      // The page closes mid-send: its lock goes, its answer never comes.
      closePage = () => resolve({ok: false, failure: 'unknown'});
    });
    const sending = gone.asSender('MSG-AAAAAA', async () => {
      await gone.apply('MSG-AAAAAA', {type: 'claim'}, now + 1);
      await closed.catch(() => undefined);
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [seen] = await reopened.list();
    expect(seen!.state).toBe('sending');
    const watching = watchSender(reopened, seen!, () => now + 2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await states(reopened)).toEqual({'MSG-AAAAAA': 'sending'});
    closePage();
    await sending;
    await watching;
    expect(await states(reopened)).toEqual({'MSG-AAAAAA': 'unconfirmed'});
  });

  it('a live sender is not taken for gone: its answer is written before the watcher looks', async () => {
    const [tab, other] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    let answerNow: () => void = () => undefined;
    const answered = new Promise<SendResult>((resolve) => (answerNow = () => resolve({ok: true})));
    const sending = sendOne(
      tab,
      'MSG-AAAAAA',
      (at) => tab.apply('MSG-AAAAAA', {type: 'claim'}, at),
      () => answered,
      () => now + 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [seen] = await other.list();
    const watching = watchSender(other, seen!, () => now + 2);
    answerNow();
    await Promise.all([sending, watching]);
    expect(await states(other)).toEqual({'MSG-AAAAAA': 'sent'});
  });

  it('without Web Locks, a request sending longer than a send can take is taken for abandoned', async () => {
    const [tab] = await twoTabs(false);
    await put(tab, request('MSG-AAAAAA'));
    await tab.apply('MSG-AAAAAA', {type: 'claim'}, now);
    const [seen] = await tab.list();
    const waits: number[] = [];
    await watchSender(
      tab,
      seen!,
      () => now + 10_000,
      async (ms) => void waits.push(ms),
    );
    expect(waits).toEqual([50_000]);
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'unconfirmed'});
  });

  it('tells other pages of each change, and nothing when a move is not allowed', async () => {
    const [tab] = await twoTabs(true);
    const heard = jest.fn();
    const stop = tab.subscribe(heard);
    await put(tab, request('MSG-AAAAAA'));
    expect(heard).toHaveBeenCalledTimes(1);
    await tab.apply('MSG-AAAAAA', {type: 'dismiss'}, now);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await tab.apply('MSG-AAAAAA', {type: 'cancel'}, now);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
