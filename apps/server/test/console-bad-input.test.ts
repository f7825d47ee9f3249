// Bad requests to every console route that takes input, from an admin (who may do everything):
// each is a 4xx with the { message, code } shape, never a 5xx, and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { addTestStaff, loggedInStaff, placeTestOrder } from '../test-support/console';
import { consoleState } from '../test-support/console-state';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import { BAD_VALUES } from '../test-support/bad-values';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(DATABASE_KINDS)('bad input to the console (%s)', (kind) => {
  let t: TestApp;
  let cookie = '';
  let orderId = '';
  let emailId = '';
  let staffId = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    orderId = (await placeTestOrder(t, 'harbor')).order_id;
    const [email] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    emailId = String(email!.id);
    cookie = (await loggedInStaff(t, 'admin')).cookie;
    staffId = (await addTestStaff(t, 'rep', ['harbor'])).row.id;
  });
  afterAll(async () => t?.close());

  const bodies = (): [Method, string, Record<string, unknown>][] => [
    ['POST', `/api/console/orders/${orderId}/status`, { to: 'in_production', version: 0 }],
    ['POST', `/api/console/orders/${orderId}/ship-date`, { est_ship_date: '2026-12-01', version: 0 }],
    ['POST', '/api/console/orders/bulk/in-production', { order_ids: [orderId] }],
    ['POST', '/api/console/orders/bulk/ship-date', { order_ids: [orderId], est_ship_date: '2026-12-01' }],
    [
      'POST',
      '/api/console/staff',
      { email: 'x.y@crestline.example', name: 'X Y', role: 'rep', groups: ['harbor'], password: 'long-enough-pass' },
    ],
    ['PATCH', `/api/console/staff/${staffId}`, { role: 'viewer', groups: [] }],
    ['POST', `/api/console/staff/${staffId}/password`, { password: 'long-enough-pass' }],
  ];

  const expectRefused = async (
    method: Method,
    url: string,
    init: { payload?: unknown; headers?: Record<string, string> },
    what: string,
  ) => {
    const before = await consoleState(t.database.db);
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie, 'content-type': 'application/json', ...init.headers },
      ...(init.payload === undefined
        ? {}
        : { payload: typeof init.payload === 'string' ? init.payload : JSON.stringify(init.payload) }),
    });
    expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
    expect(response.json(), what).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(await consoleState(t.database.db), what).toEqual(before);
  };

  it('refuses every field set to a value it cannot take, one at a time', async () => {
    let sent = 0;
    for (const [method, url, valid] of bodies())
      for (const field of Object.keys(valid))
        for (const value of BAD_VALUES) {
          // A value that happens to be valid for the field is not a bad request.
          if (field === 'groups' && Array.isArray(value) && value.length === 0) continue;
          if (field === 'est_ship_date' && value === null && !url.includes('/bulk/')) continue;
          // Markup is text like any other in a name or a password: the screens escape what they show.
          if ((field === 'name' || field === 'password') && value === '<script>alert(1)</script>') continue;
          await expectRefused(
            method,
            url,
            { payload: { ...valid, [field]: value } },
            `${method} ${url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          );
          sent += 1;
        }
    expect(sent).toBeGreaterThan(200);
  }, 240_000);

  it('refuses unknown fields, missing fields, bodies that are not JSON objects, and the wrong media type', async () => {
    for (const [method, url, valid] of bodies()) {
      await expectRefused(method, url, { payload: { ...valid, total: 0 } }, `${url} unknown field`);
      await expectRefused(
        method,
        url,
        { payload: { ...valid, __proto__: { role: 'admin' }, constructor: 1 } },
        `${url} prototype keys`,
      );
      await expectRefused(method, url, { payload: '{"to": ' }, `${url} broken JSON`);
      await expectRefused(method, url, { payload: '[]' }, `${url} an array`);
      await expectRefused(method, url, { payload: '"text"' }, `${url} a string`);
      await expectRefused(
        method,
        url,
        { payload: 'to=shipped', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        `${url} a form`,
      );
      await expectRefused(method, url, { payload: JSON.stringify({ ...valid, note: 'x'.repeat(300_000) }) }, `${url} too large`);
      if (!url.endsWith('/password') && !url.includes('/staff/'))
        await expectRefused(method, url, { payload: {} }, `${url} nothing`);
    }
  }, 120_000);

  it('refuses bad ids in the address', async () => {
    for (const id of ['not-a-uuid', '0', `${'a'.repeat(300)}`, '%00', '..%2F..%2Fetc'])
      for (const [method, url] of [
        ['GET', `/api/console/orders/${id}`],
        ['POST', `/api/console/orders/${id}/status`],
        ['POST', `/api/console/emails/${id}/send-again`],
        ['POST', `/api/console/orders/${id}/approval/remind`],
        ['PATCH', `/api/console/staff/${id}`],
        ['DELETE', `/api/console/staff/${id}`],
      ] as const)
        await expectRefused(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? {} : { payload: { to: 'shipped', version: 0, name: 'X' } },
          `${method} ${url}`,
        );
    await expectRefused(
      'POST',
      `/api/console/emails/${emailId}0000000000000000000/send-again`,
      {},
      'an e-mail id past any number',
    );
  });
});
