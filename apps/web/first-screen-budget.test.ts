import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The first screen of a visit (a group's store home, or the catalog it links to) loads at most
 * 120 KB of JS gzip on a cold load, and none of it is MUI (decision 015). Measured as bench/web.ts
 * measures it: from Vite's manifest, the entry chunk, the screen's chunk and all their static
 * imports, each counted once, gzip level 9.
 *
 * The test builds the app itself, into a directory of its own: `npm test` runs Vitest before
 * `npm run build`, so apps/web/dist may be missing or older than the source, and a build there
 * could race the server or the end-to-end tests reading it. A build takes a few seconds.
 */
const BUDGET_BYTES = 120 * 1024;
const FIRST_SCREENS = {
  'store home': 'src/screens/store-home/store-home-screen.tsx',
  catalog: 'src/screens/catalog/catalog-screen.tsx',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the browser fetches before the screen runs: the entry, the screen, and their static imports. */
function firstLoad(manifest: Manifest, screen: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}: is FIRST_SCREENS in step with app/router.tsx?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(screen);
  return [...files];
}

/** The MUI and emotion packages whose modules are bundled into these files. */
function muiPackages(files: readonly string[], modulesOf: ReadonlyMap<string, readonly string[]>): string[] {
  const packages = files.flatMap((file) =>
    (modulesOf.get(file) ?? []).flatMap((id) => /node_modules\/(@(?:mui|emotion)\/[^/]+)\//.exec(id)?.[1] ?? []),
  );
  return [...new Set(packages)].sort();
}

describe('the first-screen budget', () => {
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
});

describe('the first screen of a visit', () => {
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

  it.each(Object.entries(FIRST_SCREENS))('%s: at most 120 KB of JS gzip', (name, screen) => {
    const bytes = firstLoad(manifest, screen).reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
      0,
    );
    console.info(`first screen, ${name}: ${(bytes / 1024).toFixed(1)} KB of JS gzip`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it.each(Object.entries(FIRST_SCREENS))(
    '%s: no MUI, its files being plain CSS (lint rule portal/web-zones)',
    (_name, screen) => {
      expect(muiPackages(firstLoad(manifest, screen), modulesOf)).toEqual([]);
    },
  );
});
