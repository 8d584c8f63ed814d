/**
 * @jest-environment node
 */
import {hashedKey, memoryStore, takeAttempt} from '../rateLimit';

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

  it('key by a hash, so the store never holds an address', async () => {
    const key = await hashedKey('address', 'wanjiku@example.co.ke');
    expect(key).toMatch(/^subscribe:address:[0-9a-f]{64}$/);
    expect(key).not.toContain('wanjiku');
    expect(await hashedKey('address', 'wanjiku@example.co.ke')).toBe(key);
  });
});
