import { readFileSync } from 'node:fs';
import { join } from 'node:path';
/** The page for one screen address. */
export type PageFor = (url: string) => string;

/**
 * The module of each screen, as apps/web/src/app/router.tsx loads it, by the path segment that
 * follows the group ('' is the store home). The page names the screen's scripts so the browser
 * fetches them with the entry script, not after it has run.
 */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  '': 'src/screens/store-home/store-home-screen.tsx',
  catalog: 'src/screens/catalog/catalog-screen.tsx',
  item: 'src/screens/item/item-screen.tsx',
  checkout: 'src/screens/checkout/checkout-screen.tsx',
  success: 'src/screens/success/success-screen.tsx',
  orders: 'src/screens/orders/orders-screen.tsx',
  stores: 'src/screens/stores/stores-screen.tsx',
  approval: 'src/screens/approval/approval-screen.tsx',
};
export const LANDING_MODULE = 'src/screens/landing/landing-screen.tsx';

const CONSOLE_LAYOUT = 'src/screens/console/console-layout.tsx';
/**
 * The console's screens under /console, in both route modes, by the path segment that follows it:
 * the layout (which asks who is logged in) and the screen. No group's storefront is preloaded there.
 */
export const CONSOLE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '': [CONSOLE_LAYOUT, 'src/screens/console/board/board-screen.tsx'],
  login: ['src/screens/console/login/login-screen.tsx'],
  orders: [CONSOLE_LAYOUT, 'src/screens/console/order/order-screen.tsx'],
  staff: [CONSOLE_LAYOUT, 'src/screens/console/staff/staff-screen.tsx'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {}; // a build without its manifest still works, without the hints
  }
}

/** The files a chunk needs before it runs: itself and its static imports, all the way down. */
function staticFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, seen);
  return seen;
}

/** `<link rel="modulepreload">` for a screen's scripts that the entry does not already bring. */
function screenPreloads(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? staticFiles(manifest, entry) : new Set<string>();
  const needed = new Set<string>();
  for (const module of modules) if (manifest[module]) staticFiles(manifest, module, needed);
  return [...needed]
    .filter((key) => !loaded.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`);
}

/**
 * How to write the page for a screen path, from the build's index.html: in route mode B the page
 * names its group in a meta tag, and every page preloads its group's storefront and its screen's
 * scripts.
 */
export function pageWriter(distDir: string, siteGroup: string | null, groupKeys: ReadonlySet<string>): PageFor {
  const indexFile = join(distDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const manifest = readManifest(distDir);
  const meta = `<meta name="portal-site-group" content="${siteGroup ?? ''}" />`;
  const write = (group: string | null, modules: readonly string[]) => {
    const tags = [meta];
    // Every group screen first waits for the group's storefront: the browser fetches it while the
    // scripts download instead of after they run. Same URL and credentials as the app's fetch.
    if (group) tags.push(`<link rel="preload" href="/v1/storefront/${group}" as="fetch" crossorigin="anonymous" />`);
    tags.push(...screenPreloads(manifest, modules));
    const head = tags.join('\n    ');
    return html.includes('</head>') ? html.replace('</head>', `  ${head}\n  </head>`) : `${head}\n${html}`;
  };
  // A handful of groups times a handful of screens: each page is written once, when first asked for.
  const pages = new Map<string, string>();
  const pageOf = (group: string | null, modules: readonly string[]) => {
    const key = `${group ?? ''}\n${modules.join('\n')}`;
    let written = pages.get(key);
    if (written === undefined) {
      written = write(group, modules);
      pages.set(key, written);
    }
    return written;
  };
  return (url) => {
    const path = url.split(/[?#]/)[0]!;
    const segments = path.split('/').slice(1);
    // The console is at /console in both modes, beside the groups (no group is called 'console').
    if (segments[0] === 'console') {
      const screen = segments[1] ?? '';
      return pageOf(null, Object.hasOwn(CONSOLE_MODULES, screen) ? CONSOLE_MODULES[screen]! : [CONSOLE_LAYOUT]);
    }
    // Mode B: the site group at the root. Mode A: the group's key first, or the landing at '/'.
    const first = siteGroup ? siteGroup : (segments.shift() ?? '');
    const group = siteGroup ?? (groupKeys.has(first) ? first : null);
    const screen = segments[0] ?? '';
    let module: string | null = null;
    if (group) module = Object.hasOwn(SCREEN_MODULES, screen) ? SCREEN_MODULES[screen]! : null;
    else if (path === '/') module = LANDING_MODULE;
    return pageOf(group, module ? [module] : []);
  };
}

/**
 * Screen paths (not the API under /v1 or /api, pictures, built assets or docs) get index.html, so a reload of
 * /harbor/checkout works. A missing script is a 404, not a page the browser would try to run.
 * HEAD is answered as GET (without the body): link checkers and monitors ask with it.
 */
export function isScreenPath(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !/^\/(v1|api|images|assets|docs|healthz|readyz)(\/|$|\?)/.test(url);
}
