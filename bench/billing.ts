// Billing with 1,000,000 orders in the history (a copy of the console bench's kept database, so its
// money rows, which can never be deleted, go with the copy): issuing the invoice inside the ship
// move (its p50 at most 5 ms above a ship move that issues none), the monthly statement run for
// every account (at most 60 s, the process's RSS growing by less than 100 MB), and the aging page
// (p99 at most 100 ms).
import pg from 'pg';
import autocannon from 'autocannon';
import { hashSecret, loadTenants } from '@portal/tenants/server';
import { openDatabase } from '@portal/server/database';
import { issueDueInvoices } from '@portal/server/invoice-issuing';
import { runMonthlyStatements } from '@portal/server/statements';
import { cookiesFrom } from './support/cookies';
import { generateHistory } from './support/history-data';
import { BENCH_POSTGRES, databaseUrl, ensureDatabase } from './support/postgres';
import { recordResult } from './support/results';
import { startServer } from './support/server';
import { fmt, median, percentile, table, verdict } from './support/stats';

const ORDERS = Number(process.env.BENCH_CONSOLE_ORDERS ?? 1_000_000);
const SHIPS = 100;
const SHIP_P50_EXTRA_MS = 5;
const STATEMENT_SECONDS = 60;
const STATEMENT_RSS_MB = 100;
const AGING_P99_MS = 100;
const TIME_ZONE = 'America/New_York';
/** Accounts opened this many days ago, so last month's statements have a month of invoices. */
const ACCOUNTS_OPENED_DAYS_AGO = 45;
const STAFF = { email: 'bench.billing@crestline.example', password: 'bench-billing-password' };
const COPY = 'portal_bench_billing';

const consoleUrl = await ensureDatabase('portal_bench_console', false);
{
  // The history is made (or kept) in the console bench's database, migrated first as the server
  // would; billing runs on a copy of it.
  await (await openDatabase({ databaseUrl: consoleUrl, dataDir: '' })).close();
  const made = await generateHistory(consoleUrl, ORDERS, (line) => console.log(line));
  if (!made) console.log('billing: the history kept from an earlier run');
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES });
  await admin.connect();
  await admin.query(`drop database if exists "${COPY}" with (force)`);
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = 'portal_bench_console'`);
  const copied = performance.now();
  await admin.query(`create database "${COPY}" template portal_bench_console`);
  console.log(`billing: copied the history in ${fmt((performance.now() - copied) / 1000, 1)} s`);
  await admin.end();
}
const url = databaseUrl(COPY);
const server = await startServer(4800 + Math.floor(Math.random() * 100), { DATABASE_URL: url });
const client = new pg.Client({ connectionString: url });
await client.connect();
const registry = loadTenants();
const settings = { registry, timeZone: TIME_ZONE };
const database = await openDatabase({ databaseUrl: url, dataDir: '' });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

try {
  // A rep of two groups: guardian, whose account invoices at shipment, and summit, which has no account.
  await client.query(`insert into staff (email, name, role, password_hash) values ($1, 'Bench Billing', 'rep', $2)`, [
    STAFF.email,
    hashSecret(STAFF.password),
  ]);
  await client.query(
    `insert into staff_groups (staff_id, group_key) select id, g from staff, unnest(array['guardian', 'summit']) g where email = $1`,
    [STAFF.email],
  );
  const onAccount = [...registry.groups.values()].filter((t) => t.config.paypal_not_supported).map((t) => t.config);
  for (const group of onAccount)
    await client.query(
      `insert into billing_accounts (group_key, store_code, name, accounting_name, address, terms, contacts, reminder_days, created_at)
       values ($1, '', $2, $2, '[]', 'net_30', $3, '[0, 30, 60]', now() - make_interval(days => $4))`,
      [group.key, group.title, JSON.stringify([`ap@${group.key}-auto.example`]), ACCOUNTS_OPENED_DAYS_AGO],
    );
  // Orders shipped since the accounts opened are invoiced first, as the sweep would have.
  let invoiced = 0;
  const issuing = await timed(async () => {
    for (
      let batch = await issueDueInvoices(database.db, settings, 500);
      batch > 0;
      batch = await issueDueInvoices(database.db, settings, 500)
    )
      invoiced += batch;
  });
  console.log(`billing: ${fmt(invoiced)} invoices issued for ${onAccount.length} accounts in ${fmt(issuing.ms / 1000, 1)} s`);
  await client.query('analyze');

  // The ship move, with and without an invoice to issue, one request at a time.
  const login = await fetch(`${server.url}/api/console/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = cookiesFrom(login);
  const api = `${server.url}/api/console`;
  const shipTimes: Record<string, number[]> = { guardian: [], summit: [] };
  for (const group of ['guardian', 'summit']) {
    const { rows } = await client.query(
      `select id, version, fulfilment_status from orders
       where group_key = $1 and status = 'on_account' and fulfilment_status in ('received', 'in_production')
       order by created_at desc limit ${SHIPS}`,
      [group],
    );
    if (rows.length < SHIPS) throw new Error(`${group}: only ${rows.length} orders to ship`);
    for (const row of rows as { id: string; version: number; fulfilment_status: string }[]) {
      const post = (body: object) =>
        fetch(`${api}/orders/${row.id}/status`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      let version = row.version;
      if (row.fulfilment_status === 'received') {
        const moved = await post({ to: 'in_production', version });
        if (!moved.ok) throw new Error(`in production: ${moved.status} ${await moved.text()}`);
        version += 1;
      }
      const shipped = await timed(() => post({ to: 'shipped', version, carrier: 'UPS', tracking_number: '1Z999AA10123456784' }));
      if (!shipped.value.ok) throw new Error(`shipped: ${shipped.value.status} ${await shipped.value.text()}`);
      shipTimes[group]!.push(shipped.ms);
    }
  }
  const { rows: shippedInvoices } = await client.query(
    `select count(*)::int as n from invoices i join orders o on o.id = i.order_id where o.group_key = 'guardian' and o.fulfilment_status = 'shipped' and i.issued_on = to_char(now() at time zone $1, 'YYYY-MM-DD')`,
    [TIME_ZONE],
  );
  if ((shippedInvoices[0] as { n: number }).n < SHIPS) throw new Error('the ship moves issued too few invoices');
  const withInvoice = percentile(shipTimes.guardian!, 50);
  const without = percentile(shipTimes.summit!, 50);

  // The statement run of the 1st, for every account.
  const rssBefore = process.memoryUsage().rss / 1024 / 1024;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss / 1024 / 1024);
  }, 25);
  // The server's own run may have claimed last month's statements while the bench set up (as any
  // instance may): the bench runs this month's, as the 1st of next month will.
  const firstOfNext = new Date(Date.now() + 31 * 86_400_000);
  const period = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).format(new Date());
  const run = await timed(() => runMonthlyStatements(database.db, settings, firstOfNext));
  clearInterval(sampler);
  const { rows: statementLines } = await client.query(
    `select count(*)::int as statements, coalesce(sum(jsonb_array_length(snapshot->'lines')), 0)::int as lines
     from statements where period = $1`,
    [period],
  );
  const statements = statementLines[0] as { statements: number; lines: number };
  if (statements.statements === 0) throw new Error('the statement run sent no statement');
  const rssGrowth = rssPeak - rssBefore;

  // The aging page, staff at their desks at once.
  const agingUrl = `${api}/billing/aging`;
  const check = await fetch(agingUrl, { headers: { cookie } });
  if (!check.ok) throw new Error(`aging: ${check.status}`);
  const agingRuns: number[] = [];
  await autocannon({ url: agingUrl, headers: { cookie }, connections: 4, duration: 3 });
  for (let i = 0; i < 3; i += 1) {
    const result = await autocannon({ url: agingUrl, headers: { cookie }, connections: 4, duration: 5 });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`aging: ${result.non2xx} non-2xx, ${result.errors} errors`);
    agingRuns.push(result.latency.p99);
  }
  const agingP99 = median(agingRuns);

  console.log(
    `\nBilling on PostgreSQL, ${fmt(ORDERS)} orders stored, ${fmt(invoiced + SHIPS)} invoices on ${onAccount.length} accounts`,
  );
  const rows: [string, string, string, boolean][] = [
    [
      `ship move p50: ${fmt(withInvoice, 1)} ms issuing an invoice, ${fmt(without, 1)} ms without`,
      `+${fmt(withInvoice - without, 1)} ms`,
      `≤ +${SHIP_P50_EXTRA_MS} ms`,
      withInvoice - without <= SHIP_P50_EXTRA_MS,
    ],
    [
      `monthly statements: ${statements.statements} accounts, ${fmt(statements.lines)} lines`,
      `${fmt(run.ms / 1000, 2)} s`,
      `≤ ${STATEMENT_SECONDS} s`,
      run.ms / 1000 <= STATEMENT_SECONDS,
    ],
    ['monthly statements: RSS growth', `${fmt(rssGrowth, 1)} MB`, `< ${STATEMENT_RSS_MB} MB`, rssGrowth < STATEMENT_RSS_MB],
    ['aging page p99 (4 connections)', `${fmt(agingP99, 1)} ms`, `≤ ${AGING_P99_MS} ms`, agingP99 <= AGING_P99_MS],
  ];
  console.log(
    table(
      ['measure', 'figure', 'target', ''],
      rows.map(([m, f, t, met]) => [m, f, t, verdict(met)]),
    ),
  );
  for (const [measure, figure, target, met] of rows) recordResult({ benchmark: 'billing', measure, figure, target, met });
} finally {
  await database.close();
  await client.end();
  await server.stop();
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES });
  await admin.connect();
  await admin.query(`drop database if exists "${COPY}" with (force)`);
  await admin.end();
}
