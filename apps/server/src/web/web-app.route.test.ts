import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.route';
import { CONSOLE_MODULES, isScreenPath, LANDING_MODULE, SCREEN_MODULES } from './web-pages';

const web = (path: string) => fileURLToPath(new URL(`../../../web/${path}`, import.meta.url));

describe('the screens the page preloads', () => {
  it('are the modules the web router loads', () => {
    const router = readFileSync(web('src/app/router.tsx'), 'utf8');
    for (const module of [...Object.values(SCREEN_MODULES), LANDING_MODULE]) {
      expect(existsSync(web(module)), module).toBe(true);
      expect(router, module).toContain(`import('../${module.slice('src/'.length).replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('the console pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-route-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_mui.js': { file: 'assets/mui-1.js', imports: ['_react.js'] },
      'src/screens/console/console-layout.tsx': { file: 'assets/console-layout-1.js', imports: ['index.html', '_mui.js'] },
      'src/screens/console/board/board-screen.tsx': { file: 'assets/board-1.js', imports: ['index.html', '_mui.js'] },
      'src/screens/console/login/login-screen.tsx': { file: 'assets/login-1.js', imports: ['index.html', '_mui.js'] },
    }),
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function pages(siteGroup: string | null) {
    const app = Fastify();
    const pageFor = await registerWebApp(app, dir, siteGroup, new Set(['harbor', 'default']));
    await app.close();
    if (!pageFor) throw new Error('no page');
    return pageFor;
  }

  it.each([
    ['mode A', null],
    ['mode B', 'default'],
  ])('are served at /console in %s, with the console scripts and no group storefront', async (_mode, site) => {
    const pageFor = await pages(site);
    const board = pageFor('/console?status=shipped');
    expect(board).toContain('href="/assets/console-layout-1.js"');
    expect(board).toContain('href="/assets/board-1.js"');
    expect(board).toContain('href="/assets/mui-1.js"');
    expect(board).not.toContain('/v1/storefront/');
    const login = pageFor('/console/login?next=%2Fconsole');
    expect(login).toContain('href="/assets/login-1.js"');
    expect(login).not.toContain('board-1.js');
    expect(pageFor('/console/nowhere')).toContain('href="/assets/console-layout-1.js"');
  });

  it('name modules the web router loads', () => {
    const router = readFileSync(web('src/app/router.tsx'), 'utf8');
    for (const module of new Set(Object.values(CONSOLE_MODULES).flat())) {
      expect(existsSync(web(module)), module).toBe(true);
      expect(router, module).toContain(`import('../${module.slice('src/'.length).replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('isScreenPath', () => {
  it('gives screens the page, never an address of the API', () => {
    expect(isScreenPath('GET', '/harbor/checkout')).toBe(true);
    expect(isScreenPath('GET', '/console')).toBe(true);
    expect(isScreenPath('HEAD', '/console/orders')).toBe(true);
    expect(isScreenPath('GET', '/api/console/unknown')).toBe(false);
    expect(isScreenPath('GET', '/api')).toBe(false);
    expect(isScreenPath('GET', '/v1/nothing')).toBe(false);
    expect(isScreenPath('POST', '/console')).toBe(false);
  });
});
