import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Each buyer route's cold load: at most its budget in KB of JS gzip, and none of it MUI. Measured as
 * bench/web.ts measures it: from Vite's manifest, the entry chunk, the screen's chunk and all their
 * static imports, each counted once, gzip level 9. Decision 015 set the first screens' 120 KB. The
 * entry holds no zod: the shell reads the stored cart by hand (packages/domain cart-line.ts), so no
 * screen pays for zod's core.
 *
 * The test builds the app itself, into a directory of its own: `npm test` runs Vitest before
 * `npm run build`, so apps/web/dist may be missing or older than the source, and a build there
 * could race the server or the end-to-end tests reading it. A build takes a few seconds.
 *
 * To see the checks fail (do it when changing this file):
 * 1. Append `export { default as PlantedBudgetCheck } from '@mui/material/TextField';` to a listed
 *    screen (catalog-screen.tsx). It must be an export: MUI is side-effect free, so an unused import
 *    is dropped, while the router's lazy() keeps every export of a screen module. Run
 *    `npx vitest run apps/web/first-screen-budget.test.ts`: that route fails "at most … KB" (catalog
 *    goes from about 107 to about 163 KB) and "no MUI". Remove the line.
 * 2. For the KB check alone, set a route's `kb` below its printed figure for one run.
 * 3. For the zod check, append to src/main.tsx `import { cartLineSchema } from '@portal/domain';` and
 *    `(globalThis as Record<string, unknown>).plantedBudgetCheck = cartLineSchema;` (an export of the
 *    HTML entry is dropped, so the plant must be used). "the entry holds no zod" fails and lists the
 *    zod modules. Remove both lines.
 */

/**
 * The routes held to a budget: a screen module as app/router.tsx loads it lazily, and the most KB
 * of JS gzip its cold load may take. A route joins, one line each, once its screen is drawn without
 * MUI and within budget. Drawn without it: the store home, the catalog, the landing, the store
 * list, the not-found page, the orders screen, the checkout, the success screen, the item and the
 * approval page.
 */
const BUDGETS: Readonly<Record<string, { screen: string; kb: number }>> = {
  'store home': { screen: 'src/screens/store-home/store-home-screen.tsx', kb: 120 },
  catalog: { screen: 'src/screens/catalog/catalog-screen.tsx', kb: 120 },
  landing: { screen: 'src/screens/landing/landing-screen.tsx', kb: 130 },
  stores: { screen: 'src/screens/stores/stores-screen.tsx', kb: 130 },
  'not found': { screen: 'src/screens/not-found/not-found-screen.tsx', kb: 120 },
  orders: { screen: 'src/screens/orders/orders-screen.tsx', kb: 170 },
  checkout: { screen: 'src/screens/checkout/checkout-screen.tsx', kb: 170 },
  success: { screen: 'src/screens/success/success-screen.tsx', kb: 170 },
  item: { screen: 'src/screens/item/item-screen.tsx', kb: 140 },
  approval: { screen: 'src/screens/approval/approval-screen.tsx', kb: 120 },
};
const ROUTES = Object.entries(BUDGETS).map(([name, { screen, kb }]) => [name, kb, screen] as const);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  return entry;
}

/**
 * What the browser fetches before the screen runs: the entry, the screen, and their static imports.
 * Without a screen, what every route fetches: the entry and its static imports.
 */
function firstLoad(manifest: Manifest, screen?: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}: is BUDGETS in step with app/router.tsx?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  if (screen) visit(screen);
  return [...files];
}

/** The MUI and emotion packages whose modules are bundled into these files. */
function muiPackages(files: readonly string[], modulesOf: ReadonlyMap<string, readonly string[]>): string[] {
  const packages = files.flatMap((file) =>
    (modulesOf.get(file) ?? []).flatMap((id) => /node_modules\/(@(?:mui|emotion)\/[^/]+)\//.exec(id)?.[1] ?? []),
  );
  return [...new Set(packages)].sort();
}

/** The bundled modules of these files that come from zod. */
function zodModules(files: readonly string[], modulesOf: ReadonlyMap<string, readonly string[]>): string[] {
  return files.flatMap((file) => (modulesOf.get(file) ?? []).filter((id) => id.includes('/node_modules/zod/')));
}

describe('the cold-load budget', () => {
  it('follows the static imports of the entry and the screen, each chunk once', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_group.js'] },
      '_group.js': { file: 'assets/group.js' },
      'src/home.tsx': { file: 'assets/home.js', imports: ['_group.js', '_tile.js'] },
      '_tile.js': { file: 'assets/tile.js' },
      'src/item.tsx': { file: 'assets/item.js', imports: ['_mui.js'] },
      '_mui.js': { file: 'assets/mui.js' },
    };
    expect(firstLoad(manifest, 'src/home.tsx').sort()).toEqual([
      'assets/group.js',
      'assets/home.js',
      'assets/index.js',
      'assets/tile.js',
    ]);
  });

  it('names the MUI packages whose modules a chunk holds', () => {
    const modulesOf = new Map([
      ['assets/home.js', ['/repo/apps/web/src/screens/store-home/store-home-screen.tsx']],
      ['assets/tile.js', ['/repo/node_modules/@mui/material/esm/Button/Button.js', '/repo/node_modules/@emotion/react/x.js']],
    ]);
    expect(muiPackages(['assets/home.js'], modulesOf)).toEqual([]);
    expect(muiPackages(['assets/home.js', 'assets/tile.js'], modulesOf)).toEqual(['@emotion/react', '@mui/material']);
  });

  it('takes the entry and its static imports as what every route loads, and finds zod there', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_cart.js'] },
      '_cart.js': { file: 'assets/cart.js' },
      'src/checkout.tsx': { file: 'assets/checkout.js', imports: ['_zod.js'] },
      '_zod.js': { file: 'assets/zod.js' },
    };
    const modulesOf = new Map([
      ['assets/cart.js', ['/repo/packages/domain/src/cart/cart-line.ts']],
      ['assets/zod.js', ['/repo/node_modules/zod/v4/core/core.js']],
    ]);
    expect(firstLoad(manifest).sort()).toEqual(['assets/cart.js', 'assets/index.js']);
    expect(zodModules(firstLoad(manifest), modulesOf)).toEqual([]);
    expect(zodModules(firstLoad(manifest, 'src/checkout.tsx'), modulesOf)).toEqual(['/repo/node_modules/zod/v4/core/core.js']);
  });
});

describe('the cold load of each buyer route', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-web-budget-'));
  let manifest: Manifest;
  /** Each output chunk's modules, as the bundler reported them. */
  const modulesOf = new Map<string, string[]>();

  beforeAll(async () => {
    const collect: Plugin = {
      name: 'budget-modules',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) if (output.type === 'chunk') modulesOf.set(output.fileName, output.moduleIds);
      },
    };
    // Vitest sets NODE_ENV to 'test', which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: fileURLToPath(new URL('.', import.meta.url)),
        configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
        logLevel: 'error',
        plugins: [collect],
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  }, 180_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it.each(ROUTES)('%s: at most %i KB of JS gzip', (name, kb, screen) => {
    const bytes = firstLoad(manifest, screen).reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
      0,
    );
    console.info(`cold load, ${name}: ${(bytes / 1024).toFixed(1)} KB of JS gzip (budget ${kb} KB)`);
    expect(bytes).toBeLessThanOrEqual(kb * 1024);
  });

  it.each(ROUTES)('%s: no MUI, its files being plain CSS (lint rule portal/web-zones)', (_name, _kb, screen) => {
    expect(muiPackages(firstLoad(manifest, screen), modulesOf)).toEqual([]);
  });

  it('the entry holds no zod, which every route would load', () => {
    expect(zodModules(firstLoad(manifest), modulesOf)).toEqual([]);
  });
});
