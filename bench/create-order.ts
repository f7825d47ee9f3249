// POST /v1/create-order on the bypass path (pay on account) from the built server on PostgreSQL, beside
// pgbench running the same SQL (same statements, rows and sizes) on the same PostgreSQL, and beside the
// Node ceiling: a bare node:http server sending those statements with pg and named prepared statements
// (support/node-ceiling.ts). How close the portal comes to the database's own ceiling for this work,
// and how much of the gap is Node's. Also the servers' peak RSS under that load. Then the same load on a
// group with spending rules (decision 032: the store's budget month locked for each order, inside
// the one statement that places it), whose orders need no approval: what the rules cost an order,
// all on one store (one lock taken in turn) and spread over the group's stores with budgets.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildCartLines, SPENDING_MAX_CENTS, type CartLine } from '@portal/domain';
import { loadTenants, readDemoTaxSettings } from '@portal/tenants/server';
import { TAX_CHANGED } from '@portal/server/tax-channel';
import { openGroupAccounts } from '@portal/testing/billing-accounts';
import { ensureDatabase } from './support/postgres';
import { recordResult } from './support/results';
import { commandCpuMs, processCpuMs } from './support/cpu';
import { cookiesFrom } from './support/cookies';
import { orderStatements, pgbenchScript, readMadeOrder } from './support/order-sql';
import { startNodeCeiling, startServer, type RunningServer } from './support/server';
import { fmt, median, percentile, table, verdict } from './support/stats';

export const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const RUNS = 3;
/** Concurrent clients for all three: the server's pool (and the Node ceiling's) holds 10 connections. */
export const CLIENTS = 10;
export const GROUP = 'guardian';
export const STORE = 'GDCH01';
/**
 * The group with spending rules: Tidewater Ford's orders, on the group's own code. The three lines
 * are the same items as guardian's, fewer of each, so each order stays under the $500 approval limit
 * and is placed freely; its budgets are raised out of reach first (publishRules).
 */
export const RULES_GROUP = 'tidewater';
/** BENCH_CREATE_ORDER_RULES=0 leaves the group with spending rules out (a server from before them). */
const WITH_RULES = process.env.BENCH_CREATE_ORDER_RULES !== '0';
export const RULES_STORE = 'TWFD01';
/** Tidewater's stores with a monthly budget (TWTY01's own approval limit, $300, is above the order's total). */
export const RULES_STORES = ['TWFD01', 'TWHN01', 'TWTY01'] as const;

type CartSpec = readonly (readonly [code: string, size: string, quantity: number])[];

function cartFor(group: string, spec: CartSpec): CartLine[] {
  const tenant = loadTenants().groups.get(group)!;
  const lines: CartLine[] = [];
  for (const [code, size, quantity] of spec) {
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

const orderBody = (group: string, store: string, code: string, cart: CartLine[]) =>
  JSON.stringify({
    companyName: group,
    first_name: 'Rosa',
    last_name: 'Delgado',
    email: 'rosa.delgado@example.com',
    store,
    customer_po: 'PO-7731',
    cart,
    bypassPaypal: true,
    bypassCode: code,
  });

export const body = orderBody(
  GROUP,
  STORE,
  STORE,
  cartFor(GROUP, [
    ['1240', 'Large', 6],
    ['1640', 'X-Large', 12],
    ['H-310', 'One Size', 4],
  ]),
);

const rulesCart = (): CartLine[] =>
  cartFor(RULES_GROUP, [
    ['1240', 'Large', 1],
    ['1640', 'X-Large', 3],
    ['H-310', 'One Size', 1],
  ]);

/** An order of the group with spending rules that needs no approval: three lines, about $150. */
export const rulesBody = orderBody(RULES_GROUP, RULES_STORE, 'TIDEWATER-ACCT', rulesCart());

/** The same order for each of the group's stores with a budget: the load spread over them, one after another. */
const spreadBodies = RULES_STORES.map((store) => orderBody(RULES_GROUP, store, 'TIDEWATER-ACCT', rulesCart()));

/**
 * The cookies of a buyer's browser that logged in to the group and has placed an order before, as
 * it sends them with each next order: the group session and password proof from the login, the
 * bypass code's proof and the browser id from that first order. (autocannon keeps no cookies: sent
 * without the last two, every order would be answered with new ones to seal.)
 */
export async function groupSession(url: string, group = GROUP, firstBody = body): Promise<string> {
  const login = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: `${group}-demo` }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const first = await fetch(`${url}/v1/create-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookiesFrom(login), 'idempotency-key': `first-order-${Date.now()}` },
    body: firstBody,
  });
  if (!first.ok) throw new Error(`the first order: ${first.status} ${await first.text()}`);
  return cookiesFrom(login, first);
}

/**
 * The group with spending rules published again, as staff would change it in the console: with its
 * stores' monthly budgets as large as the rules allow (a run places thousands of orders, and the
 * demo's $2,000 would send all but the first dozen to approval), or without spending rules at all,
 * for the same orders' figure without them. Each is made from the latest version that has the rules.
 * The server follows the new version by its poll (2 s); waits until its quote says so.
 */
async function publishRules(db: pg.Client, url: string, cookie: string, withRules: boolean): Promise<void> {
  const raised = RULES_STORES.reduce(
    (document, store) => `jsonb_set(${document}, '{secrets,spending,stores,${store},monthly_budget_cents}', $2::jsonb)`,
    'document',
  );
  await db.query(
    `insert into group_versions (group_key, version, document, note)
     select group_key, (select max(version) + 1 from group_versions where group_key = $1),
            ${withRules ? raised : `document #- '{secrets,spending}'`}, $${withRules ? 3 : 2}
     from group_versions where group_key = $1 and document #> '{secrets,spending}' is not null
     order by version desc limit 1`,
    withRules
      ? [RULES_GROUP, JSON.stringify(SPENDING_MAX_CENTS), 'bench: budgets that do not run out']
      : [RULES_GROUP, 'bench: no spending rules'],
  );
  const { companyName, store, cart } = JSON.parse(rulesBody) as Record<string, unknown>;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const quote = await fetch(`${url}/v1/checkout-charges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ companyName, store, cart }),
    });
    if (!quote.ok) throw new Error(`checkout-charges: ${quote.status} ${await quote.text()}`);
    const answer = (await quote.json()) as {
      total: number;
      spending: { budget_left_cents: number | null; approval: unknown } | null;
    };
    if (!withRules && answer.spending === null) return;
    if (withRules && answer.spending) {
      if (answer.spending.approval !== null) throw new Error(`the rules' order waits for approval: its total is ${answer.total}`);
      if ((answer.spending.budget_left_cents ?? 0) > SPENDING_MAX_CENTS / 2) return;
    }
    await sleep(200);
  }
  throw new Error(`the server did not follow the version ${withRules ? 'with the large budgets' : 'without spending rules'}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider's demo tax settings saved as version 1, as an embedded demo database starts, so each
 * order is charged freight and sales tax (guardian's stores are in Ohio); the server is told at once.
 */
async function saveDemoTaxSettings(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`insert into tax_settings_versions (version, settings, note) values (1, $1, 'bench') on conflict do nothing`, [
      JSON.stringify(readDemoTaxSettings()),
    ]);
    await db.query(`notify ${TAX_CHANGED}`);
  } finally {
    await db.end();
  }
  // The notice is read between requests; the poll would take 2 s at most.
  await sleep(500);
}

export interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  /**
   * CPU milliseconds per order of the server process (not for pgbench) and of PostgreSQL; for the
   * portal, until the run's e-mails were sent.
   */
  serverCpu?: number;
  postgresCpu: number;
  /** The portal's: seconds from the load's end until the last e-mail of its orders was sent. */
  emailsLagSeconds?: number;
}

/**
 * Waits until every e-mail the portal queued is sent: its outbox worker writes the e-mails of a run's
 * orders after their answers, in the same process, and that CPU belongs to the orders as much as the
 * request's does. (The other contenders' e-mails are marked sent as they finish, so all that is
 * pending now is the portal's.) A cheap count on the outbox's partial index of pending rows, five
 * times a second: the wait must not itself load PostgreSQL.
 */
async function untilEmailsSent(db: pg.Client): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ pending: number }>(
      `select count(*)::int as pending from email_outbox where status = 'pending'`,
    );
    if (rows[0]!.pending === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > 600_000) throw new Error(`${rows[0]!.pending} e-mails still pending after 10 minutes`);
    await sleep(200);
  }
}

/**
 * Loads the portal or the Node ceiling alike: the same body, the portal's session cookie, a new
 * Idempotency-Key each request (`${keys}-n`).
 */
export async function loadServer(
  server: RunningServer,
  cookie: string,
  seconds: number,
  keys: string,
  /** The portal's database: the run ends when its orders' e-mails are sent. */
  emailsIn?: pg.Client,
  /** The order sent: guardian's by default, or the group with spending rules' (rulesBody); several in turn. */
  requestBody: string | readonly string[] = body,
): Promise<Run> {
  const bodies = typeof requestBody === 'string' ? [requestBody] : requestBody;
  const url = server.url;
  const pid = server.process.pid!;
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
        body: bodies[0],
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: { ...request.headers, 'idempotency-key': `${keys}-${n}` },
            body: bodies[n % bodies.length],
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`create-order: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  const orders = result['2xx'];
  const emailsLagSeconds = emailsIn ? await untilEmailsSent(emailsIn) : undefined;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpu: (processCpuMs(pid) - cpuBefore.server) / orders,
    postgresCpu: (commandCpuMs('postgres') - cpuBefore.postgres) / orders,
    ...(emailsLagSeconds === undefined ? {} : { emailsLagSeconds }),
  };
}

function runPgbench(url: string, { script, variables }: ReturnType<typeof pgbenchScript>, seconds: number): Run {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  writeFileSync(join(dir, 'order.sql'), script);
  const u = new URL(url);
  const postgresBefore = commandCpuMs('postgres');
  const result = spawnSync(
    'pgbench',
    [
      '-n',
      // Named prepared statements, as the portal sends its own.
      '-M',
      'prepared',
      ...variables.flatMap((v) => ['-D', v]),
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
  // Its connections have closed: their backends' time is in the postmaster's count of ended children.
  const postgresMs = commandCpuMs('postgres') - postgresBefore;
  const latencies: number[] = [];
  for (const file of readdirSync(dir).filter((f) => f.startsWith('log')))
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n'))
      if (line) latencies.push(Number(line.split(' ')[2]) / 1000);
  const tps = Number(/tps = ([\d.]+)/.exec(result.stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(result.stdout)?.[1] ?? 0);
  const orders = Number(/number of transactions actually processed: (\d+)/.exec(result.stdout)?.[1]);
  if (failed > 0 || !Number.isFinite(tps) || !(orders > 0))
    throw new Error(`pgbench: ${failed} failed transactions\n${result.stdout}\n${result.stderr.slice(0, 2000)}`);
  return {
    perSecond: tps,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    postgresCpu: postgresMs / orders,
  };
}

/** The portal's Idempotency-Keys begin so; pgbench's and the Node ceiling's do not. */
const PORTAL_KEYS = 'bench';

/**
 * Before each run, untimed: the statistics brought up to date, as autovacuum does (the machine's
 * PostgreSQL may run without it: CI's does). Plans cached by long-lived connections (the portal's
 * pool, the ceiling's; most likely those of the spend triggers' queries) are then made again for the
 * tables as they are, as pgbench's new connections make theirs. Without it, PostgreSQL's CPU per
 * order grew run after run for the portal (3.5, 6.9, then 13 ms; 220, 147, then 81 orders/s) and
 * the ceiling (5.2 to 6.8 ms), much less for pgbench (3.6 to 4.5 ms); analyzed, the portal's stayed
 * at 2.6 to 3.2 ms.
 */
const analyze = (db: pg.Client) => db.query('analyze');

/** Whether no backend of the database but `db`'s own is in a statement or a transaction (holding locks or a snapshot). */
async function atRest(db: pg.Client): Promise<boolean> {
  const { rows } = await db.query<{ busy: number }>(
    `select count(*)::int as busy from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
  );
  return rows[0]!.busy === 0;
}

/**
 * The portal's outbox worker sends every pending e-mail, whoever queued it: left running while
 * pgbench or the Node ceiling loads, it would spend the CPU they are measured on sending their
 * e-mails, and go on in the portal's next run. So the portal waits, stopped (SIGSTOP), while they
 * run; the e-mails they queued are then marked sent, as its worker marks those it sends. It is
 * stopped only between statements: requests still in flight when autocannon ends (and the worker)
 * must not be frozen inside a transaction, holding its locks and its snapshot through the others' runs.
 */
async function whileThePortalWaits<T>(server: RunningServer, db: pg.Client, work: () => T | Promise<T>): Promise<T> {
  const pid = server.process.pid!;
  for (let attempt = 1; ; attempt += 1) {
    process.kill(pid, 'SIGSTOP');
    await sleep(100); // statements already sent end meanwhile
    if (await atRest(db)) break;
    process.kill(pid, 'SIGCONT');
    if (attempt === 100) throw new Error('the portal never came to rest between two statements');
    await sleep(100);
  }
  try {
    return await work();
  } finally {
    try {
      // The last requests of the ceiling commit before their e-mails are marked.
      for (let attempt = 1; attempt <= 100 && !(await atRest(db)); attempt += 1) await sleep(50);
      await db.query(
        `update email_outbox e set status = 'sent', sent_at = now() from idempotency_keys k
         where k.order_id = e.order_id and k.group_key = $1 and e.status = 'pending' and k.key not like $2`,
        [GROUP, `${PORTAL_KEYS}-%`],
      );
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  }
}

async function main(): Promise<void> {
  const databaseUrl = await ensureDatabase('portal_bench_orders', true);
  const port = 4700 + Math.floor(Math.random() * 100);
  const server = await startServer(port, { DATABASE_URL: databaseUrl });
  await openGroupAccounts(databaseUrl, [GROUP, RULES_GROUP]);
  await saveDemoTaxSettings(databaseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  // A lost connection fails the next query (and the servers are stopped) instead of ending the process.
  db.on('error', () => undefined);
  let ceiling: RunningServer | undefined;
  const portal: Run[] = [];
  const withRules: Run[] = [];
  const spread: Run[] = [];
  const withoutRules: Run[] = [];
  const bench: Run[] = [];
  const node: Run[] = [];
  let peakRss: number;
  let ceilingPeakRss = Number.NaN;
  try {
    await db.connect();
    const cookie = await groupSession(server.url);
    const rulesCookie = WITH_RULES ? await groupSession(server.url, RULES_GROUP, rulesBody) : '';
    if (WITH_RULES) await publishRules(db, server.url, rulesCookie, true);
    // Warm-up: JIT, pool, caches; and the orders the SQL is read from.
    await loadServer(server, cookie, 2, `${PORTAL_KEYS}-0`, db);
    if (WITH_RULES) await loadServer(server, rulesCookie, 2, `${PORTAL_KEYS}-rules-0`, db, rulesBody);
    const statements = orderStatements(await readMadeOrder(db, GROUP));
    const script = pgbenchScript(statements);
    // It reads the same order back and builds the same statements (support/order-sql.ts).
    ceiling = await startNodeCeiling(port + 100, { DATABASE_URL: databaseUrl, GROUP });
    const theCeiling = ceiling;
    await whileThePortalWaits(server, db, async () => {
      runPgbench(databaseUrl, script, 2);
      await loadServer(theCeiling, cookie, 2, 'ceiling-0');
    });
    // Interleaved, on the one database: each meets the tables as the others left them.
    for (let run = 1; run <= RUNS; run += 1) {
      await analyze(db);
      portal.push(await loadServer(server, cookie, RUN_SECONDS, `${PORTAL_KEYS}-${run}`, db));
      if (WITH_RULES) {
        await analyze(db);
        withRules.push(await loadServer(server, rulesCookie, RUN_SECONDS, `${PORTAL_KEYS}-rules-${run}`, db, rulesBody));
        await analyze(db);
        spread.push(await loadServer(server, rulesCookie, RUN_SECONDS, `${PORTAL_KEYS}-spread-${run}`, db, spreadBodies));
        // The same orders of the same group, its rules taken away for this run and given back after.
        await publishRules(db, server.url, rulesCookie, false);
        await analyze(db);
        withoutRules.push(await loadServer(server, rulesCookie, RUN_SECONDS, `${PORTAL_KEYS}-norules-${run}`, db, rulesBody));
        await publishRules(db, server.url, rulesCookie, true);
      }
      bench.push(
        await whileThePortalWaits(server, db, async () => {
          await analyze(db);
          return runPgbench(databaseUrl, script, RUN_SECONDS);
        }),
      );
      node.push(
        await whileThePortalWaits(server, db, async () => {
          await analyze(db);
          return loadServer(theCeiling, cookie, RUN_SECONDS, `ceiling-${run}`);
        }),
      );
    }
  } finally {
    peakRss = server.peakRssMb();
    if (ceiling) ceilingPeakRss = ceiling.peakRssMb();
    await db.end();
    await server.stop();
    await ceiling?.stop();
  }

  const lines = JSON.parse(body).cart.length as number;
  const perSecond = (runs: Run[]) => median(runs.map((r) => r.perSecond));
  const ratio = perSecond(portal) / perSecond(bench);
  const ofCeiling = perSecond(portal) / perSecond(node);
  const ceilingOfBench = perSecond(node) / perSecond(bench);
  const row = (name: string, runs: Run[], rss: number | null) => [
    name,
    fmt(perSecond(runs)),
    fmt(median(runs.map((r) => r.p50)), 1),
    fmt(median(runs.map((r) => r.p99)), 1),
    runs.every((r) => r.serverCpu !== undefined) ? fmt(median(runs.map((r) => r.serverCpu!)), 2) : '—',
    fmt(median(runs.map((r) => r.postgresCpu)), 2),
    rss === null ? '—' : fmt(rss, 0),
  ];
  console.log(
    `\nPOST /v1/create-order, bypass path, ${GROUP} (${lines} lines, store ${STORE}, Idempotency-Key each): ${CLIENTS} clients, ${RUN_SECONDS} s x ${RUNS} runs, medians`,
  );
  console.log(
    table(
      ['', 'orders/s', 'p50 ms', 'p99 ms', 'server CPU ms/order', 'PostgreSQL CPU ms/order', 'peak RSS MB'],
      [
        row('portal (autocannon → Fastify → PostgreSQL)', portal, peakRss),
        ...(WITH_RULES
          ? [
              row(`portal, a group with spending rules (${RULES_GROUP} ${RULES_STORE}, no approval)`, withRules, null),
              row(`portal, the same spread over ${RULES_STORES.join(', ')}`, spread, null),
              row(`portal, the same orders without spending rules (${RULES_GROUP} ${RULES_STORE})`, withoutRules, null),
            ]
          : []),
        row('pgbench, same SQL transaction', bench, null),
        row('Node ceiling (node:http + pg, prepared)', node, ceilingPeakRss),
      ],
    ),
  );
  const lag = median(portal.map((r) => r.emailsLagSeconds ?? 0));
  const withEmails = median(portal.map((r) => (r.perSecond * RUN_SECONDS) / (RUN_SECONDS + (r.emailsLagSeconds ?? 0))));
  console.log(
    `portal: the last e-mail of a run's orders was sent ${fmt(lag, 1)} s after its load ended; orders/s with their e-mails sent: ${fmt(withEmails)}`,
  );
  // Against the same orders of the same group without its rules: guardian's order is another (more
  // lines, logos drawn in its e-mails, sales tax), so its rate says nothing of what the rules cost.
  const rulesRatio = WITH_RULES ? perSecond(withRules) / perSecond(withoutRules) : Number.NaN;
  const spreadRatio = WITH_RULES ? perSecond(spread) / perSecond(withoutRules) : Number.NaN;
  if (WITH_RULES)
    console.log(
      `spending rules: ${fmt(perSecond(withRules))} orders/s with them on one store (each order takes its budget month's lock in turn), ${fmt(perSecond(spread))} spread over ${RULES_STORES.length} stores, ${fmt(perSecond(withoutRules))} without them: ${rulesRatio.toFixed(2)}, spread ${spreadRatio.toFixed(2)} (target at least 0.95: ${verdict(rulesRatio >= 0.95)})`,
    );
  console.log(`ratio portal / pgbench: ${ratio.toFixed(2)} (target at least 0.7: ${verdict(ratio >= 0.7)})`);
  console.log(`ratio portal / Node ceiling: ${ofCeiling.toFixed(2)} (target at least 0.85: ${verdict(ofCeiling >= 0.85)})`);
  console.log(`ratio Node ceiling / pgbench: ${ceilingOfBench.toFixed(2)}`);
  console.log(
    '(2 cores shared by the load generator, the server and PostgreSQL; server CPU is the server process alone, PostgreSQL CPU every backend)',
  );
  const figures = (runs: Run[]) => `${fmt(median(runs.map((r) => r.p50)))} ms, p99 ${fmt(median(runs.map((r) => r.p99)))} ms`;
  recordResult({
    benchmark: 'create-order',
    measure: 'bypass orders/s: portal / pgbench, same SQL',
    figure: `${ratio.toFixed(2)} (${fmt(perSecond(portal))} vs ${fmt(perSecond(bench))} orders/s; portal p50 ${figures(portal)})`,
    target: 'at least 0.7',
    met: ratio >= 0.7,
  });
  recordResult({
    benchmark: 'create-order',
    measure: 'bypass orders/s: portal / Node ceiling (node:http + pg, prepared)',
    figure: `${ofCeiling.toFixed(2)} (${fmt(perSecond(portal))} vs ${fmt(perSecond(node))} orders/s; ceiling p50 ${figures(node)})`,
    target: 'at least 0.85',
    met: ofCeiling >= 0.85,
  });
  if (WITH_RULES) {
    const latency = (runs: Run[]) =>
      `p50 ${fmt(median(runs.map((r) => r.p50)))} ms, p99 ${fmt(median(runs.map((r) => r.p99)))} ms`;
    recordResult({
      benchmark: 'create-order',
      measure: 'bypass orders/s: a group with spending rules (one store, no approval) / the same orders without them',
      figure: `${rulesRatio.toFixed(2)} (${fmt(perSecond(withRules))} vs ${fmt(perSecond(withoutRules))} orders/s; with rules ${latency(withRules)}; without ${latency(withoutRules)})`,
      target: 'at least 0.95',
      met: rulesRatio >= 0.95,
    });
    recordResult({
      benchmark: 'create-order',
      measure: `bypass orders/s: a group with spending rules (spread over ${RULES_STORES.length} stores, no approval) / the same orders without them`,
      figure: `${spreadRatio.toFixed(2)} (${fmt(perSecond(spread))} vs ${fmt(perSecond(withoutRules))} orders/s; ${latency(spread)})`,
      target: '',
      met: null,
    });
  }
  recordResult({
    benchmark: 'create-order',
    measure: 'bypass orders/s: Node ceiling / pgbench, same SQL',
    figure: `${ceilingOfBench.toFixed(2)} (${fmt(perSecond(node))} vs ${fmt(perSecond(bench))} orders/s)`,
    target: '',
    met: null,
  });
  recordResult({
    benchmark: 'create-order',
    measure: 'server CPU per order, its e-mails included',
    figure: `${fmt(median(portal.map((r) => r.serverCpu!)), 2)} ms (e-mails all sent ${fmt(lag, 1)} s after the load; ${fmt(withEmails)} orders/s with their e-mails)`,
    target: 'at most 0.6 ms',
    met: median(portal.map((r) => r.serverCpu!)) <= 0.6,
  });
  recordResult({
    benchmark: 'memory',
    measure: 'server peak RSS, create-order run',
    figure: `${fmt(peakRss)} MB`,
    target: '',
    met: null,
  });
  recordResult({
    benchmark: 'memory',
    measure: 'Node ceiling peak RSS, create-order run',
    figure: `${fmt(ceilingPeakRss)} MB`,
    target: '',
    met: null,
  });
}

// Run as a benchmark (run-all.ts, tsx create-order.ts), not when imported (peers/run.ts).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
