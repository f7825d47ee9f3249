import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const cursorOf = (t: number) => Buffer.from(JSON.stringify({ t, id: UUID })).toString('base64url');
/** The last millisecond of the year 9999, the latest date the API takes. */
const LAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/*
 * Dates a JavaScript Date holds but PostgreSQL does not (or reads as something else): each must be
 * refused as bad input, never reach the database and answer 500.
 */
describe.each(DATABASE_KINDS)('crafted dates (%s)', (kind) => {
  let t: TestApp;
  let session = '';
  let admin = '';
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    session = cookiesFrom(await post('/v1/login', { password: 'summit-demo' }, ''));
    admin = cookiesFrom(await post('/v1/admin/unlock', { companyName: 'summit', password: 'crestline-admin' }, ''));
    expect(session).toContain('pg_summit=');
    expect(admin).toContain('pa_summit=');
  });
  afterAll(async () => t?.close());

  it.each([8.64e15, -8.64e15, LAST_MS + 1, 1e15, -1, -62198755200000])(
    'refuses a history cursor dated %d with 400',
    async (ms) => {
      const response = await post('/v1/retrieve-orders', { companyName: 'summit', cursor: cursorOf(ms) }, session);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: 'The cursor is not one this server gave out.', code: 'INVALID_INPUT' });
    },
  );

  it.each([0, Date.UTC(2026, 10, 23), LAST_MS])('takes a history cursor dated %d', async (ms) => {
    const response = await post('/v1/retrieve-orders', { companyName: 'summit', cursor: cursorOf(ms) }, session);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each<number | string>([253402300800000, '253402300800000', 8.64e15, 1e15, '999999999999999'])(
    'refuses an admin edit of an order dated %s with 400',
    async (createdAt) => {
      const response = await post(
        '/v1/update-historical-order',
        { companyName: 'summit', email: 'rosa.delgado@example.com', created_at: createdAt, cart: [{ code: '1640', po: 'X' }] },
        admin,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: 'Order date is after the year 9999.', code: 'INVALID_INPUT' });
    },
  );

  it.each<number | string>([LAST_MS, String(LAST_MS), 0])('looks up an order dated %s (none: 404)', async (createdAt) => {
    const response = await post(
      '/v1/update-historical-order',
      { companyName: 'summit', email: 'rosa.delgado@example.com', created_at: createdAt, cart: [{ code: '1640', po: 'X' }] },
      admin,
    );
    expect(response.statusCode, response.body).toBe(404);
  });
});
