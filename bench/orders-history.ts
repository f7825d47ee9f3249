// POST /v1/retrieve-orders for the group with the longest history, first page and a deep page (90% of
// the way back), with 10,000 and with 1,000,000 orders stored: a page must cost the same whatever
// the history behind it. The databases are kept between runs (remade only when the generator changes).
import pg from 'pg';
import autocannon from 'autocannon';
import { cookiesFrom } from './support/cookies';
import { generateHistory } from './support/history-data';
import { ensureDatabase } from './support/postgres';
import { recordResult } from './support/results';
import { startServer } from './support/server';
import { fmt, median, table, verdict } from './support/stats';

const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = 3;
/** Staff reading orders at once. */
const CONNECTIONS = 4;
const GROUP = 'guardian';
const PASSWORD = 'guardian-demo';
const SIZES = [10_000, Number(process.env.BENCH_HISTORY_ORDERS ?? 1_000_000)];
const P99_TARGET_MS = 50;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

async function login(url: string): Promise<string> {
  const answer = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login: ${answer.status}`);
  return cookiesFrom(answer);
}

/** A cursor as the server makes one, for the order `depth` of the way back in the group's history. */
async function deepCursor(databaseUrl: string, depth: number): Promise<{ cursor: string; offset: number; placed: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const placed = Number(
      (await client.query(`select count(*) from orders where group_key = $1 and status in ('paid', 'on_account')`, [GROUP]))
        .rows[0].count,
    );
    const offset = Math.floor(placed * depth);
    const { rows } = await client.query(
      `select created_at, id from orders where group_key = $1 and status in ('paid', 'on_account')
       order by created_at desc, id desc offset $2 limit 1`,
      [GROUP, offset],
    );
    const row = rows[0] as { created_at: Date; id: string };
    return {
      cursor: Buffer.from(JSON.stringify({ t: row.created_at.getTime(), id: row.id })).toString('base64url'),
      offset,
      placed,
    };
  } finally {
    await client.end();
  }
}

async function load(url: string, cookie: string, body: string): Promise<Figures> {
  const result = await autocannon({
    url: `${url}/v1/retrieve-orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
    connections: CONNECTIONS,
    duration: RUN_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`retrieve-orders: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

interface Row {
  stored: number;
  placed: number;
  page: string;
  figures: Figures;
}

const rows: Row[] = [];
for (const size of SIZES) {
  const databaseUrl = await ensureDatabase(`portal_bench_history_${size}`, false);
  const server = await startServer(4600 + Math.floor(Math.random() * 100), { DATABASE_URL: databaseUrl });
  try {
    console.log(`orders history: ${size.toLocaleString('en-US')} orders`);
    const made = await generateHistory(databaseUrl, size, (line) => console.log(line));
    if (!made) console.log('  kept from an earlier run');
    const cookie = await login(server.url);
    const deep = await deepCursor(databaseUrl, 0.9);
    const pages = [
      { page: 'first page', body: JSON.stringify({ companyName: GROUP }) },
      { page: `deep page (order ${fmt(deep.offset)})`, body: JSON.stringify({ companyName: GROUP, cursor: deep.cursor }) },
    ];
    for (const { page, body } of pages) {
      const check = await fetch(`${server.url}/v1/retrieve-orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
      const answer = (await check.json()) as { orders: unknown[]; next_cursor: string | null };
      if (check.status !== 200 || answer.orders.length !== 50 || !answer.next_cursor)
        throw new Error(`${page}: expected a full page of 50 orders, got ${check.status} ${answer.orders?.length}`);
      await load(server.url, cookie, body); // warm-up
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await load(server.url, cookie, body));
      rows.push({
        stored: size,
        placed: deep.placed,
        page,
        figures: {
          perSecond: median(runs.map((r) => r.perSecond)),
          p50: median(runs.map((r) => r.p50)),
          p99: median(runs.map((r) => r.p99)),
        },
      });
    }
  } finally {
    await server.stop();
  }
}

console.log(
  `\nPOST /v1/retrieve-orders, ${GROUP} (a fifth of all orders), 50 orders a page with their lines: ${CONNECTIONS} connections, ${RUN_SECONDS} s x ${RUNS} runs, medians`,
);
console.log(
  table(
    ['orders stored', `${GROUP}'s placed orders`, 'page', 'req/s', 'p50 ms', 'p99 ms', `p99 ≤ ${P99_TARGET_MS} ms`],
    rows.map((r) => [
      fmt(r.stored),
      fmt(r.placed),
      r.page,
      fmt(r.figures.perSecond),
      fmt(r.figures.p50, 1),
      fmt(r.figures.p99, 1),
      verdict(r.figures.p99 <= P99_TARGET_MS),
    ]),
  ),
);
const small = rows.filter((r) => r.stored === SIZES[0]);
const large = rows.filter((r) => r.stored === SIZES[1]);
for (const [index, r] of large.entries()) {
  const growth = r.figures.p99 / small[index]!.figures.p99;
  console.log(
    `p99 ${r.page.replace(/ \(.*\)/, '')}: ${fmt(SIZES[1]!)} vs ${fmt(SIZES[0]!)} stored = ${growth.toFixed(2)}x (target at most 2x: ${verdict(growth <= 2)})`,
  );
  recordResult({
    benchmark: 'orders history',
    measure: `${r.page.replace(/ \(.*\)/, '')} p99, ${fmt(SIZES[1]!)} stored`,
    figure: `${fmt(r.figures.p99, 1)} ms`,
    target: `at most ${P99_TARGET_MS} ms`,
    met: r.figures.p99 <= P99_TARGET_MS,
  });
  recordResult({
    benchmark: 'orders history',
    measure: `${r.page.replace(/ \(.*\)/, '')} p99, ${fmt(SIZES[1]!)} / ${fmt(SIZES[0]!)} stored`,
    figure: `${growth.toFixed(2)}x (${fmt(r.figures.p99, 1)} vs ${fmt(small[index]!.figures.p99, 1)} ms)`,
    target: 'at most 2x',
    met: growth <= 2,
  });
}
