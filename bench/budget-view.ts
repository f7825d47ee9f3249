// The budgets view (docs/approvals.md#budgets) with 1,000,000 orders of history on embedded PGlite:
// a group's stores for a month read from budget_months, which the trigger budget_count_order kept
// while the history was written (every order went through it), timed 250 times over random months;
// p99 target at most 100 ms. The codes' trail, which reads the orders themselves, is timed beside
// it for information. The history is made again each run, in a folder of its own under the system's
// temporary files, removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { bypassCodeKey } from '@portal/domain';
import { loadTenants } from '@portal/tenants/server';
import { openDatabase } from '@portal/server/database';
import { budgetRows, groupBudgets } from '@portal/server/budget-store';
import { bypassCodeTrail } from '@portal/server/bypass-code-trail';
import { recordResult } from './support/results';
import { fmt, percentile, table, verdict } from './support/stats';

const ORDERS = Number(process.env.BENCH_BUDGET_ORDERS ?? 1_000_000);
const CHUNK = 50_000;
const CALLS = Number(process.env.BENCH_BUDGET_CALLS ?? 250);
const P99_TARGET_MS = 100;
const TIME_ZONE = 'America/New_York';
/** Forty months of history, January 2027 to April 2030. */
const FIRST_MONTH = { year: 2027, month: 1 };
const MONTHS = 40;
const GROUPS = ['tidewater', 'harbor', 'guardian'];

const registry = loadTenants();
const tidewater = registry.groups.get('tidewater')!;
const months = Array.from({ length: MONTHS }, (_, at) => {
  const index = FIRST_MONTH.month - 1 + at;
  return `${FIRST_MONTH.year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
});
/** The stores orders are spread over: each group's, and '' (no store) for tidewater. */
const stores = GROUPS.flatMap((key) => [
  ...registry.groups.get(key)!.config.stores.map((store) => [key, store.code] as const),
  ...(key === 'tidewater' ? [[key, ''] as const] : []),
]);
const codeKeys = tidewater.secrets.bypass_codes.map(bypassCodeKey);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-budget-view-'));
const database = await openDatabase({ dataDir });
const db = database.db;

/**
 * Orders `from`..`to` of the history, written by one statement: each a store of the three groups in
 * turn, a time spread over the forty months (budget_month its month in the provider's zone), placed
 * on account or paid, one in twenty waiting for approval, one in twenty approved, one in forty
 * rejected (and so cancelled), one in fifty cancelled; tidewater's carry one of its codes' keys.
 */
async function fill(from: number, to: number): Promise<void> {
  const pairs = sql.join(
    stores.map(([group, store], at) => sql`(${at}::int, ${group}::text, ${store}::text)`),
    sql`, `,
  );
  const span = Date.UTC(2030, 4, 1) - Date.UTC(2027, 0, 1);
  await db.execute(sql`
    with s(n, group_key, store_code) as (values ${pairs}),
    o as (
      select i, s.group_key, s.store_code,
             timestamptz '2027-01-01 05:00:00+00' + make_interval(secs => ((i::bigint * 7919) % ${Math.floor(span / 1000)})) as at
      from generate_series(${from}::int, ${to}::int) i
      join s on s.n = i % ${stores.length}
    )
    insert into orders (group_key, status, payment, total_cents, first_name, last_name, email, store_code,
                        created_at, placed_at, budget_month, approval, fulfilment_status, bypass_code_key)
    select group_key,
           case when i % 10 = 0 then 'paid' else 'on_account' end,
           case when i % 10 = 0 then 'paypal' else 'account' end,
           1000 + (i::bigint * 104729) % 120000,
           'Bench', 'Buyer', 'bench.buyer@tidewater-auto.example', store_code, at, at,
           to_char(at at time zone ${TIME_ZONE}, 'YYYY-MM'),
           case when i % 20 = 3 then 'waiting' when i % 20 = 4 then 'approved' when i % 40 = 5 then 'rejected' end,
           case when i % 40 = 5 or i % 50 = 7 then 'cancelled' else 'received' end,
           case when group_key = 'tidewater' and i % 10 <> 0 then (array[${codeKeys[0]!}, ${codeKeys[1]!}])[1 + i % 2] end
    from o`);
}

console.log(`budget-view: writing ${fmt(ORDERS)} orders into PGlite (${dataDir}), through the budget trigger`);
const started = performance.now();
for (let from = 1; from <= ORDERS; from += CHUNK) {
  const to = Math.min(ORDERS, from + CHUNK - 1);
  await fill(from, to);
  const seconds = (performance.now() - started) / 1000;
  console.log(`budget-view: ${fmt(to)} orders in ${fmt(seconds, 1)} s (${fmt(to / seconds)} a second)`);
}
const fillSeconds = (performance.now() - started) / 1000;
await db.execute(sql`analyze`);

// The trigger's counts are the orders' own: a check that the fill counted, before the timing.
const [check] = (
  (await db.execute(sql`
    select (select count(*) from budget_months) as rows,
           (select coalesce(sum(orders), 0) from budget_months) as counted,
           (select count(*) from orders where status in ('paid', 'on_account') and fulfilment_status <> 'cancelled'
              and coalesce(approval, 'approved') in ('waiting', 'approved')) as expected`)) as unknown as {
    rows: { rows: string; counted: string; expected: string }[];
  }
).rows;
console.log(
  `budget-view: budget_months holds ${check!.rows} rows counting ${check!.counted} orders (the orders say ${check!.expected})`,
);
if (check!.counted !== check!.expected) throw new Error('the budget months do not count the orders');

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let call = 0; call < CALLS; call += 1) {
    const at = performance.now();
    await work();
    samples.push(performance.now() - at);
  }
  return samples;
}
const randomMonth = () => months[Math.floor(Math.random() * months.length)]!;
const now = new Date(Date.UTC(2030, 3, 15, 16));

// Warm up the statements and the cache, as a server that has answered before.
for (let call = 0; call < 20; call += 1) await budgetRows(db, tidewater, randomMonth());
const view = await timed(() => groupBudgets(db, tidewater, randomMonth(), now, TIME_ZONE));
const trail = await timed(() => bypassCodeTrail(db, tidewater, now, TIME_ZONE));

const row = (name: string, samples: number[]) => [
  name,
  fmt(samples.length),
  fmt(percentile(samples, 50), 2),
  fmt(percentile(samples, 95), 2),
  fmt(percentile(samples, 99), 2),
];
console.log(`\nbudget-view: ${fmt(ORDERS)} orders written in ${fmt(fillSeconds, 1)} s; each call timed in ms`);
console.log(
  table(
    ['call', 'calls', 'p50 ms', 'p95 ms', 'p99 ms'],
    [row('budgets of a month (tidewater, random month)', view), row("codes' trail (this month, for information)", trail)],
  ),
);
const p99 = percentile(view, 99);
console.log(`budget-view: p99 ${fmt(p99, 2)} ms, target at most ${P99_TARGET_MS} ms: ${verdict(p99 <= P99_TARGET_MS)}`);
recordResult({
  benchmark: 'budget-view',
  measure: `budgets of a month, ${fmt(ORDERS)} orders, p99`,
  figure: `${fmt(p99, 2)} ms`,
  target: `≤ ${P99_TARGET_MS} ms`,
  met: p99 <= P99_TARGET_MS,
});

await database.close();
rmSync(dataDir, { recursive: true, force: true });
