/** @jest-environment node */
import type {InboxDatabase} from '../requestInbox';
import {deleteExpiredRequests, eraseRequest, retentionActor} from '../requestRetention';
import {openLocalInbox} from '../../test/localInbox';

// A real local D1 with the migrations applied: starting workerd and wrangler takes seconds.
jest.setTimeout(60_000);

let db: InboxDatabase;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({db, dispose} = await openLocalInbox());
});
afterAll(() => dispose?.());

const now = new Date('2026-12-06T03:00:00.000Z');

async function seed(reference: string, status: string, receivedAt: string, updatedAt = receivedAt) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO quote_requests (reference, received_at, language, name, phone, place, answers, status, updated_at)
         VALUES (?, ?, 'en', 'Faith Chebet', '+254 711 222 333', 'Nakuru', '{}', ?, ?)`,
      )
      .bind(reference, receivedAt, status, updatedAt),
    db
      .prepare(
        "INSERT INTO request_events (reference, at, actor, action, detail) VALUES (?, ?, 'visitor', 'received', NULL)",
      )
      .bind(reference, receivedAt),
  ]);
}

const count = async (table: string, reference: string) =>
  (await db
    .prepare(`SELECT count(*) AS n FROM ${table} WHERE reference = ?`)
    .bind(reference)
    .first<{n: number}>())!.n;

const logOf = async (reference: string) =>
  (
    await db
      .prepare("SELECT actor, detail FROM staff_log WHERE action = 'erased' AND detail LIKE ?")
      .bind(`${reference}:%`)
      .all<{actor: string; detail: string}>()
  ).results;

describe('deleteExpiredRequests', () => {
  it('deletes what is past its time with its history, keeps the rest, and logs only references', async () => {
    await seed('MSG-251101-LOST01', 'lost', '2025-10-01T08:00:00.000Z', '2025-12-05T08:00:00.000Z');
    await seed('MSG-251101-NEW002', 'new', '2025-11-01T08:00:00.000Z', '2025-12-06T04:00:00.000Z');
    await seed('MSG-240101-WON003', 'won', '2024-01-10T08:00:00.000Z');
    await seed('MSG-261101-SPAM04', 'spam', '2026-11-05T08:00:00.000Z');
    await seed('MSG-261120-SPAM05', 'spam', '2026-11-20T08:00:00.000Z');

    expect((await deleteExpiredRequests(db, now)).sort()).toEqual([
      'MSG-251101-LOST01',
      'MSG-261101-SPAM04',
    ]);
    for (const gone of ['MSG-251101-LOST01', 'MSG-261101-SPAM04']) {
      expect(await count('quote_requests', gone)).toBe(0);
      expect(await count('request_events', gone)).toBe(0);
    }
    // Changed within the year, won, or spam younger than a month: kept.
    for (const kept of ['MSG-251101-NEW002', 'MSG-240101-WON003', 'MSG-261120-SPAM05']) {
      expect(await count('quote_requests', kept)).toBe(1);
    }
    expect(await logOf('MSG-251101-LOST01')).toEqual([
      {actor: retentionActor, detail: 'MSG-251101-LOST01: lost, unchanged for 12 months'},
    ]);
    expect(JSON.stringify(await logOf('MSG-251101-LOST01'))).not.toMatch(/Faith|\+254|Nakuru/);
    expect(await deleteExpiredRequests(db, now)).toEqual([]);
  });
});

describe('eraseRequest', () => {
  it('erases a request and its history at the visitor’s request, logging who did it', async () => {
    await seed('MSG-261205-ERASE6', 'quoted', '2026-12-05T08:00:00.000Z');
    const at = now.toISOString();
    expect(await eraseRequest(db, 'MSG-261205-ERASE6', 'wanjiru@msingi.co.ke', at)).toBe(true);
    expect(await count('quote_requests', 'MSG-261205-ERASE6')).toBe(0);
    expect(await count('request_events', 'MSG-261205-ERASE6')).toBe(0);
    expect(await logOf('MSG-261205-ERASE6')).toEqual([
      {
        actor: 'wanjiru@msingi.co.ke',
        detail: 'MSG-261205-ERASE6: erased at the visitor’s request',
      },
    ]);
    expect(await eraseRequest(db, 'MSG-261205-ERASE6', 'wanjiru@msingi.co.ke', at)).toBe(false);
  });
});
