// The web app from its build: JS bytes (gzip) each route's cold load needs, read from Vite's
// manifest, against each route's budget; then Lighthouse on the landing page, a store home, a
// catalog, an item, checkout with a cart in it and the orders screen of a logged-in buyer who has
// ordered before, served by the built server (summit: its catalogue pages are public, its orders
// need the group password). Lighthouse runs 3 times per page with its default mobile config; the
// table shows medians, then the trace's top costs. The machine's load skews the scores, so the bench prints it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildCartLines, cartLineKey, type CartLine } from '@portal/domain';
import { loadTenants } from '@portal/tenants/server';
import { cookiesFrom } from './support/cookies';
import { recordResult } from './support/results';
import { waitFor } from './support/server';

const repo = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(repo, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse runs per page; BENCH_WEB_RUNS=1 for a quick look, never for the figures. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_PAGES=item,checkout audits only those pages (names as in the table). */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
/** The whole benchmark stops here, whatever is still running (run-all.ts allows 8 minutes). */
const DEADLINE_MS = 450_000;

const ACCESSIBILITY_TARGET = 100;
/** The item page's own targets, beside its score. */
const ITEM_LCP_TARGET_MS = 2_500;
const ITEM_TBT_TARGET_MS = 200;
/** Above this one-minute load average, Lighthouse's simulated figures are not worth much. */
const QUIET_LOAD = 3;

/** Stops what this benchmark started, also when the deadline strikes mid-run. */
const cleanups = new Set<() => void>();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : '**missed**');

// ---------------------------------------------------------------- bundle figures

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Each route's screen module, as apps/web/src/app/router.tsx loads it lazily, and the most KB of JS
 * gzip its cold load may take on a phone (apps/web/first-screen-budget.test.ts holds the routes that
 * meet theirs).
 */
const ROUTES: Array<{ route: string; path: string; screen: string; budgetKb?: number }> = [
  { route: 'landing', path: '/', screen: 'src/screens/landing/landing-screen.tsx', budgetKb: 130 },
  { route: 'store home', path: '/:group', screen: 'src/screens/store-home/store-home-screen.tsx', budgetKb: 120 },
  { route: 'catalog', path: '/:group/catalog/:type', screen: 'src/screens/catalog/catalog-screen.tsx', budgetKb: 120 },
  { route: 'item', path: '/:group/item/:id', screen: 'src/screens/item/item-screen.tsx', budgetKb: 140 },
  { route: 'checkout', path: '/:group/checkout', screen: 'src/screens/checkout/checkout-screen.tsx', budgetKb: 170 },
  { route: 'success', path: '/:group/success', screen: 'src/screens/success/success-screen.tsx' },
  { route: 'orders', path: '/:group/orders', screen: 'src/screens/orders/orders-screen.tsx', budgetKb: 170 },
  { route: 'stores', path: '/:group/stores', screen: 'src/screens/stores/stores-screen.tsx' },
];

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error('No apps/web/dist/.vite/manifest.json: run `npm run build` first (the root `npm run bench` does).');
  }
}

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no ${key}: is ROUTES in bench/web.ts in step with router.tsx?`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function bundleTable(): string[] {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (key: string) => {
    let known = sizes.get(key);
    if (!known) {
      const code = readFileSync(join(webDist, manifest[key]!.file));
      known = { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
      sizes.set(key, known);
    }
    return known;
  };
  const lines = [
    'JS of each route on a cold load: the entry chunk, the route screen chunk and all their static imports, each chunk counted once (node:zlib gzip, level 9).',
    '',
    '| route | path | chunks | JS raw KB | JS gzip KB | budget KB | |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { route, path, screen, budgetKb } of ROUTES) {
    const chunks = staticClosure(manifest, screen, staticClosure(manifest, entry));
    const raw = [...chunks].reduce((sum, key) => sum + size(key).raw, 0);
    const gzip = [...chunks].reduce((sum, key) => sum + size(key).gzip, 0);
    const met = budgetKb === undefined ? undefined : gzip <= budgetKb * 1024;
    lines.push(
      `| ${route} | \`${path}\` | ${chunks.size} | ${kb(raw)} | ${kb(gzip)} | ${budgetKb ?? ''} | ${met === undefined ? '' : verdict(met)} |`,
    );
    if (budgetKb !== undefined)
      recordResult({
        benchmark: 'web',
        measure: `${route}, cold load: JS gzip`,
        figure: `${kb(gzip)} KB`,
        target: `at most ${budgetKb} KB`,
        met: met!,
      });
  }
  return lines;
}

// ---------------------------------------------------------------- Lighthouse

async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = 4800 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port in 4800-4899');
}

interface Scores {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  /** Where the main thread went in this run, largest first: Lighthouse's work breakdown and scripts. */
  costs: string;
}

interface WorkItem {
  groupLabel?: string;
  duration?: number;
}
interface ScriptItem {
  url?: string;
  total?: number;
}

/** The trace's top costs: the three largest kinds of main-thread work and the three costliest scripts. */
function topCosts(audits: Record<string, { details?: unknown }>): string {
  const itemsOf = <T>(id: string) => ((audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
  const work = itemsOf<WorkItem>('mainthread-work-breakdown')
    .filter((item) => item.groupLabel && item.duration)
    .sort((a, b) => b.duration! - a.duration!)
    .slice(0, 3)
    .map((item) => `${item.groupLabel} ${Math.round(item.duration!)}`);
  const scripts = itemsOf<ScriptItem>('bootup-time')
    .filter((item) => item.url && item.total)
    .sort((a, b) => b.total! - a.total!)
    .slice(0, 3)
    .map((item) => `${item.url!.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total!)}`);
  return `${work.join(', ')}; scripts: ${scripts.join(', ') || 'none'}`;
}

/** A page to audit, and what the browser holds before it opens it. */
interface Page {
  name: string;
  path: string;
  /** The least performance score; none for a page shown for information. */
  performanceTarget?: number;
  /** Session storage the page finds on arrival (the cart, for checkout). */
  sessionStorage?: Record<string, string>;
  /** The Cookie header each request carries (the group session, for orders). */
  cookie?: string;
}

async function audit(browser: Browser, base: string, page: Page, attempt = 1): Promise<Scores> {
  const tab = await browser.newPage();
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForLoad: 30_000,
    };
    if (page.sessionStorage) {
      // A script, not a function: it runs in the page, whose globals this file's types do not know.
      const entries = JSON.stringify(page.sessionStorage);
      await tab.evaluateOnNewDocument(
        `for (const [key, value] of Object.entries(${entries})) sessionStorage.setItem(key, value);`,
      );
      // Lighthouse clears the origin's storage first, which would also clear what the tab sets.
      flags.disableStorageReset = true;
    }
    if (page.cookie) flags.extraHeaders = { Cookie: page.cookie };
    // Lighthouse's default config: mobile form factor and screen, simulated slow 4G and 4x CPU slowdown.
    result = await lighthouse(base + page.path, flags, undefined, tab);
  } finally {
    await tab.close().catch(() => undefined);
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A fresh Chromium now and then fails its first trace (NO_NAVSTART, CHROME_INTERSTITIAL_ERROR): run again.
    if (attempt < 3) return audit(browser, base, page, attempt + 1);
    throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    costs: topCosts(lhr.audits),
  };
}

const BUYER = { first_name: 'Rosa', last_name: 'Delgado', email: 'rosa.delgado@example.com' };
/** Summit's store, whose code is also one of its bypass codes (pay on account). */
const ON_ACCOUNT_STORE = 'SRTY01';

/** A cart of three summit lines, built as the item screen builds them. */
function summitCart(group: string): CartLine[] {
  const tenant = loadTenants().groups.get(group);
  if (!tenant) throw new Error(`No group ${group}`);
  const lines: CartLine[] = [];
  for (const [type, quantity] of [
    ['mens', 12],
    ['womens', 6],
    ['hat', 4],
  ] as const) {
    const item = tenant.catalogue.find((entry) => entry.type === type);
    if (!item) continue;
    const options = tenant.config.embroideries[item.type] ?? [];
    const built = buildCartLines({
      item,
      cells: [{ size: Object.keys(item.sizes)[0]!, color: item.default_color, raw: String(quantity) }],
      embroideryOptions: options,
      embroidery: options[0],
      placements: tenant.config.logo_placements,
      placementTable: tenant.placementTable,
    });
    if (!built.ok) throw new Error(`${item.code}: ${built.message}`);
    lines.push(...built.lines);
  }
  return lines;
}

/**
 * The cookies of a buyer who logged in to the group and placed a few orders on account, so that
 * the orders screen has rows to draw.
 */
async function buyerWithOrders(base: string, group: string, lines: CartLine[], orders: number): Promise<string> {
  const login = await fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: `${group}-demo` }),
  });
  if (!login.ok) throw new Error(`POST /v1/login: ${login.status}`);
  const answers = [login];
  for (let order = 0; order < orders; order += 1) {
    const answer = await fetch(`${base}/v1/create-order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookiesFrom(...answers),
        'idempotency-key': `bench-web-${Date.now()}-${order}`,
      },
      body: JSON.stringify({
        companyName: group,
        ...BUYER,
        store: ON_ACCOUNT_STORE,
        customer_po: `PO-${7730 + order}`,
        cart: lines.slice(0, 1 + (order % lines.length)),
        bypassPaypal: true,
        bypassCode: ON_ACCOUNT_STORE,
      }),
    });
    if (!answer.ok) throw new Error(`POST /v1/create-order: ${answer.status} ${await answer.text()}`);
    answers.push(answer);
  }
  return cookiesFrom(...answers);
}

async function lighthouseTable(group: string, itemId: string, catalogType: string): Promise<string[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  let server: ChildProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    server = spawn(process.execPath, [join(repo, 'apps/server/dist/main.js')], {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const stopServer = () => server?.kill('SIGTERM');
    cleanups.add(stopServer);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`);
    const item = await pickItem(base, group, itemId, catalogType);
    const cart = summitCart(group);
    const cookie = await buyerWithOrders(base, group, cart, 5);
    chrome = await launch({
      chromePath: CHROMIUM,
      userDataDir: profile,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-default-apps',
        '--disable-extensions',
      ],
    });
    const launched = chrome;
    const stopChrome = () => launched.process.kill('SIGKILL');
    cleanups.add(stopChrome);
    // puppeteer drives the tabs, so that a page can find its cart in session storage on arrival.
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const pages: Page[] = [
      { name: 'landing', path: '/' },
      { name: 'store home', path: `/${group}`, performanceTarget: 95 },
      { name: 'catalog', path: `/${group}/catalog/${catalogType}`, performanceTarget: 95 },
      { name: 'item', path: `/${group}/item/${encodeURIComponent(item)}`, performanceTarget: 95 },
      {
        name: 'checkout',
        path: `/${group}/checkout`,
        performanceTarget: 90,
        sessionStorage: {
          cart: JSON.stringify(Object.fromEntries(cart.map((line) => [cartLineKey(line), line]))),
          cart_group: group,
        },
      },
      { name: 'orders', path: `/${group}/orders`, performanceTarget: 90, cookie },
    ];
    const lines = [
      '| page | path | performance | accessibility | LCP ms | TBT ms | CLS | performance target | accessibility 100 |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ];
    const notes: string[] = [];
    const costs: string[] = [];
    for (const page of pages) {
      if (ONLY_PAGES && !ONLY_PAGES.includes(page.name)) continue;
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(browser, base, page));
      const performance = median(runs.map((r) => r.performance));
      const accessibility = median(runs.map((r) => r.accessibility));
      const lcp = Math.round(median(runs.map((r) => r.lcp)));
      const tbt = Math.round(median(runs.map((r) => r.tbt)));
      const target = page.performanceTarget;
      const informative = target === undefined;
      lines.push(
        `| ${page.name} | \`${page.path}\` | ${performance} | ${accessibility} | ${lcp} | ${tbt} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${informative ? 'for information' : `≥ ${target}: ${verdict(performance >= target)}`} | ${informative ? 'for information' : verdict(accessibility >= ACCESSIBILITY_TARGET)} |`,
      );
      if (!informative) {
        recordResult({
          benchmark: 'web',
          measure: `Lighthouse performance, ${page.name} (mobile)`,
          figure: `${performance} (LCP ${lcp} ms)`,
          target: `at least ${target}`,
          met: performance >= target,
        });
        recordResult({
          benchmark: 'web',
          measure: `Lighthouse accessibility, ${page.name}`,
          figure: String(accessibility),
          target: String(ACCESSIBILITY_TARGET),
          met: accessibility >= ACCESSIBILITY_TARGET,
        });
      }
      if (page.name === 'item') {
        recordResult({
          benchmark: 'web',
          measure: 'Lighthouse LCP, item (mobile)',
          figure: `${lcp} ms`,
          target: `at most ${ITEM_LCP_TARGET_MS} ms`,
          met: lcp <= ITEM_LCP_TARGET_MS,
        });
        recordResult({
          benchmark: 'web',
          measure: 'Lighthouse TBT, item (mobile)',
          figure: `${tbt} ms`,
          target: `at most ${ITEM_TBT_TARGET_MS} ms`,
          met: tbt <= ITEM_TBT_TARGET_MS,
        });
      }
      // The run whose blocking time is the median stands for the page.
      const typical = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!;
      costs.push(`- ${page.name}: ${typical.costs}`);
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length > 0) notes.push(`- ${page.name}: audits below 0.9 in some run: ${failing.join(', ')}`);
    }
    lines.unshift(
      `Lighthouse ${lighthouseVersion()}, its default config (mobile: Moto G Power screen, simulated slow 4G, 4x CPU slowdown), ${chromiumVersion()}, ${RUNS} run(s) per page, medians.`,
      `Checkout opens with ${cart.length} lines in the cart; orders with a logged-in buyer who placed 5 orders. The item must also keep LCP ≤ ${ITEM_LCP_TARGET_MS} ms and TBT ≤ ${ITEM_TBT_TARGET_MS} ms.`,
      '',
    );
    if (notes.length > 0) lines.push('', ...notes);
    lines.push(
      '',
      "The trace's top costs (ms of main-thread time under the 4x slowdown, in the run with the median TBT):",
      '',
      ...costs,
    );
    return lines;
  } finally {
    await browser?.disconnect().catch(() => undefined);
    // Chromium goes before its profile; one that already left is fine.
    await Promise.resolve(chrome?.kill()).catch(() => undefined);
    server?.kill('SIGTERM');
    cleanups.clear();
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The item to audit: the one asked for when the group sells it, else the first of the catalog type. */
async function pickItem(base: string, group: string, wanted: string, type: string): Promise<string> {
  const answer = await fetch(`${base}/v1/storefront/${group}`);
  if (!answer.ok) throw new Error(`GET /v1/storefront/${group}: ${answer.status}`);
  const { catalogue } = (await answer.json()) as { catalogue: Array<{ code: string; type: string }> };
  const item = catalogue.find((entry) => entry.code === wanted) ?? catalogue.find((entry) => entry.type === type);
  if (!item) throw new Error(`${group} sells nothing of type ${type}`);
  return item.code;
}

function chromiumVersion(): string {
  return (
    execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/ built on .*/, '') + ` (${CHROMIUM})`
  );
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(join(repo, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

// ---------------------------------------------------------------- main

const GROUP = process.env.BENCH_WEB_GROUP ?? 'summit';
const CATALOG_TYPE = 'mens';
const ITEM_ID = '1240';

const stop = (why: string) => {
  console.error(`bench/web.ts: ${why}, stopping`);
  for (const cleanup of cleanups) cleanup();
  process.exit(2);
};
const timer = setTimeout(() => stop(`still running after ${DEADLINE_MS / 1000} s`), DEADLINE_MS);
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
const started = Date.now();

const load = loadavg()[0]!;
console.log(`load average (1 min): ${load.toFixed(2)}`);
if (load > QUIET_LOAD)
  console.log(`warning: the load is above ${QUIET_LOAD}; the Lighthouse figures below are slower than on a quiet machine.`);
console.log('\n## Web: JS per route\n');
console.log(bundleTable().join('\n'));
console.log('\n## Web: Lighthouse\n');
console.log((await lighthouseTable(GROUP, ITEM_ID, CATALOG_TYPE)).join('\n'));
console.log(`\nweb bench: ${((Date.now() - started) / 1000).toFixed(0)} s`);
clearTimeout(timer);
