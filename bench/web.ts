// The web app from its build: JS bytes (gzip) each route's first load needs, read from Vite's
// manifest, then Lighthouse scores of store home, a catalog and an item page served by the built
// server (summit: its catalogue pages are public, only its orders need the group password).
// Lighthouse runs 3 times per page with its default mobile config; the table shows medians.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { recordResult } from './support/results';
import { waitFor } from './support/server';

const repo = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(repo, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
/** The whole benchmark stops here, whatever is still running. */
const DEADLINE_MS = 180_000;

const FIRST_SCREEN_TARGET_KB = 120;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;

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

/** Each route's screen module, as apps/web/src/app/router.tsx loads it lazily. */
const ROUTES: Array<{ route: string; path: string; screen: string }> = [
  { route: 'landing', path: '/', screen: 'src/screens/landing/landing-screen.tsx' },
  { route: 'store home (first screen)', path: '/:group', screen: 'src/screens/store-home/store-home-screen.tsx' },
  { route: 'catalog', path: '/:group/catalog/:type', screen: 'src/screens/catalog/catalog-screen.tsx' },
  { route: 'item', path: '/:group/item/:id', screen: 'src/screens/item/item-screen.tsx' },
  { route: 'checkout', path: '/:group/checkout', screen: 'src/screens/checkout/checkout-screen.tsx' },
  { route: 'success', path: '/:group/success', screen: 'src/screens/success/success-screen.tsx' },
  { route: 'orders', path: '/:group/orders', screen: 'src/screens/orders/orders-screen.tsx' },
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
    '| route | path | chunks | JS raw KB | JS gzip KB |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  let firstScreenBytes = 0;
  for (const { route, path, screen } of ROUTES) {
    const chunks = staticClosure(manifest, screen, staticClosure(manifest, entry));
    const raw = [...chunks].reduce((sum, key) => sum + size(key).raw, 0);
    const gzip = [...chunks].reduce((sum, key) => sum + size(key).gzip, 0);
    if (screen.includes('store-home')) firstScreenBytes = gzip;
    lines.push(`| ${route} | \`${path}\` | ${chunks.size} | ${kb(raw)} | ${kb(gzip)} |`);
  }
  lines.push(
    '',
    '| figure | value | target | |',
    '| --- | ---: | ---: | --- |',
    `| first screen: store home, cold load, JS gzip | ${kb(firstScreenBytes)} KB | at most ${FIRST_SCREEN_TARGET_KB} KB | ${verdict(firstScreenBytes <= FIRST_SCREEN_TARGET_KB * 1024)} |`,
  );
  recordResult({
    benchmark: 'web',
    measure: 'first screen (store home, cold load): JS gzip',
    figure: `${kb(firstScreenBytes)} KB`,
    target: `at most ${FIRST_SCREEN_TARGET_KB} KB`,
    met: firstScreenBytes <= FIRST_SCREEN_TARGET_KB * 1024,
  });
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
}

async function audit(url: string, port: number, attempt = 1): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], maxWaitForLoad: 30_000 },
    // Lighthouse's default config: mobile form factor and screen, simulated slow 4G and 4x CPU slowdown.
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A fresh Chromium now and then fails its first trace (NO_NAVSTART, CHROME_INTERSTITIAL_ERROR): run again.
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
  };
}

async function lighthouseTable(group: string, itemId: string, catalogType: string): Promise<string[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  let server: ChildProcess | undefined;
  let chrome: LaunchedChrome | undefined;
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
    const pages = [
      { name: 'store home', path: `/${group}` },
      { name: 'catalog', path: `/${group}/catalog/${catalogType}` },
      { name: 'item', path: `/${group}/item/${encodeURIComponent(item)}` },
    ];
    const lines = [
      '| page | path | performance | accessibility | LCP ms | TBT ms | CLS | performance ≥ 95 | accessibility 100 |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ];
    const notes: string[] = [];
    for (const page of pages) {
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(base + page.path, chrome.port));
      const performance = median(runs.map((r) => r.performance));
      const accessibility = median(runs.map((r) => r.accessibility));
      lines.push(
        `| ${page.name} | \`${page.path}\` | ${performance} | ${accessibility} | ${Math.round(median(runs.map((r) => r.lcp)))} | ${Math.round(median(runs.map((r) => r.tbt)))} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${verdict(performance >= PERFORMANCE_TARGET)} | ${verdict(accessibility >= ACCESSIBILITY_TARGET)} |`,
      );
      recordResult({
        benchmark: 'web',
        measure: `Lighthouse performance, ${page.name} (mobile)`,
        figure: `${performance} (LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms)`,
        target: `at least ${PERFORMANCE_TARGET}`,
        met: performance >= PERFORMANCE_TARGET,
      });
      recordResult({
        benchmark: 'web',
        measure: `Lighthouse accessibility, ${page.name}`,
        figure: String(accessibility),
        target: String(ACCESSIBILITY_TARGET),
        met: accessibility >= ACCESSIBILITY_TARGET,
      });
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length > 0) notes.push(`- ${page.name}: audits below 0.9 in some run: ${failing.join(', ')}`);
    }
    lines.unshift(
      `Lighthouse ${lighthouseVersion()}, its default config (mobile: Moto G Power screen, simulated slow 4G, 4x CPU slowdown), ${chromiumVersion()}, ${RUNS} runs per page, medians.`,
      '',
    );
    if (notes.length > 0) lines.push('', ...notes);
    return lines;
  } finally {
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

console.log('## Web: JS per route\n');
console.log(bundleTable().join('\n'));
console.log('\n## Web: Lighthouse\n');
console.log((await lighthouseTable(GROUP, ITEM_ID, CATALOG_TYPE)).join('\n'));
console.log(`\nweb bench: ${((Date.now() - started) / 1000).toFixed(0)} s`);
clearTimeout(timer);
