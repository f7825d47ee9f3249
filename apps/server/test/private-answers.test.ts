import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madeImagePath } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { consoleCookie, loggedInStaff, placeTestOrder } from '../test-support/console';
import { everyRoute, sampleAddress } from '../test-support/routes';
import { cookiesFrom, createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** Answers under these may depend on a session or carry personal data (docs/architecture.md#caches-and-other-sites). */
const isPrivateRoute = (url: string) => /^\/(v1|api\/console)\//.test(url) && url !== '/v1/storefront/:tenant';

/** The routes that answer the same to everyone, and keep the Cache-Control their route sets. */
const PUBLIC_ROUTES = new Set([
  '/v1/storefront/:tenant',
  '/images/*',
  '/images/made/:group/:file',
  '/images/uploads/logos/:file',
  '/images/uploads/photos/:file',
  '/images/uploads/photos/thumbs/:file',
  '/healthz',
  '/readyz',
]);
/** The API's documentation, outside production only. */
const isDocsRoute = (url: string) => url === '/docs' || url.startsWith('/docs/');

function expectPrivate(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['cache-control'], what).toBe('no-store');
  expect(String(response.headers.vary).split(/,\s*/), what).toContain('Cookie');
}

/** A built web app of three files and a picture folder with an item and the placeholders. */
function fixtures() {
  const root = mkdtempSync(join(tmpdir(), 'private-answers-'));
  const web = join(root, 'web');
  const images = join(root, 'images');
  for (const dir of [join(web, '.vite'), join(web, 'assets'), join(images, 'logos')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  writeFileSync(join(web, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }));
  writeFileSync(join(web, 'assets/index-1.js'), 'console.log(1)');
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const file of ['1240_Navy.jpg', 'placeholder.jpg', 'logos/placeholder.png']) writeFileSync(join(images, file), 'picture');
  const webFiles = (readdirSync(web, { recursive: true }) as string[])
    .map((file) => `/${relative(web, join(web, file)).split('\\').join('/')}`)
    .filter((file) => !file.startsWith('/.vite'));
  return { root, web, images, webFiles: new Set(webFiles) };
}

describe.each(DATABASE_KINDS)('answers kept out of caches (%s)', (kind) => {
  const files = fixtures();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { webDistDir: files.web, imagesDir: files.images });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(files.root, { recursive: true, force: true });
  });

  it('walks every route: each answer under /v1 (but the storefront) and /api/console says no-store, errors included', async () => {
    const routes = everyRoute(t.app);
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/console/me',
        '/v1/create-order',
        '/images/*',
        '/api/console/offer/uploads/:kind',
        '/api/console/offer/:group/logos',
        '/images/uploads/photos/thumbs/:file',
      ]),
    );
    const unclassified: string[] = [];
    for (const route of routes) {
      for (const method of route.methods) {
        const response = await t.app.inject({ method, url: sampleAddress(route.url) });
        const what = `${method} ${route.url} (${response.statusCode})`;
        if (isPrivateRoute(route.url)) expectPrivate(response, what);
        else if (PUBLIC_ROUTES.has(route.url) || isDocsRoute(route.url) || files.webFiles.has(route.url))
          expect(response.headers['cache-control'], what).not.toBe('no-store');
        // A new route outside /v1 and /api/console: say here whether its answers are public.
        else unclassified.push(route.url);
      }
    }
    expect(unclassified).toEqual([]);
    for (const url of ['/api/console/nowhere', '/api/console', '/v1/nowhere', '/v1/storefront/harbor/extra'])
      expectPrivate(await t.app.inject({ url }), url);
  });

  it("says no-store and Vary: Cookie on the console's answers, with a session, and keeps the exports' no-store", async () => {
    const admin = await loggedInStaff(t, 'admin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: admin.account.row.email, password: 'not-the-password' },
      remoteAddress: '10.40.0.1',
    });
    expect(login.statusCode).toBe(401);
    expectPrivate(login, 'a refused login');
    const cookie = await consoleCookie(t.app, admin.account.row.email);
    const { order_id } = await placeTestOrder(t, 'harbor');
    for (const url of [
      '/api/console/me',
      '/api/console/orders',
      `/api/console/orders/${order_id}`,
      '/api/console/staff',
      '/api/console/groups',
      '/api/console/reports/spend',
      '/api/console/orders/export?group=harbor',
      '/api/console/reports/spend/export?table=month',
    ]) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expectPrivate(response, url);
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/console/logout', headers: { cookie } });
    expectPrivate(logout, 'logout');
  });

  it("says no-store and Vary: Cookie on the buyer's answers that depend on a session, errors included", async () => {
    const post = (url: string, payload: object, cookie = '') =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie }, remoteAddress: '10.41.0.1' });
    const login = await post('/v1/login', { password: 'harbor-demo' });
    expect(login.statusCode).toBe(200);
    expectPrivate(login, 'login');
    const session = await groupSessionCookie(t.app, 'harbor');
    const admin = await post('/v1/admin/unlock', { companyName: 'harbor', password: 'crestline-admin' });
    expect(admin.statusCode).toBe(204);
    expectPrivate(admin, 'admin unlock');
    const created = await post(
      '/v1/create-order',
      checkoutBody('harbor', linesFor('harbor', registry.groups.get('harbor')!.catalogue[0]!.code, 1), {
        bypassPaypal: true,
        bypassCode: 'HPFD01',
      }),
      session,
    );
    expectPrivate(created, `create-order (${created.statusCode})`);
    const answers = {
      session: await post('/v1/session', { companyName: 'harbor' }, session),
      'retrieve-orders': await post('/v1/retrieve-orders', { companyName: 'harbor' }, withCookies(session, cookiesFrom(admin))),
      'bypass check': await post('/v1/bypass/check', { companyName: 'harbor', code: 'HPFD01' }),
      'store unlock': await post('/v1/stores/unlock', { companyName: 'harbor', storeCode: 'HPFD01', password: 'nope' }),
      'capture-order': await post('/v1/capture-order', { companyName: 'harbor', order_id: 'X' }, session),
      'update-historical-order': await post('/v1/update-historical-order', {}, cookiesFrom(admin)),
      logout: await post('/v1/logout', { companyName: 'harbor' }, session),
      'a body that is not JSON': await t.app.inject({
        method: 'POST',
        url: '/v1/create-order',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    };
    expect(answers.session.statusCode).toBe(200);
    expect(answers['retrieve-orders'].statusCode).toBe(200);
    for (const [what, response] of Object.entries(answers)) expectPrivate(response, `${what} (${response.statusCode})`);
  });

  it('keeps the Cache-Control of pictures, assets and pages as it was; the storefront is kept but asked again', async () => {
    const cacheOf = async (url: string) => {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBeLessThan(400);
      return [response.headers['cache-control'], response.headers.vary];
    };
    // A publish must show at the next load (docs/decisions/028): stored, revalidated by its ETag.
    expect(await cacheOf('/v1/storefront/harbor')).toEqual(['public, no-cache', 'accept-encoding']);
    const first = await t.app.inject({ url: '/v1/storefront/harbor', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({
      url: '/v1/storefront/harbor',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(await cacheOf('/images/1240_Navy.jpg')).toEqual(['public, max-age=86400', undefined]);
    expect(await cacheOf('/images/9999_Navy.jpg')).toEqual(['public, max-age=300', undefined]);
    const logo = registry.groups.get('harbor')!.config.embroideries.mens![0]!;
    const polo = { code: '1240', color: 'Navy', embroidery: logo, placement: 'Left Chest' };
    expect(await cacheOf(madeImagePath('harbor', polo, 160))).toEqual(['public, max-age=86400', undefined]);
    expect(await cacheOf('/assets/index-1.js')).toEqual(['public, max-age=31536000, immutable', 'accept-encoding']);
    expect(await cacheOf('/favicon.svg')).toEqual(['public, max-age=3600', 'accept-encoding']);
    expect(await cacheOf('/harbor')).toEqual(['no-cache', undefined]);
    expect(await cacheOf('/console/staff')).toEqual(['no-cache', undefined]);
    expect(await cacheOf('/healthz')).toEqual([undefined, undefined]);
  });
});
