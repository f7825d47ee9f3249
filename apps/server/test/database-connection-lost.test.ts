import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { createTestApp, groupSessionCookie, type TestApp } from '../test-support/test-app';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// PostgreSQL ending a connection the pool has lent out (a restart, a failover, pg_terminate_backend)
// once crashed the server: pg emits 'error' on a checked-out client and nobody listened.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a database connection lost while in use (postgres)', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('fails the transaction on it, keeps the process, and serves the next request', async () => {
    const transaction = t.database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // The server's FATAL arrives while the client is lent out and between two queries.
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();

    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody('redrock', linesFor('redrock', '1640', 2), {
        bypassPaypal: true,
        bypassCode: 'MANAGER',
        store: 'RRFD01',
      }),
      headers: { cookie: await groupSessionCookie(t.app, 'redrock') },
    });
    expect(order.statusCode, order.body).toBe(201);
  });
});
