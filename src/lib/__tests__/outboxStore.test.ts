import {IDBFactory} from 'fake-indexeddb';
import {newRequest, outboxMaxWaitMs, rateLimitPauseMs, type OutboxRequest} from '../outbox';
import {legacyOutboxKey} from '../outboxKeys';
import {
  moveLegacyOutbox,
  openOutbox,
  sendOne,
  sendWaiting,
  watchOutbox,
  watchSender,
  type Clock,
  type OutboxChannel,
  type OutboxStore,
} from '../outboxStore';
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

describe('storage failing', () => {
  /** A factory whose connections the test can close, as WebKit or a cleared site does. */
  function closable(factory: IDBFactory) {
    const connections: IDBDatabase[] = [];
    const wrapped = {
      open(name: string, version?: number) {
        const opening = factory.open(name, version);
        opening.addEventListener('success', () => connections.push(opening.result));
        return opening;
      },
    } as unknown as IDBFactory;
    return {wrapped, closeAll: () => connections.forEach((connection) => connection.close())};
  }

  it('opens the database again when its connection was closed under it', async () => {
    const {wrapped, closeAll} = closable(new IDBFactory());
    const store = (await openOutbox(wrapped, undefined, () => null))!;
    await put(store, request('MSG-AAAAAA'));
    closeAll();
    expect(await states(store)).toEqual({'MSG-AAAAAA': 'waiting'});
    closeAll();
    expect(await store.apply('MSG-AAAAAA', {type: 'cancel'}, now)).toBe('gone');
  });

  it('gives way to an upgrade by another page: it does not hang, and the page can go on', async () => {
    const factory = new IDBFactory();
    const store = (await openOutbox(factory, undefined, () => null))!;
    await put(store, request('MSG-AAAAAA'));
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = factory.open('msingi-outbox', 2);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
      setTimeout(() => reject(new Error('the upgrade hung on the open page')), 1000);
    });
    expect(upgraded.version).toBe(2);
    upgraded.close();
  });

  it('an answer that cannot be written is kept aside, so the request is not later shown unconfirmed', async () => {
    const [tab, other] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    // The write after the send fails (quota, connection lost): the send itself succeeded.
    const failing: OutboxStore = {
      ...tab,
      apply: (reference, event, at) =>
        event.type === 'answer'
          ? Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))
          : tab.apply(reference, event, at),
    };
    const answer = await sendOne(
      failing,
      'MSG-AAAAAA',
      (at) => failing.apply('MSG-AAAAAA', {type: 'claim'}, at),
      async () => ({ok: true}),
      () => now + 1,
    );
    expect(answer).toMatchObject({state: 'sent'});
    const [seen] = await other.list();
    expect(seen!.state).toBe('sending');
    await watchSender(other, seen!, () => now + 2);
    expect(await states(other)).toEqual({'MSG-AAAAAA': 'sent'});
    localStorage.clear();
  });
});

describe('each change is heard once', () => {
  /** BroadcastChannels of one browser: a message reaches every other channel of the name. */
  function channelBus() {
    const open = new Set<OutboxChannel>();
    return () => {
      const channel: OutboxChannel = {
        onmessage: null,
        postMessage(message: unknown) {
          for (const other of open) {
            if (other !== channel) other.onmessage?.(new MessageEvent('message', {data: message}));
          }
        },
        close: () => void open.delete(channel),
      };
      open.add(channel);
      return channel;
    };
  }

  it('by the page that made it, and by every other page', async () => {
    const factory = new IDBFactory();
    const bus = channelBus();
    // Two pages: each its own window, one channel name.
    const tab = (await openOutbox(factory, undefined, bus, new EventTarget()))!;
    const other = (await openOutbox(factory, undefined, bus, new EventTarget()))!;
    const here = jest.fn();
    const there = jest.fn();
    tab.subscribe(here);
    other.subscribe(there);
    await put(tab, request('MSG-AAAAAA'));
    expect(here).toHaveBeenCalledTimes(1);
    expect(there).toHaveBeenCalledTimes(1);
  });
});

describe("the previous release's outbox", () => {
  afterEach(() => localStorage.clear());
  const old = (id: string, minute: number) => ({
    id,
    createdAt: now + minute * 60_000,
    state: 'waiting',
    templateParams: {fullMessage: `Quote request ${id}`},
    fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
  });

  it('two old requests that shared a reference under the old hash are both moved, once, with two tabs moving them', async () => {
    // req-9 and req-108 both became MSG-4DPZ8H under the previous release's hash.
    localStorage.setItem(legacyOutboxKey, JSON.stringify([old('req-9', 0), old('req-108', 1)]));
    const [a, b] = await twoTabs(true);
    await Promise.all([moveLegacyOutbox(a), moveLegacyOutbox(b), moveLegacyOutbox(a)]);
    const moved = await a.list();
    expect(moved.map((r) => (r.state === 'sent' ? r.state : r.templateParams.fullMessage))).toEqual(
      [
        expect.stringMatching(/Quote request req-9$/),
        expect.stringMatching(/Quote request req-108$/),
      ],
    );
    expect(new Set(moved.map((r) => r.reference)).size).toBe(2);
    expect(localStorage.getItem(legacyOutboxKey)).toBeNull();
  });

  it("waits for a tab of the previous release that is sending, under that release's lock, and moves what it left", async () => {
    const locks = fakeLocks();
    const tab = (await openOutbox(new IDBFactory(), locks, () => null))!;
    localStorage.setItem(legacyOutboxKey, JSON.stringify([old('req-1', 0), old('req-2', 1)]));
    let finishSending: () => void = () => undefined;
    // The previous release's tab holds its lock while it sends req-1, then removes it as sent.
    const oldTab = locks.request('msingi-outbox', async () => {
      await new Promise<void>((resolve) => (finishSending = resolve));
      localStorage.setItem(legacyOutboxKey, JSON.stringify([old('req-2', 1)]));
    });
    const moving = moveLegacyOutbox(tab);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tab.list()).toEqual([]);
    finishSending();
    await Promise.all([oldTab, moving]);
    expect((await tab.list()).map((r) => r.movedFrom)).toEqual(['req-2']);
  });

  it('an old request whose reference another already holds takes its next one, never its place', async () => {
    const [tab] = await twoTabs(true);
    const under = (reference: string, id: string) => ({
      ...request(reference),
      movedFrom: id,
    });
    await tab.moveIn([
      {id: 'one', references: ['MSG-AAAAAA', 'MSG-BBBBBB'], under: (r) => under(r, 'one')},
      {id: 'two', references: ['MSG-AAAAAA', 'MSG-CCCCCC'], under: (r) => under(r, 'two')},
    ]);
    // Moved again (another tab, a reload): nothing new.
    await expect(
      tab.moveIn([
        {id: 'two', references: ['MSG-AAAAAA', 'MSG-CCCCCC'], under: (r) => under(r, 'two')},
      ]),
    ).resolves.toBe(true);
    // Every reference it offers taken: it is not moved, and the move says so (the old key stays).
    await expect(
      tab.moveIn([
        {id: 'three', references: ['MSG-AAAAAA', 'MSG-CCCCCC'], under: (r) => under(r, 'three')},
      ]),
    ).resolves.toBe(false);
    expect((await tab.list()).map((r) => [r.reference, r.movedFrom])).toEqual([
      ['MSG-AAAAAA', 'one'],
      ['MSG-CCCCCC', 'two'],
    ]);
  });
});

describe('watchOutbox: one watcher for the page load', () => {
  /** A clock the test moves: timers run only when it says. */
  function testClock(start: number) {
    let time = start;
    const timers = new Map<number, {at: number; run: () => void}>();
    let ids = 0;
    const clock: Clock = {
      now: () => time,
      setTimeout: (run, ms) => {
        timers.set(++ids, {at: time + ms, run});
        return ids as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: (id) => void timers.delete(id as unknown as number),
    };
    const advance = async (ms: number) => {
      time += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= time) {
          timers.delete(id);
          timer.run();
        }
      }
      await settled();
    };
    return {clock, advance};
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('tries a rate-limited request again by itself when its pause ends, with no event', async () => {
    const [tab] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    const answers: SendResult[] = [{ok: false, failure: 'rate-limited'}, {ok: true}];
    const send = jest.fn(async () => answers.shift()!);
    const {clock, advance} = testClock(now + 1);
    const shown: string[][] = [];
    const stop = watchOutbox(tab, send, (rs) => shown.push(rs.map((r) => r.state)), clock);
    await settled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'waiting'});
    await advance(rateLimitPauseMs - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'sent'});
    expect(shown.at(-1)).toEqual(['sent']);
    stop();
  });

  it('shows a request expired the moment its 7 days are over, and records that it was seen', async () => {
    const [tab] = await twoTabs(true);
    await put(tab, request('MSG-AAAAAA'));
    const {clock, advance} = testClock(now + 1);
    const stop = watchOutbox(tab, null, () => undefined, clock);
    await settled();
    expect(await states(tab)).toEqual({'MSG-AAAAAA': 'waiting'});
    await advance(outboxMaxWaitMs);
    const [expired] = await tab.list();
    expect(expired).toMatchObject({state: 'expired', seenAt: now + 1 + outboxMaxWaitMs});
    stop();
  });

  it('reads the outbox once for each change', async () => {
    const [tab] = await twoTabs(true);
    const {clock} = testClock(now);
    const show = jest.fn();
    const stop = watchOutbox(tab, null, show, clock);
    await settled();
    show.mockClear();
    await put(tab, request('MSG-AAAAAA'));
    await settled();
    expect(show).toHaveBeenCalledTimes(1);
    stop();
  });
});
