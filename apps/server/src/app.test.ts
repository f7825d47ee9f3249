import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { registry } from '../test-support/test-app';
import { buildApp } from './app';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PLACEHOLDER = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 9, 9]);
const PNG_PLACEHOLDER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 7]);

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
    expect((await modeB.inject('/checkout')).body).toContain('<meta name="portal-site-group" content="ironbridge" />');
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
    expect((await app.inject('/')).body).toContain('id="root"');
    const api = await app.inject('/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /v1/nothing-here.', code: 'NOT_FOUND' });
  });
});
