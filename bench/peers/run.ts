// npm run bench:peers: the buyer's work of create-order.ts (three lines, the buyer's name and e-mail,
// the order placed) on Vendure, an open-source commerce engine, and on the portal, one after the other
// on the same PostgreSQL under the same load (10 buyers, BENCH_SECONDS x 3 runs, medians). Vendure is
// installed into peers/vendure/node_modules on the first run; it is no workspace of the repository.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { body, CLIENTS, groupSession, loadServer, RUN_SECONDS, RUNS, type Run } from '../create-order';
import { commandCpuMs, processCpuMs } from '../support/cpu';
import { ensureDatabase } from '../support/postgres';
import { startServer, statusField } from '../support/server';
import { fmt, median, percentile, table } from '../support/stats';

const BENCH = fileURLToPath(new URL('..', import.meta.url));
const PEER = fileURLToPath(new URL('vendure/', import.meta.url));
const VENDURE_DATABASE = 'portal_bench_vendure';
/** Vendure's bootstrap and its data setup take a while on a busy two-core machine. */
const START_TIMEOUT_MS = 5 * 60_000;
/** Before Vendure's first run: its orders take seconds, the buyers start in step and drift apart. */
const VENDURE_WARM_UP_SECONDS = 10;

// ---- Vendure: installed apart, started as a child process, set up through populate() -------------

/** Installs Vendure into peers/vendure from its own package.json and lockfile, once. */
function ensureInstalled(): void {
  if (existsSync(join(PEER, 'node_modules/@vendure/core/package.json'))) return;
  console.log(`Installing Vendure into ${join(PEER, 'node_modules')} (once; about a minute)`);
  // The npm that runs this script tells its children where its project is: this install has its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
  const started = Date.now();
  const install = spawnSync('npm', ['ci', '--prefix', PEER, '--no-audit', '--no-fund'], {
    cwd: PEER,
    env,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error(`npm ci --prefix ${PEER} failed (${install.status ?? install.signal})`);
  console.log(`  installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

const vendureVersion = (): string =>
  (JSON.parse(readFileSync(join(PEER, 'node_modules/@vendure/core/package.json'), 'utf8')) as { version: string }).version;

/** The portal's bench cart, line by line: Vendure gets one product of one variant each, same price. */
interface CartItem {
  sku: string;
  name: string;
  priceCents: number;
  quantity: number;
}
const cart: CartItem[] = (
  JSON.parse(body) as { cart: { code: string; name: string; price: number; quantity: number }[] }
).cart.map((line) => ({ sku: line.code, name: line.name, priceCents: line.price, quantity: line.quantity }));

interface Vendure {
  url: string;
  process: ChildProcess;
  startSeconds: number;
  stop(): Promise<void>;
}

async function startVendure(port: number, databaseUrl: string): Promise<Vendure> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(PEER, 'server.ts')], {
    cwd: BENCH,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VENDURE_DISABLE_TELEMETRY: 'true',
      VENDURE_PORT: String(port),
      VENDURE_DATABASE_URL: databaseUrl,
      VENDURE_ITEMS: JSON.stringify(cart.map(({ sku, name, priceCents }) => ({ sku, name, priceCents }))),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Vendure did not start in time')), START_TIMEOUT_MS);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'vendure ready') {
        clearTimeout(timer);
        resolve();
      } else if (line.trim()) console.log(`  [vendure] ${line}`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Vendure exited (${code}) before it was ready`));
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/shop-api`, process: child, startSeconds: (Date.now() - started) / 1000, stop };
}

// ---- The buyer's side: Vendure's Shop API, as a storefront calls it -------------------------------

/** What each mutation answers with: the active order, or the error result that stands for it. */
const ORDER = `__typename ... on Order { id code state totalQuantity totalWithTax } ... on ErrorResult { errorCode message }`;

interface Step {
  /** The Shop API field the request calls. */
  field: string;
  /** The request body: a GraphQL document and its variables. */
  body: string;
  /** The order's state this step must leave it in, when it says. */
  state?: string;
}

const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

/** One order: three lines, the guest buyer, where it goes, how it ships, then payment taken. */
function orderSteps(variantIds: string[], shippingMethodId: string): Step[] {
  return [
    ...cart.map((item, i) => ({
      field: 'addItemToOrder',
      body: gql(
        `mutation AddItem($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ${ORDER} } }`,
        { id: variantIds[i], quantity: item.quantity },
      ),
    })),
    {
      field: 'setCustomerForOrder',
      body: gql(`mutation Customer($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ${ORDER} } }`, {
        input: { emailAddress: 'rosa.delgado@example.com', firstName: 'Rosa', lastName: 'Delgado' },
      }),
    },
    {
      field: 'setOrderShippingAddress',
      body: gql(`mutation Address($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${ORDER} } }`, {
        input: {
          fullName: 'Rosa Delgado',
          company: 'Guardian Auto Family',
          streetLine1: '1200 Commerce Drive',
          city: 'Chandler',
          province: 'AZ',
          postalCode: '85226',
          countryCode: 'US',
        },
      }),
    },
    {
      field: 'setOrderShippingMethod',
      body: gql(`mutation Shipping($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ${ORDER} } }`, {
        ids: [shippingMethodId],
      }),
    },
    {
      field: 'transitionOrderToState',
      body: gql(`mutation ToPayment { transitionOrderToState(state: "ArrangingPayment") { ${ORDER} } }`),
      state: 'ArrangingPayment',
    },
    {
      field: 'addPaymentToOrder',
      body: gql(`mutation Pay($input: PaymentInput!) { addPaymentToOrder(input: $input) { ${ORDER} } }`, {
        input: { method: 'settle-at-once', metadata: {} },
      }),
      state: 'PaymentSettled',
    },
  ];
}

interface OrderResult {
  __typename: string;
  state?: string;
  totalWithTax?: number;
  errorCode?: string;
  message?: string;
}

/** What is wrong with a step's answer, or null when it did what it should. */
function stepError(step: Step, status: number, text: string): string | null {
  if (status !== 200) return `${step.field}: HTTP ${status} ${text.slice(0, 200)}`;
  const answer = JSON.parse(text) as { data?: Record<string, OrderResult | null>; errors?: { message: string }[] };
  if (answer.errors?.length) return `${step.field}: ${answer.errors[0]!.message}`;
  const result = answer.data?.[step.field];
  if (result?.__typename !== 'Order') return `${step.field}: ${result?.errorCode ?? 'no order'} ${result?.message ?? ''}`;
  if (step.state && result.state !== step.state) return `${step.field}: the order is ${result.state}, not ${step.state}`;
  return null;
}

async function shopApi(url: string, requestBody: string, token?: string) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: requestBody,
  });
  return { status: answer.status, text: await answer.text(), token: answer.headers.get('vendure-auth-token') };
}

/**
 * The variants' ids and the shipping method's id, then one whole order placed through fetch: the check
 * that the setup and the sequence work before any load, and its total to compare with the portal's.
 */
async function prepareVendure(url: string): Promise<{ steps: Step[]; totalCents: number }> {
  const products = await shopApi(url, gql(`{ products(options: { take: 20 }) { items { variants { id sku } } } }`));
  const variants = (
    JSON.parse(products.text) as { data: { products: { items: { variants: { id: string; sku: string }[] }[] } } }
  ).data.products.items.flatMap((p) => p.variants);
  const variantIds = cart.map((item) => {
    const variant = variants.find((v) => v.sku === item.sku);
    if (!variant) throw new Error(`Vendure has no variant ${item.sku}: ${products.text.slice(0, 500)}`);
    return variant.id;
  });
  // The shipping method's id is asked once, as a storefront shows the methods once they are eligible.
  let steps = orderSteps(variantIds, '');
  const first = await shopApi(url, steps[0]!.body);
  const firstError = stepError(steps[0]!, first.status, first.text);
  if (firstError) throw new Error(`Vendure: ${firstError}`);
  const token = first.token ?? undefined;
  if (!token) throw new Error(`Vendure answered without a session token: ${first.text.slice(0, 300)}`);
  for (const step of steps.slice(1, cart.length + 2)) {
    const answer = await shopApi(url, step.body, token);
    const error = stepError(step, answer.status, answer.text);
    if (error) throw new Error(`Vendure: ${error}`);
  }
  const methods = await shopApi(url, gql(`{ eligibleShippingMethods { id code } }`), token);
  const shippingMethodId = (JSON.parse(methods.text) as { data?: { eligibleShippingMethods: { id: string }[] } }).data
    ?.eligibleShippingMethods[0]?.id;
  if (!shippingMethodId) throw new Error(`Vendure offers no shipping method: ${methods.text.slice(0, 300)}`);
  steps = orderSteps(variantIds, shippingMethodId);
  let totalCents = 0;
  for (const step of steps.slice(cart.length + 2)) {
    const answer = await shopApi(url, step.body, token);
    const error = stepError(step, answer.status, answer.text);
    if (error) throw new Error(`Vendure: ${error}`);
    totalCents = (JSON.parse(answer.text) as { data: Record<string, OrderResult> }).data[step.field]!.totalWithTax!;
  }
  return { steps, totalCents };
}

interface PeerRun extends Run {
  /** Orders placed whole in the window (their latencies are p50 and p99). */
  placed: number;
  /** Per GraphQL request: requests/s, p50 and p99, and CPU milliseconds of the server and PostgreSQL. */
  requestsPerSecond: number;
  requestP50: number;
  requestP99: number;
  serverCpuPerRequest: number;
  postgresCpuPerRequest: number;
}

/** A buyer's session: its token, when its order and its request in flight began. New for each order. */
interface Session {
  token?: string;
  orderStart?: number;
  requestStart?: number;
  failed?: boolean;
}

/** When something finished (ms, performance.now()) and how long it took. */
interface Done {
  at: number;
  ms: number;
}

/**
 * `CLIENTS` buyers, each placing whole orders one after another, each order in a session of its own,
 * for a warm-up and then `runs` windows of `seconds` under the same unbroken load. An order takes
 * seconds here, so a run stopped and started again would lose the orders in flight at each end, and
 * the buyers, started together, finish their orders in bunches: a window counting whole orders would
 * count one bunch more or less by chance. So each request answered counts as 1/`steps.length` of an
 * order (every order is the same requests, all checked), the CPU used in the window is divided by
 * that, and the latencies are those of the orders and requests that finish in the window.
 */
async function loadVendure(vendure: Vendure, steps: Step[], warmUpSeconds: number, runs: number, seconds: number) {
  const pid = vendure.process.pid!;
  const orders: Done[] = [];
  const requests: Done[] = [];
  const failures: string[] = [];
  const marks: { at: number; server: number; postgres: number }[] = [];
  const mark = () => marks.push({ at: performance.now(), server: processCpuMs(pid), postgres: commandCpuMs('postgres') });
  const timers = Array.from({ length: runs + 1 }, (_, i) => setTimeout(mark, (warmUpSeconds + i * seconds) * 1000));
  const result = await autocannon({
    url: vendure.url,
    connections: CLIENTS,
    // A little past the last window's end, so that its mark is taken under load.
    duration: warmUpSeconds + runs * seconds + 1,
    requests: steps.map((step, i) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: step.body,
      setupRequest: (request: autocannon.Request, context: object) => {
        const session = context as Session;
        session.requestStart = performance.now();
        if (i === 0) {
          session.orderStart = session.requestStart;
          return request;
        }
        return { ...request, headers: { ...request.headers, authorization: `Bearer ${session.token}` } };
      },
      onResponse: (status: number, text: string, context: object, headers: Record<string, unknown> = {}) => {
        const session = context as Session;
        const at = performance.now();
        if (i === 0) {
          const name = Object.keys(headers).find((h) => h.toLowerCase() === 'vendure-auth-token');
          session.token = name ? String(headers[name]) : undefined;
        }
        const error = stepError(step, status, text);
        if (error) {
          failures.push(error);
          session.failed = true;
          return;
        }
        requests.push({ at, ms: at - session.requestStart! });
        if (i === steps.length - 1 && !session.failed) orders.push({ at, ms: at - session.orderStart! });
      },
    })),
  });
  timers.forEach(clearTimeout);
  if (failures.length || result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
    throw new Error(
      `Vendure: ${failures.length} failed requests (${[...new Set(failures)].slice(0, 3).join('; ')}), ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  if (marks.length !== runs + 1) throw new Error(`Vendure: the load ended before its last window (${marks.length} marks)`);
  return marks.slice(1).map((end, i): PeerRun => {
    const start = marks[i]!;
    const within = (d: Done) => d.at >= start.at && d.at < end.at;
    const windowOrders = orders.filter(within).map((d) => d.ms);
    const windowRequests = requests.filter(within).map((d) => d.ms);
    if (!windowOrders.length)
      throw new Error(`Vendure: no order was placed in window ${i + 1} (${windowRequests.length} requests answered)`);
    const windowSeconds = (end.at - start.at) / 1000;
    const serverCpu = end.server - start.server;
    const postgresCpu = end.postgres - start.postgres;
    const ordersDone = windowRequests.length / steps.length;
    return {
      perSecond: ordersDone / windowSeconds,
      p50: percentile(windowOrders, 50),
      p99: percentile(windowOrders, 99),
      serverCpu: serverCpu / ordersDone,
      postgresCpu: postgresCpu / ordersDone,
      placed: windowOrders.length,
      requestsPerSecond: windowRequests.length / windowSeconds,
      requestP50: percentile(windowRequests, 50),
      requestP99: percentile(windowRequests, 99),
      serverCpuPerRequest: serverCpu / windowRequests.length,
      postgresCpuPerRequest: postgresCpu / windowRequests.length,
    };
  });
}

// ---- The run: Vendure, then the portal, then one table --------------------------------------------

const began = Date.now();
ensureInstalled();
const version = vendureVersion();

console.log(`Vendure ${version}: starting on ${VENDURE_DATABASE} (made again), setting up its data`);
const vendureDatabase = await ensureDatabase(VENDURE_DATABASE, true);
const vendure = await startVendure(4800 + Math.floor(Math.random() * 100), vendureDatabase);
console.log(`  ready in ${fmt(vendure.startSeconds)} s`);
const vendureRuns: PeerRun[] = [];
let vendurePeakRss: number;
let vendureTotal: number;
let steps: Step[];
try {
  ({ steps, totalCents: vendureTotal } = await prepareVendure(vendure.url));
  // Warm-up (JIT, pool, caches, and the buyers out of step with one another), then the runs.
  vendureRuns.push(...(await loadVendure(vendure, steps, VENDURE_WARM_UP_SECONDS, RUNS, RUN_SECONDS)));
} finally {
  vendurePeakRss = statusField(vendure.process.pid!, 'VmHWM');
  await vendure.stop();
}

console.log('Portal: starting the built server on portal_bench_orders (made again)');
const portalDatabase = await ensureDatabase('portal_bench_orders', true);
const portal = await startServer(4700 + Math.floor(Math.random() * 100), { DATABASE_URL: portalDatabase });
const portalRuns: Run[] = [];
const emails = new pg.Client({ connectionString: portalDatabase });
let portalPeakRss: number;
let portalTotal: number;
try {
  const placed = await fetch(`${portal.url}/v1/create-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await groupSession(portal.url), 'idempotency-key': 'peers-check' },
    body,
  });
  if (!placed.ok) throw new Error(`portal: create-order answered ${placed.status}: ${await placed.text()}`);
  portalTotal = ((await placed.json()) as { total: number }).total;
  const cookie = await groupSession(portal.url);
  // Its runs end when their orders' e-mails are sent, as in create-order.ts: Vendure, set up without
  // its e-mail plugin, sends none, so this counts work the portal does and Vendure does not.
  await emails.connect();
  await loadServer(portal, cookie, 2, 'peers-0', emails); // warm-up, as create-order.ts does
  for (let run = 1; run <= RUNS; run += 1) portalRuns.push(await loadServer(portal, cookie, RUN_SECONDS, `peers-${run}`, emails));
} finally {
  portalPeakRss = portal.peakRssMb();
  await emails.end().catch(() => undefined);
  await portal.stop();
}

/** The median of a figure over the runs, formatted. */
const med = <T>(runs: T[], figure: (run: T) => number, digits = 0) => fmt(median(runs.map(figure)), digits);
const dollars = (cents: number) => `$${fmt(cents / 100, 2)}`;
const perOrder = steps.length;
const row = (name: string, runs: Run[], peakRss: number) => [
  name,
  med(runs, (r) => r.perSecond, 1),
  med(runs, (r) => r.p50, 1),
  med(runs, (r) => r.p99, 1),
  med(runs, (r) => r.serverCpu!, 2),
  med(runs, (r) => r.postgresCpu!, 2),
  fmt(peakRss, 0),
];
const ratio = median(portalRuns.map((r) => r.perSecond)) / median(vendureRuns.map((r) => r.perSecond));
const lines = cart.map((c) => `${c.quantity} x ${c.sku} at ${dollars(c.priceCents)}`).join(', ');

console.log(
  `\nOne order: ${cart.length} lines (${lines}), the buyer's name and e-mail; placed on account on the portal ` +
    `(its bypass path), paid by a payment settled at once on Vendure; total ${dollars(portalTotal)} on the portal, ${dollars(vendureTotal)} on Vendure.`,
);
console.log(
  `${CLIENTS} buyers at once, each order after order; ${RUN_SECONDS} s x ${RUNS} runs, medians; one PostgreSQL; 2 cores shared by all.`,
);
console.log(
  table(
    ['engine', 'orders/s', 'p50 ms', 'p99 ms', 'server CPU ms/order', 'PostgreSQL CPU ms/order', 'peak RSS MB'],
    [
      row('portal: POST /v1/create-order (1 request)', portalRuns, portalPeakRss),
      row(`Vendure ${version}: Shop API (${perOrder} GraphQL requests)`, vendureRuns, vendurePeakRss),
    ],
  ),
);
console.log(`ratio portal / Vendure, orders/s: ${ratio.toFixed(2)}`);
const each = (runs: Run[]) => runs.map((r) => `${fmt(r.perSecond, 1)} (${fmt(r.serverCpu!, 1)} ms CPU)`).join(', ');
console.log(`orders/s of each run, in order: portal ${each(portalRuns)}; Vendure ${each(vendureRuns)}`);
console.log(`\nVendure per GraphQL request (the same runs; ${perOrder} make one order):`);
console.log(
  table(
    ['engine', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU ms/request', 'PostgreSQL CPU ms/request'],
    [
      [
        `Vendure ${version}`,
        med(vendureRuns, (r) => r.requestsPerSecond, 1),
        med(vendureRuns, (r) => r.requestP50, 1),
        med(vendureRuns, (r) => r.requestP99, 1),
        med(vendureRuns, (r) => r.serverCpuPerRequest, 2),
        med(vendureRuns, (r) => r.postgresCpuPerRequest, 2),
      ],
    ],
  ),
);
const placed = vendureRuns.reduce((sum, r) => sum + r.placed, 0);
console.log(
  [
    '',
    `Note: the portal's order is one HTTP request (cart priced, order and lines written in one transaction, e-mails queued);`,
    `Vendure's is ${perOrder} GraphQL requests in a session of its own, as its storefronts place one:`,
    `${steps.map((s) => s.field).join(', ')}; each reads and writes the order again.`,
    `Vendure's p50/p99 are whole orders (${placed} placed in the runs), its ${perOrder} requests one after another; its orders/s and`,
    `CPU per order count each request answered as 1/${perOrder} of an order, over windows of one unbroken load after a ${VENDURE_WARM_UP_SECONDS} s warm-up.`,
    `The engines run one after the other, each alone with PostgreSQL and the load generator (autocannon).`,
    `Vendure was ready in ${fmt(vendure.startSeconds)} s (bootstrap, schema, data); the whole run took ${fmt((Date.now() - began) / 1000)} s.`,
  ].join('\n'),
);
