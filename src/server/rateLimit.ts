/**
 * Counting attempts per key in fixed windows, for the public endpoints anyone may post to (a
 * newsletter sign-up, a quote request). What a Cloudflare Pages
 * Function can keep: module memory lives only as long as one isolate, and every data centre
 * (often every few requests) has its own, so memory counts are a best effort that a determined
 * sender outruns. Bound to a KV namespace the counts are shared by every isolate, but KV is
 * eventually consistent (a write takes up to a minute to be seen elsewhere) and read-then-write
 * races, so it too slows a flood rather than stopping it exactly.
 * docs/decisions/0054-sign-up-rate-limits.md.
 */

/** The part of a Workers KV namespace this uses. */
export type CounterStore = {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options: {expirationTtl: number}): Promise<void>;
};

export type Limit = {readonly max: number; readonly windowSeconds: number};

/** An in-memory store for one isolate, forgetting counts when their window ends. */
export function memoryStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, {value: string; expires: number}>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry || entry.expires <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async put(key, value, {expirationTtl}) {
      if (entries.size > 10_000) {
        for (const [k, entry] of entries) {
          if (entry.expires <= now()) entries.delete(k);
        }
      }
      entries.set(key, {value, expires: now() + expirationTtl * 1000});
    },
  };
}

/** KV refuses a time to live under 60 seconds. */
const minimumTtlSeconds = 60;

/**
 * Counts one attempt under `key` and says whether it is within `limit`. The window is fixed
 * (its number is part of the stored key), so a window's counts expire with it.
 */
export async function takeAttempt(
  store: CounterStore,
  key: string,
  limit: Limit,
  nowMs: number,
): Promise<boolean> {
  const window = Math.floor(nowMs / (limit.windowSeconds * 1000));
  const windowKey = `${key}:${window}`;
  const count = Number((await store.get(windowKey)) ?? 0);
  if (count >= limit.max) {
    return false;
  }
  await store.put(windowKey, String(count + 1), {
    expirationTtl: Math.max(limit.windowSeconds, minimumTtlSeconds),
  });
  return true;
}

/**
 * Seconds until the fixed window holding `nowMs` ends, when a refused key counts afresh: what
 * a refusal's `Retry-After` says.
 */
export function secondsLeftInWindow(limit: Limit, nowMs: number): number {
  const windowMs = limit.windowSeconds * 1000;
  return Math.ceil((windowMs - (nowMs % windowMs)) / 1000);
}

/**
 * A key that does not keep the address, phone number or IP it counts: SHA-256, hex, after the
 * endpoint's `scope`, so two endpoints sharing a store never share a count.
 */
export async function hashedKey(scope: string, kind: string, value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${scope}:${kind}:${hex}`;
}
