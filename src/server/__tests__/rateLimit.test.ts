/**
 * @jest-environment node
 */
import {hashedKey, memoryStore, secondsLeftInWindow, takeAttempt} from '../rateLimit';

describe('rate limits', () => {
  it('allow `max` attempts a window and again once the window has passed', async () => {
    let now = Date.UTC(2026, 10, 26, 9, 0, 10);
    const store = memoryStore(() => now);
    const limit = {max: 2, windowSeconds: 3600};
    const take = () => takeAttempt(store, 'k', limit, now);
    expect([await take(), await take(), await take()]).toEqual([true, true, false]);
    now += 3600 * 1000;
    expect(await take()).toBe(true);
  });

  it('keep counts in a store with a time to live KV accepts (at least 60 s)', async () => {
    const put = jest.fn(async () => undefined);
    await takeAttempt({get: async () => null, put}, 'k', {max: 1, windowSeconds: 10}, 0);
    expect(put).toHaveBeenCalledWith('k:0', '1', {expirationTtl: 60});
  });

  it('say how long until the window ends, so a refusal can say when to try again', () => {
    const hour = {max: 1, windowSeconds: 3600};
    expect(secondsLeftInWindow(hour, Date.UTC(2026, 4, 14, 6, 30, 0))).toBe(1800);
    expect(secondsLeftInWindow(hour, Date.UTC(2026, 4, 14, 6, 59, 59, 500))).toBe(1);
    expect(secondsLeftInWindow(hour, Date.UTC(2026, 4, 14, 7, 0, 0))).toBe(3600);
  });

  it('key by a hash and by endpoint, so the store never holds an address and two endpoints never share a count', async () => {
    const key = await hashedKey('subscribe', 'address', 'wanjiku@example.co.ke');
    expect(key).toMatch(/^subscribe:address:[0-9a-f]{64}$/);
    expect(key).not.toContain('wanjiku');
    expect(await hashedKey('subscribe', 'address', 'wanjiku@example.co.ke')).toBe(key);
    expect(await hashedKey('quote-request', 'address', 'wanjiku@example.co.ke')).toMatch(
      /^quote-request:address:[0-9a-f]{64}$/,
    );
  });
});
