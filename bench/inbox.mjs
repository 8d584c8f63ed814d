#!/usr/bin/env node
/**
 * The staff inbox with a busy year's requests kept: seeds a real local D1 (the migrations applied
 * by wrangler, as the tests do) with 10,000 requests, then times the list's first page, a page far
 * down it, a status and a search, as the functions ask for them (src/server/requestInbox.ts), and
 * prints SQLite's query plan for each, so a plan that scans the table shows. Prints figures only:
 * no assertion, no results file.
 *
 *   npm run bench:inbox                 10,000 requests, 20 runs each
 *   npm run bench:inbox -- --requests N --runs N
 */
import createJiti from 'jiti';

const jiti = createJiti(import.meta.filename);
const {openLocalInbox} = jiti('../src/test/localInbox.ts');
const {listRequests, requestStatuses} = jiti('../src/server/requestInbox.ts');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const requestCount = option('requests', 10_000);
const runs = option('runs', 20);

const firstNames = ['Njeri', 'Otieno', 'Amina', 'Kiprono', 'Wanjiru', 'Mutua', 'Achieng', 'Baraka'];
const lastNames = [
  'Kamau',
  'Odhiambo',
  'Hassan',
  'Langat',
  'Mwangi',
  'Kilonzo',
  'Atieno',
  'Ochieng',
];
const places = [
  'Kilimani, Nairobi',
  'Kisumu',
  'Nyali, Mombasa',
  'Eldoret',
  'Thika',
  'Nakuru',
  'Ruiru',
];
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const {db, dispose} = await openLocalInbox();
try {
  const start = Date.UTC(2025, 11, 6);
  const rows = Array.from({length: requestCount}, (_, i) => {
    const at = new Date(start + Math.floor((i * 365 * 86_400_000) / requestCount)).toISOString();
    const code = Array.from({length: 6}, (_, k) => alphabet[(i * 7 + k * 13 + (i >> k)) % 32]).join(
      '',
    );
    return [
      `MSG-${at.slice(2, 4)}${at.slice(5, 7)}${at.slice(8, 10)}-${code}`,
      at,
      i % 5 === 0 ? 'sw' : 'en',
      `${firstNames[i % 8]} ${lastNames[(i >> 3) % 8]}`,
      `+254 7${String(10_000_000 + ((i * 7919) % 89_999_999)).slice(0, 2)} ${String(i).padStart(6, '0')}`,
      places[i % places.length],
      requestStatuses[i % requestStatuses.length],
    ];
  });
  const seedStarted = performance.now();
  for (let i = 0; i < rows.length; i += 500) {
    await db.batch(
      rows.slice(i, i + 500).map((row) =>
        db
          .prepare(
            `INSERT INTO quote_requests (reference, received_at, language, name, phone, place, answers, status, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, '{}', ?, ?2)`,
          )
          .bind(...row),
      ),
    );
  }
  console.log(
    `inbox: ${requestCount.toLocaleString('en')} requests seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const deepCursor = await (async () => {
    let after;
    for (let page = 0; page < 100; page++) {
      const {next} = await listRequests(db, {after});
      if (!next) break;
      after = next;
    }
    return after;
  })();
  const cases = [
    ['first page', {}],
    ['page 101', {after: deepCursor}],
    ['status "new", first page', {status: 'new'}],
    ['search "kisumu"', {search: 'kisumu'}],
    ['search by phone digits', {search: '000123'}],
  ];
  console.log(
    `median of ${runs} runs, each a page of at most 50, on a local D1 (workerd's SQLite):`,
  );
  for (const [name, query] of cases) {
    const times = [];
    let shown = 0;
    for (let run = 0; run < runs; run++) {
      const t = performance.now();
      shown = (await listRequests(db, query)).requests.length;
      times.push(performance.now() - t);
    }
    console.log(
      `  ${name.padEnd(28)} ${median(times).toFixed(1).padStart(6)} ms  (${shown} shown)`,
    );
  }
  // Which index each kind of query uses: a "SCAN quote_requests" without an index is a full scan.
  const plans = [
    [
      'newest first',
      'SELECT reference FROM quote_requests ORDER BY received_at DESC, reference DESC LIMIT 51',
    ],
    [
      'by status',
      "SELECT reference FROM quote_requests WHERE status = 'new' ORDER BY received_at DESC, reference DESC LIMIT 51",
    ],
  ];
  for (const [name, query] of plans) {
    const {results} = await db.prepare(`EXPLAIN QUERY PLAN ${query}`).bind().all();
    console.log(`  plan, ${name}: ${results.map((row) => row.detail).join('; ')}`);
  }
} finally {
  await dispose();
}
