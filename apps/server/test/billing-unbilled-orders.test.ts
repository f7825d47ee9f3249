import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleUnbilledOrdersAnswer } from '@portal/domain';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { addAccount } from '../src/billing/account-store';
import { orders } from '../src/db/schema';
import { loggedInStaff } from '../test-support/console';
import { createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const NO_ACCOUNT =
  'Summit Ridge Auto Group has no billing account yet, so orders on account cannot be placed. Your cart is kept. Call Tobias Greer at (555) 013-0452 to have the account opened.';

describe.each(DATABASE_KINDS)('orders on account that no billing account would bill (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'viewer' | 'summitRep' | 'cedarRep', string>;
  const actor = { staffId: null, label: 'shell', requestId: 'test' };
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
  const account = (store_code: string) => ({
    group_key: 'summit',
    store_code,
    name: store_code ? 'Summit Ridge Toyota of Aspen Hollow' : 'Summit Ridge Auto Group',
    accounting_name: `Summit Ridge ${store_code || 'Auto Group'} (AR)`,
    address: [],
    terms: 'net_30' as const,
    credit_limit_cents: null,
    contacts: [],
    invoice_when: 'shipped' as const,
    reminder_days: [0],
  });
  const checkout = async (over: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/create-order',
      payload: checkoutBody('summit', linesFor('summit', '1640', 2), { bypassPaypal: true, bypassCode: 'SRTY01', ...over }),
      headers: { cookie: withCookies(await groupSessionCookie(t.app, 'summit')) },
      remoteAddress: '10.251.0.7',
    });
  const unbilled = async (cookie: string) => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/console/billing/unbilled-orders', headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ConsoleUnbilledOrdersAnswer>().orders;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = {
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
      summitRep: (await loggedInStaff(t, 'rep', ['summit'])).cookie,
      cedarRep: (await loggedInStaff(t, 'rep', ['cedar'])).cookie,
    };
  });
  afterAll(async () => t?.close());

  it('refuses the checkout on account with 422 naming the representative to call, and writes no order', async () => {
    const refused = await checkout({ store: 'SRTY01' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(NO_ACCOUNT);
    expect(await orderCount()).toBe(0);
    // A wrong code is refused as such first: a stranger learns nothing of the group's billing.
    const wrongCode = await checkout({ bypassCode: 'NOT-A-CODE' });
    expect(wrongCode.statusCode).toBe(403);
    expect(await orderCount()).toBe(0);
  });

  it("takes an order for a store billed apart, and refuses one no account bills while the group's account is missing", async () => {
    await addAccount(t.database.db, registry, actor, account('SRTY01'));
    const forTheStore = await checkout({ store: 'SRTY01' });
    expect(forTheStore.statusCode, forTheStore.body).toBe(201);
    const withoutStore = await checkout({ store: '' });
    expect(withoutStore.statusCode).toBe(422);
    expect(withoutStore.json().message).toBe(NO_ACCOUNT);
    const otherStore = await checkout({ store: 'SRHN01' });
    expect(otherStore.statusCode).toBe(422);
    expect(await orderCount()).toBe(1);
  });

  it('lists on the console an order on account that no account bills, for the staff who see its group, until its account opens', async () => {
    // Placed before checkouts were refused: shipped, never invoiced.
    const [legacy] = await t.database.db
      .insert(orders)
      .values({
        groupKey: 'summit',
        status: 'on_account',
        payment: 'account',
        totalCents: 12_450,
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'dana.whitfield@summit-auto.example',
        storeCode: 'SRHN01',
        placedAt: new Date('2026-11-02T15:00:00Z'),
        fulfilmentStatus: 'shipped',
        maskedBypassCode: '••••01',
      })
      .returning();
    const listed = await unbilled(cookies.viewer);
    expect(listed).toEqual([
      {
        order_id: legacy!.id,
        order_number: `CB-${legacy!.seq}`,
        group_key: 'summit',
        group_title: 'Summit Ridge Auto Group',
        store_name: 'Summit Ridge Honda of Aspen Hollow',
        buyer: 'Dana Whitfield',
        placed_at: Date.parse('2026-11-02T15:00:00Z'),
        total_cents: 12_450,
        fulfilment_status: 'shipped',
      },
    ]);
    expect(await unbilled(cookies.summitRep)).toHaveLength(1);
    expect(await unbilled(cookies.cedarRep)).toEqual([]);

    await addAccount(t.database.db, registry, actor, account(''));
    expect(await unbilled(cookies.viewer)).toEqual([]);
    expect((await checkout({ store: '' })).statusCode).toBe(201);
  });
});
