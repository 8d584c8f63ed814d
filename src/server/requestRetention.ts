/**
 * How long the inbox keeps a request, and a visitor's request to be forgotten (Kenya's Data
 * Protection Act, 2019: personal data kept no longer than its purpose needs, and erased on the
 * data subject's request). A request that became work (won) stays as the client's record; any
 * other is deleted a year after it last changed, spam a month after it arrived. Each deletion
 * removes the request and its history in one transaction and leaves a line in the staff log
 * naming the reference and why, never the visitor's details. Pure: the database and the clock
 * come in. docs/decisions/0087-staff-inbox-behind-access.md.
 */
import type {InboxDatabase} from './requestInbox';

/** Months a request not won is kept after its last change, and days spam is kept. */
export const retention = {monthsUnlessWon: 12, daysOfSpam: 30} as const;

/** The actor the staff log names for the scheduled deletion. */
export const retentionActor = 'retention';

const deletion = (db: InboxDatabase, reference: string, actor: string, at: string, why: string) => [
  db.prepare('DELETE FROM request_events WHERE reference = ?').bind(reference),
  db.prepare('DELETE FROM quote_requests WHERE reference = ?').bind(reference),
  db
    .prepare("INSERT INTO staff_log (at, actor, action, detail) VALUES (?, ?, 'erased', ?)")
    .bind(at, actor, `${reference}: ${why}`),
];

/** Erases one request on the visitor's demand; false when there is no such request. */
export async function eraseRequest(
  db: InboxDatabase,
  reference: string,
  staff: string,
  at: string,
): Promise<boolean> {
  const found = await db
    .prepare('SELECT reference FROM quote_requests WHERE reference = ?')
    .bind(reference)
    .first<{reference: string}>();
  if (!found) return false;
  await db.batch(deletion(db, reference, staff, at, 'erased at the visitor’s request'));
  return true;
}

/** The moment `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

/**
 * Deletes every request past its time, with its history, in one transaction of three statements
 * however many there are (D1 counts each query of a call against a limit); returns the
 * references deleted.
 */
export async function deleteExpiredRequests(db: InboxDatabase, now: Date): Promise<string[]> {
  const notWonBefore = monthsBefore(now, retention.monthsUnlessWon).toISOString();
  const spamBefore = new Date(now.getTime() - retention.daysOfSpam * 86_400_000).toISOString();
  const expired = `(status <> 'won' AND updated_at < ?) OR (status = 'spam' AND received_at < ?)`;
  const {results} = await db
    .prepare(`SELECT reference FROM quote_requests WHERE ${expired}`)
    .bind(notWonBefore, spamBefore)
    .all<{reference: string}>();
  if (results.length === 0) return [];
  await db.batch([
    db
      .prepare(
        `INSERT INTO staff_log (at, actor, action, detail)
         SELECT ?, ?, 'erased', reference || ': ' ||
           CASE status WHEN 'spam' THEN ? ELSE status || ? END
         FROM quote_requests WHERE ${expired}`,
      )
      .bind(
        now.toISOString(),
        retentionActor,
        `spam, kept ${retention.daysOfSpam} days`,
        `, unchanged for ${retention.monthsUnlessWon} months`,
        notWonBefore,
        spamBefore,
      ),
    db
      .prepare(
        `DELETE FROM request_events WHERE reference IN (SELECT reference FROM quote_requests WHERE ${expired})`,
      )
      .bind(notWonBefore, spamBefore),
    db.prepare(`DELETE FROM quote_requests WHERE ${expired}`).bind(notWonBefore, spamBefore),
  ]);
  return results.map((row) => row.reference);
}
