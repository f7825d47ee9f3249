import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE, UNEXPECTED_MESSAGE } from '../src/errors/app-error';
import { cookiesFrom, createTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** A buyer's address sent as a statement parameter: it must never reach the log. */
const BUYER = 'quiet.buyer@example.com';

/*
 * A failed statement carries its SQL and parameters (buyers' names and e-mails) in Drizzle's error
 * message, and the driver's message often quotes the parameter it could not read. The log keeps
 * what helps find the fault (SQLSTATE, the driver's message without values, the request id) only.
 */
describe.each(DATABASE_KINDS)('database errors in the log (%s)', (kind) => {
  let t: TestApp;
  let admin = '';
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    t = await createTestApp(kind, { logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
    t.app.get('/test/connection-refused', async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      throw new DrizzleQueryError('select * from "orders" where "orders"."email" = $1', [BUYER], refused);
    });
    admin = cookiesFrom(
      await t.app.inject({
        method: 'POST',
        url: '/v1/admin/unlock',
        payload: { companyName: 'summit', password: 'crestline-admin' },
      }),
    );
    expect(admin).toContain('pa_summit=');
    // A column the statement cannot compare an e-mail with: the driver's message quotes the value.
    // The console's search index on lower(email) cannot survive an integer column: it goes first.
    await t.database.db.execute(sql`drop index orders_search_email_idx`);
    await t.database.db.execute(sql`alter table orders alter column email type integer using 0`);
  });
  afterAll(async () => t?.close());

  it('logs a failed statement with its SQLSTATE and request id, never a parameter', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/update-historical-order',
      payload: { companyName: 'summit', email: BUYER, created_at: 1795392000000, cart: [{ code: '1640', po: 'X' }] },
      headers: { cookie: admin, 'x-request-id': 'trace-db-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: UNEXPECTED_MESSAGE, code: 'INTERNAL' });

    expect(lines.join('\n')).not.toContain('quiet.buyer');
    const [error] = logged().filter((line) => line.level === 50);
    expect(error).toMatchObject({
      reqId: 'trace-db-1',
      dbError: { code: '22P02', message: expect.stringContaining('invalid input syntax for type integer') },
    });
    expect(error).not.toHaveProperty('err');
  });

  it('logs a lost database without the statement or its parameters', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/test/connection-refused', headers: { 'x-request-id': 'trace-db-2' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });

    const text = lines.join('\n');
    expect(text).not.toContain('quiet.buyer');
    expect(text).not.toContain('select *');
    const [error] = logged().filter((line) => line.level === 50);
    expect(error).toMatchObject({
      reqId: 'trace-db-2',
      dbError: { name: 'DrizzleQueryError', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
  });
});
