import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { registry } from '../test-support/test-app';
import { buildApp } from './app';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PLACEHOLDER = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 9, 9]);
const PNG_PLACEHOLDER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 7]);
const SCRIPT = 'console.log("built");'.repeat(20);

let dir = '';
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'server-'));
  mkdirSync(join(dir, 'images/logos'), { recursive: true });
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'images/1240_black.jpg'), JPEG);
  writeFileSync(join(dir, 'images/placeholder.jpg'), PLACEHOLDER);
  writeFileSync(join(dir, 'images/logos/placeholder.png'), PNG_PLACEHOLDER);
  writeFileSync(join(dir, 'secret.jpg'), Buffer.from('outside'));
  writeFileSync(join(dir, 'web/index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'web/assets'));
  writeFileSync(join(dir, 'web/assets/index-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'web/assets/index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'web/assets/index-AbC123.js.gz'), gzipSync(SCRIPT));
  mkdirSync(join(dir, 'web/.vite'));
  writeFileSync(
    join(dir, 'web/.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_mui.js': { file: 'assets/mui-1.js', imports: ['_react.js'] },
      'src/screens/catalog/catalog-screen.tsx': { file: 'assets/catalog-1.js', imports: ['index.html', '_mui.js'] },
      'src/screens/landing/landing-screen.tsx': { file: 'assets/landing-1.js', imports: ['index.html', '_mui.js'] },
    }),
  );
  database = await openTestDatabase('pglite');
  app = await buildApp({
    registry,
    database,
    cookieSecret: 'x'.repeat(40),
    imagesDir: join(dir, 'images'),
    webDistDir: join(dir, 'web'),
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server', () => {
  it('answers /healthz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it("serves each group's storefront without a secret", async () => {
    for (const [key, tenant] of registry.groups) {
      const response = await app.inject(`/v1/storefront/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).not.toContain('scrypt$');
      for (const recipient of tenant.secrets.email_recipients) expect(response.body).not.toContain(recipient);
      expect(response.json()).toMatchObject({ key, title: tenant.config.title });
    }
  });

  it('sends the storefront compressed to a browser that accepts it', async () => {
    const plain = await app.inject('/v1/storefront/summit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await app.inject({ url: '/v1/storefront/summit', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/v1/storefront/summit', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends built scripts precompressed, kept a year, and a missing one as 404', async () => {
    const br = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect((await app.inject('/assets/index-gone.js')).statusCode).toBe(404);
    // The page always goes out with its site group tag, never as the raw file.
    expect((await app.inject('/index.html')).body).toContain('portal-site-group');
  });

  it('answers an unknown group with 404 and the error shape', async () => {
    const response = await app.inject('/v1/storefront/nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No dealership group is called 'nobody'.", code: 'NOT_FOUND' });
  });

  it('serves a picture that exists', async () => {
    const response = await app.inject('/images/1240_black.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers a missing picture with the placeholder of its kind', async () => {
    const jpg = await app.inject('/images/9999_plaid.jpg');
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers['x-image-placeholder']).toBe('1');
    expect(jpg.rawPayload.equals(PLACEHOLDER)).toBe(true);
    const png = await app.inject('/images/logos/nobody.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG_PLACEHOLDER)).toBe(true);
  });

  it('never serves a file outside the pictures folder', async () => {
    for (const path of ['/images/../secret.jpg', '/images/%2e%2e/secret.jpg', '/images/..%2fsecret.jpg']) {
      const response = await app.inject(path);
      expect(response.body).not.toContain('outside');
    }
    expect((await app.inject('/images/notes.txt')).statusCode).toBe(404);
  });

  it('names the site group in the page in route mode B, and refuses an unknown one', async () => {
    const modeB = await buildApp({
      registry,
      database,
      cookieSecret: 'x'.repeat(40),
      imagesDir: join(dir, 'images'),
      webDistDir: join(dir, 'web'),
      siteGroup: 'ironbridge',
    });
    const page = (await modeB.inject('/checkout')).body;
    expect(page).toContain('<meta name="portal-site-group" content="ironbridge" />');
    expect(page).toContain('<link rel="preload" href="/v1/storefront/ironbridge" as="fetch" crossorigin="anonymous" />');
    await modeB.close();
    await expect(
      buildApp({ registry, database, cookieSecret: 'x'.repeat(40), imagesDir: dir, siteGroup: 'nobody' }),
    ).rejects.toThrow(/SITE_GROUP/);
  });

  it('serves the web app for screen paths and JSON 404s for unknown API paths', async () => {
    const page = await app.inject('/harbor/catalog/mens');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.body).toContain('<meta name="portal-site-group" content="" />');
    // A group's screens start fetching its storefront with the page; the landing and unknown paths do not.
    expect(page.body).toContain('<link rel="preload" href="/v1/storefront/harbor" as="fetch" crossorigin="anonymous" />');
    expect((await app.inject('/summit?x=1')).body).toContain('href="/v1/storefront/summit"');
    expect((await app.inject('/')).body).toContain('id="root"');
    expect((await app.inject('/')).body).not.toContain('rel="preload"');
    expect((await app.inject('/nobody/checkout')).body).not.toContain('rel="preload"');
    // And the scripts of the screen it opens, beyond what the entry script brings.
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/catalog-1.js" />');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/mui-1.js" />');
    expect(page.body).not.toContain('react-1.js');
    expect(page.body).not.toContain('landing-1.js');
    expect((await app.inject('/')).body).toContain('href="/assets/landing-1.js"');
    expect((await app.inject('/harbor/constructor')).body).not.toContain('modulepreload');
    const api = await app.inject('/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /v1/nothing-here.', code: 'NOT_FOUND' });
  });

  it('answers HEAD on a screen path as it answers GET, without the body', async () => {
    for (const path of ['/harbor/catalog/mens', '/', '/summit?x=1', '/nobody/checkout']) {
      const get = await app.inject(path);
      const head = await app.inject({ method: 'HEAD', url: path });
      expect(head.statusCode, path).toBe(200);
      expect(head.body, path).toBe('');
      for (const header of ['content-type', 'content-length', 'cache-control', 'content-security-policy'])
        expect(head.headers[header], `${path} ${header}`).toBe(get.headers[header]);
    }
    // Not a screen: still 404, as for GET.
    for (const path of ['/v1/nothing-here', '/assets/index-gone.js', '/images/notes.txt']) {
      expect((await app.inject({ method: 'HEAD', url: path })).statusCode, path).toBe(404);
    }
  });
});
