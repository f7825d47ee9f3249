// POST /v1/create-order on the bypass path (pay on account) from the built server on PostgreSQL, beside
// pgbench running the same SQL (same statements, rows and sizes) on the same PostgreSQL: how close the
// portal comes to the database's own ceiling for this work. Also the server's peak RSS under that load.
// peers/run.ts imports the cart, the session and the load from here to measure the portal beside another engine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildCartLines, type CartLine } from '@portal/domain';
import { loadTenants } from '@portal/tenants/server';
import { ensureDatabase } from './support/postgres';
import { recordResult } from './support/results';
import { commandCpuMs, processCpuMs } from './support/cpu';
import { startServer, type RunningServer } from './support/server';
import { fmt, median, percentile, table, verdict } from './support/stats';

export const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const RUNS = 3;
/** Concurrent clients for both: the server's pool holds 10 connections. */
export const CLIENTS = 10;
export const GROUP = 'guardian';
export const STORE = 'GDCH01';

function cartFor(): CartLine[] {
  const tenant = loadTenants().groups.get(GROUP)!;
  const lines: CartLine[] = [];
  for (const [code, size, quantity] of [
    ['1240', 'Large', 6],
    ['1640', 'X-Large', 12],
    ['H-310', 'One Size', 4],
  ] as const) {
    const item = tenant.catalogue.find((i) => i.code === code)!;
    const options = tenant.config.embroideries[item.type] ?? [];
    const sizeName = size in item.sizes ? size : Object.keys(item.sizes)[0]!;
    const built = buildCartLines({
      item,
      cells: [{ size: sizeName, color: item.default_color, raw: String(quantity) }],
      embroideryOptions: options,
      embroidery: options[0],
      placements: tenant.config.logo_placements,
      placementTable: tenant.placementTable,
    });
    if (!built.ok) throw new Error(`${code}: ${built.message}`);
    lines.push(...built.lines);
  }
  return lines;
}

/** The order every client sends: what a buyer of the group puts in the cart and checks out on account. */
export const body = JSON.stringify({
  companyName: GROUP,
  first_name: 'Rosa',
  last_name: 'Delgado',
  email: 'rosa.delgado@example.com',
  store: STORE,
  customer_po: 'PO-7731',
  cart: cartFor(),
  bypassPaypal: true,
  bypassCode: STORE,
});

export async function groupSession(url: string): Promise<string> {
  const answer = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: `${GROUP}-demo` }),
  });
  if (!answer.ok) throw new Error(`login: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per order of the server process and of PostgreSQL (portal runs only). */
  serverCpu?: number;
  postgresCpu?: number;
}

/** One load run of POST /v1/create-order against the server, each request a new Idempotency-Key. */
export async function loadServer(server: RunningServer, seconds: number, run: number): Promise<Run> {
  const url = server.url;
  const pid = server.process.pid!;
  const cookie = await groupSession(url);
  const cpuBefore = { server: processCpuMs(pid), postgres: commandCpuMs('postgres') };
  let n = 0;
  const result = await autocannon({
    url: `${url}/v1/create-order`,
    connections: CLIENTS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        // A buyer logged in to the group, as every order of a group with a password is placed.
        headers: { 'content-type': 'application/json', cookie },
        body,
        setupRequest: (request) => {
          n += 1;
          return { ...request, headers: { ...request.headers, 'idempotency-key': `bench-${run}-${n}` } };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`create-order: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  const orders = result['2xx'];
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpu: (processCpuMs(pid) - cpuBefore.server) / orders,
    postgresCpu: (commandCpuMs('postgres') - cpuBefore.postgres) / orders,
  };
}

/** An SQL string literal; a colon is escaped, since pgbench reads ':name' as a variable even inside quotes. */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : `E'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll(':', '\\x3a')}'`;

/**
 * The statements the server sends for one order on account, with the values of an order it made:
 * the rate-limit check (twice: before and after the code is checked), the idempotency lookup, then in one transaction the order, its lines, its
 * key and the two e-mails.
 */
async function pgbenchScript(db: pg.Client): Promise<string> {
  const { rows: orderRows } = await db.query(`select * from orders where group_key = $1 limit 1`, [GROUP]);
  const order = orderRows[0];
  const { rows: lines } = await db.query(`select * from order_lines where order_id = $1 order by line_no`, [order.id]);
  const { rows: mails } = await db.query(`select kind, message::text as message from email_outbox where order_id = $1`, [
    order.id,
  ]);
  const { rows: keys } = await db.query(`select request_hash from idempotency_keys where order_id = $1`, [order.id]);
  const lineValues = lines
    .map(
      (l) =>
        `(:id, ${l.line_no}, ${literal(l.group_key)}, ${literal(l.code)}, ${literal(l.name)}, ${literal(l.description)}, ${literal(l.type)}, ${literal(l.size)}, ${literal(l.color)}, ${literal(l.embroidery)}, ${literal(l.second_embroidery)}, ${literal(l.placement)}, ${literal(l.second_placement)}, ${l.quantity}, ${l.unit_price_cents}, default, ${literal(l.customer_po)}, default)`,
    )
    .join(', ');
  const mailValues = mails
    .map(
      (m) =>
        `(default, ${literal(GROUP)}, :id, ${literal(m.kind)}, cast(:id as text) || '.${m.kind}', ${literal(m.message)}::jsonb, default, default, default, default, default, default, default)`,
    )
    .join(', ');
  const key = `'pgb-' || cast(:client_id as text) || '-' || cast(:r as text)`;
  // Each SQL command of a pgbench script is one line.
  return [
    `\\set r random(1, 9000000000000)`,
    // The rate-limit count, read before the code is checked and again before a right one takes effect.
    `select "count" from "auth_failures" where ("bucket" in (${literal('ip:127.0.0.1')}, ${literal(`group:${GROUP}`)}) and "window_start" = date_trunc('minute', now()));`,
    `select "count" from "auth_failures" where ("bucket" in (${literal('ip:127.0.0.1')}, ${literal(`group:${GROUP}`)}) and "window_start" = date_trunc('minute', now()));`,
    `select o.*, k."request_hash" from "idempotency_keys" k inner join "orders" o on o."id" = k."order_id" where (k."group_key" = '${GROUP}' and k."key" = ${key} and o."group_key" = '${GROUP}');`,
    `begin;`,
    `insert into "orders" ("id", "seq", "group_key", "status", "payment", "paypal_order_id", "capture_id", "capture_lease_until", "capture_attempt", "total_cents", "paid_cents", "first_name", "last_name", "email", "store_code", "customer_po", "created_at", "placed_at") values (default, default, ${literal(GROUP)}, 'on_account', 'account', default, default, default, default, ${order.total_cents}, ${order.paid_cents}, ${literal(order.first_name)}, ${literal(order.last_name)}, ${literal(order.email)}, ${literal(order.store_code)}, ${literal(order.customer_po)}, default, now()) returning *`,
    `\\gset`,
    `insert into "order_lines" ("order_id", "line_no", "group_key", "code", "name", "description", "type", "size", "color", "embroidery", "second_embroidery", "placement", "second_placement", "quantity", "unit_price_cents", "po", "customer_po", "est_ship_date") values ${lineValues};`,
    `insert into "idempotency_keys" ("group_key", "key", "request_hash", "order_id", "created_at") values ('${GROUP}', ${key}, ${literal(keys[0]?.request_hash ?? '')}, :id, default);`,
    `insert into "email_outbox" ("id", "group_key", "order_id", "kind", "message_id", "message", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "created_at") values ${mailValues} on conflict do nothing;`,
    `commit;`,
    '',
  ].join('\n');
}

function runPgbench(url: string, script: string, seconds: number): Run {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  writeFileSync(join(dir, 'order.sql'), script);
  const u = new URL(url);
  const result = spawnSync(
    'pgbench',
    [
      '-n',
      '-M',
      'extended',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      join(dir, 'order.sql'),
      '-l',
      '--log-prefix',
      join(dir, 'log'),
      '-h',
      u.hostname,
      '-p',
      u.port || '5432',
      '-U',
      decodeURIComponent(u.username || 'postgres'),
      u.pathname.slice(1),
    ],
    { encoding: 'utf8', cwd: dir },
  );
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr}`);
  const latencies: number[] = [];
  for (const file of readdirSync(dir).filter((f) => f.startsWith('log')))
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n'))
      if (line) latencies.push(Number(line.split(' ')[2]) / 1000);
  const tps = Number(/tps = ([\d.]+)/.exec(result.stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(result.stdout)?.[1] ?? 0);
  if (failed > 0 || !Number.isFinite(tps)) throw new Error(`pgbench: ${failed} failed transactions\n${result.stdout}`);
  return { perSecond: tps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main(): Promise<void> {
  const databaseUrl = await ensureDatabase('portal_bench_orders', true);
  const port = 4700 + Math.floor(Math.random() * 100);
  const server = await startServer(port, { DATABASE_URL: databaseUrl });
  const portal: Run[] = [];
  const bench: Run[] = [];
  let peakRss: number;
  try {
    await loadServer(server, 2, 0); // warm-up: JIT, pool, caches
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const script = await pgbenchScript(db);
    await db.end();
    runPgbench(databaseUrl, script, 2);
    for (let run = 1; run <= RUNS; run += 1) {
      portal.push(await loadServer(server, RUN_SECONDS, run));
      bench.push(runPgbench(databaseUrl, script, RUN_SECONDS));
    }
  } finally {
    peakRss = server.peakRssMb();
    await server.stop();
  }

  const lines = JSON.parse(body).cart.length as number;
  const ratio = median(portal.map((r) => r.perSecond)) / median(bench.map((r) => r.perSecond));
  const row = (name: string, runs: Run[]) => [
    name,
    fmt(median(runs.map((r) => r.perSecond))),
    fmt(median(runs.map((r) => r.p50)), 1),
    fmt(median(runs.map((r) => r.p99)), 1),
  ];
  console.log(
    `\nPOST /v1/create-order, bypass path, ${GROUP} (${lines} lines, store ${STORE}, Idempotency-Key each): ${CLIENTS} clients, ${RUN_SECONDS} s x ${RUNS} runs, medians`,
  );
  console.log(
    table(
      ['', 'orders/s', 'p50 ms', 'p99 ms'],
      [row('portal (autocannon → Fastify → PostgreSQL)', portal), row('pgbench, same SQL transaction', bench)],
    ),
  );
  console.log(`ratio portal / pgbench: ${ratio.toFixed(2)} (target at least 0.7: ${verdict(ratio >= 0.7)})`);
  console.log(
    `CPU per order during the portal runs: server process ${fmt(median(portal.map((r) => r.serverCpu!)), 2)} ms, PostgreSQL ${fmt(median(portal.map((r) => r.postgresCpu!)), 2)} ms (2 cores shared with the load generator)`,
  );
  console.log(`server peak RSS during the run: ${fmt(peakRss, 0)} MB`);
  recordResult({
    benchmark: 'create-order',
    measure: 'bypass orders/s: portal / pgbench, same SQL',
    figure: `${ratio.toFixed(2)} (${fmt(median(portal.map((r) => r.perSecond)))} vs ${fmt(median(bench.map((r) => r.perSecond)))} orders/s; portal p50 ${fmt(median(portal.map((r) => r.p50)))} ms, p99 ${fmt(median(portal.map((r) => r.p99)))} ms)`,
    target: 'at least 0.7',
    met: ratio >= 0.7,
  });
  recordResult({
    benchmark: 'memory',
    measure: 'server peak RSS, create-order run',
    figure: `${fmt(peakRss)} MB`,
    target: '',
    met: null,
  });
}

// Run as a benchmark (run-all.ts, tsx create-order.ts), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
