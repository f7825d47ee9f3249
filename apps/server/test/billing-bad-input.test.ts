// Bad requests to every billing call that takes input, from the accounts role (who may change
// billing): each is a 4xx with the { message, code } shape, never a 5xx, and changes nothing.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import {
  billingAccounts,
  billingAudit,
  creditNotes,
  emailOutbox,
  invoices,
  orderLines,
  orders,
  paymentAllocations,
  payments,
} from '../src/db/schema';
import { BAD_VALUES } from '../test-support/bad-values';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

type Method = 'GET' | 'POST' | 'PATCH';

/** Everything a billing change could touch. */
async function billingState(t: TestApp): Promise<unknown> {
  const db = t.database.db;
  const count = async (
    table:
      | typeof invoices
      | typeof creditNotes
      | typeof payments
      | typeof paymentAllocations
      | typeof billingAudit
      | typeof emailOutbox,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    accounts: await db.select().from(billingAccounts).orderBy(asc(billingAccounts.id)),
    invoices: await count(invoices),
    creditNotes: await count(creditNotes),
    payments: await count(payments),
    allocations: await count(paymentAllocations),
    audit: await count(billingAudit),
    outbox: await count(emailOutbox),
    totals: await db.select({ id: orders.id, t: orders.totalCents }).from(orders).orderBy(asc(orders.id)),
    prices: await db
      .select({ o: orderLines.orderId, p: orderLines.unitPriceCents })
      .from(orderLines)
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
  };
}

describe.each(DATABASE_KINDS)('bad input to billing (%s)', (kind) => {
  let t: TestApp;
  let cookie = '';
  let accountId = '';
  let invoiceId = '';
  let orderId = '';
  let payment: Payment;

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookie = (await loggedInStaff(t, 'accounts')).cookie;
    const admin = (await loggedInStaff(t, 'admin')).cookie;
    accountId = (
      await addAccount(
        t.database.db,
        registry,
        { staffId: null, label: 'shell', requestId: 'test' },
        {
          group_key: 'harbor',
          store_code: '',
          name: 'Harbor Point Motors',
          accounting_name: 'Harbor Point Motors',
          address: [],
          terms: 'net_30',
          credit_limit_cents: null,
          contacts: ['ap@harbor-auto.example'],
          invoice_when: 'shipped',
          reminder_days: [0],
        },
      )
    ).id;
    orderId = (await placeTestOrder(t, 'harbor')).order_id;
    for (const [version, move] of [
      [0, { to: 'in_production' }],
      [1, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const)
      await t.app.inject({
        method: 'POST',
        url: `/api/console/orders/${orderId}/status`,
        headers: { cookie: admin },
        payload: { ...move, version },
      });
    invoiceId = (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!.id;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/console/billing/accounts/${accountId}/payments`,
      headers: { cookie },
      payload: { amount_cents: 500, received_on: '2026-01-15', method: 'cheque', reference: 'Credit', allocations: [] },
    });
    payment = paid.json<Payment>();
  });
  afterAll(async () => t?.close());

  const bodies = (): [Method, string, Record<string, unknown>][] => [
    [
      'POST',
      '/api/console/billing/accounts',
      {
        group_key: 'cedar',
        store_code: '',
        name: 'Cedar',
        accounting_name: 'Cedar',
        address: [],
        terms: 'net_30',
        credit_limit_cents: null,
        contacts: [],
        invoice_when: 'shipped',
        reminder_days: [0],
      },
    ],
    ['PATCH', `/api/console/billing/accounts/${accountId}`, { version: 0, terms: 'net_15', name: 'Harbor' }],
    ['POST', `/api/console/billing/invoices/${invoiceId}/credit-notes`, { amount_cents: 100, reason: 'A reason' }],
    ['POST', `/api/console/billing/invoices/${invoiceId}/void`, { reason: 'A reason' }],
    [
      'POST',
      `/api/console/billing/accounts/${accountId}/payments`,
      {
        amount_cents: 100,
        received_on: '2026-01-15',
        method: 'ach',
        reference: 'R',
        allocations: [{ invoice_id: invoiceId, amount_cents: 100 }],
      },
    ],
    [
      'POST',
      `/api/console/billing/payments/${payment.id}/allocations`,
      { allocations: [{ invoice_id: invoiceId, amount_cents: 100 }] },
    ],
    ['POST', `/api/console/billing/payments/${payment.id}/reverse`, { reason: 'A reason' }],
    ['POST', `/api/console/billing/accounts/${accountId}/hold-lift`, { until: '2026-12-01', reason: 'A reason' }],
    ['POST', `/api/console/billing/accounts/${accountId}/statement/send`, { period: '2026-10' }],
    ['POST', `/api/console/billing/orders/${orderId}/lines/1/price`, { unit_price_cents: 100 }],
  ];

  const expectRefused = async (method: Method, url: string, payload: unknown, what: string) => {
    const before = await billingState(t);
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
    expect(response.json(), what).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(await billingState(t), what).toEqual(before);
  };

  it('refuses every field set to a value it cannot take, one at a time', async () => {
    let sent = 0;
    for (const [method, url, valid] of bodies())
      for (const field of Object.keys(valid))
        for (const value of BAD_VALUES) {
          // Values a field may take are not bad requests: no credit limit, no address or contact,
          // a reference or markup typed as text (the screens escape what they show).
          if (field === 'credit_limit_cents' && value === null) continue;
          if (field === 'store_code' && typeof value === 'string' && value.trim() === '') continue;
          if (
            ['address', 'contacts', 'allocations', 'reminder_days'].includes(field) &&
            Array.isArray(value) &&
            value.length === 0
          )
            continue;
          if (field === 'address' && Array.isArray(value) && value.every((line) => typeof line === 'string')) continue;
          if (
            ['name', 'accounting_name', 'reason', 'reference'].includes(field) &&
            typeof value === 'string' &&
            value.length < 300 &&
            value.trim() !== '' &&
            !value.includes('\u0000')
          )
            continue;
          if (field === 'reference' && typeof value === 'string' && value.length <= 80) continue;
          await expectRefused(
            method,
            url,
            { ...valid, [field]: value },
            `${method} ${url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          );
          sent += 1;
        }
    expect(sent).toBeGreaterThan(150);
  }, 240_000);

  it('refuses unknown fields, bodies that are not JSON objects, and bad ids in the address', async () => {
    for (const [method, url, valid] of bodies()) {
      await expectRefused(method, url, { ...valid, total: 0 }, `${url} unknown field`);
      await expectRefused(method, url, '{"amount_cents": ', `${url} broken JSON`);
      await expectRefused(method, url, '[]', `${url} an array`);
    }
    for (const id of ['not-a-uuid', '0', 'a'.repeat(300), '%00', '..%2F..%2Fetc'])
      for (const [method, url] of [
        ['GET', `/api/console/billing/invoices/${id}`],
        ['GET', `/api/console/billing/invoices/${id}/pdf`],
        ['GET', `/api/console/billing/accounts/${id}/ledger`],
        ['GET', `/api/console/billing/credit-notes/${id}/pdf`],
        ['POST', `/api/console/billing/payments/${id}/reverse`],
        ['POST', `/api/console/billing/allocations/${id}/take-back`],
        ['GET', `/v1/invoices/${id}/pdf?companyName=harbor`],
      ] as const)
        await expectRefused(method, url, method === 'GET' ? undefined : { reason: 'A reason' }, `${method} ${url}`);
    for (const query of ['period=2026-13', 'period=', 'period=26-10', 'period=2026-10&x=1'])
      await expectRefused('GET', `/api/console/billing/accounts/${accountId}/statement?${query}`, undefined, query);
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      'from=2026-01-01',
      'from=2026-01-01&to=2027-06-01',
      'from=2026-02-01&to=2026-01-01',
    ])
      await expectRefused('GET', `/api/console/billing/exports?${query}`, undefined, query);
  }, 120_000);
});
