import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, type ConsolePaymentImportAnswer } from '@portal/domain';
import { addAccount } from '../src/billing/account-store';
import { invoices, paymentAllocations, payments } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('a bank file of payments (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'admin' | 'accounts' | 'rep', string>;
  let first: typeof invoices.$inferSelect;
  let second: typeof invoices.$inferSelect;
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const send = (csv: string, apply: boolean, cookie = cookies.accounts) =>
    t.app.inject({ method: 'POST', url: '/api/console/billing/payments/import', headers: { cookie }, payload: { csv, apply } });
  const recorded = async () => ({
    payments: await t.database.db.select().from(payments),
    allocations: await t.database.db.select().from(paymentAllocations),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      accounts: (await loggedInStaff(t, 'accounts')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie,
    };
    await addAccount(
      t.database.db,
      registry,
      { staffId: null, label: 'shell', requestId: 'test' },
      {
        group_key: 'harbor',
        store_code: '',
        name: 'Harbor Point Motors',
        accounting_name: 'Harbor Point Motors Inc',
        address: [],
        terms: 'net_30',
        credit_limit_cents: null,
        contacts: [],
        invoice_when: 'shipped',
        reminder_days: [0],
      },
    );
    const shipped: (typeof invoices.$inferSelect)[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { order_id } = await placeTestOrder(t, 'harbor');
      for (const [version, move] of [
        [0, { to: 'in_production' }],
        [1, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
      ] as const)
        await t.app.inject({
          method: 'POST',
          url: `/api/console/orders/${order_id}/status`,
          headers: { cookie: cookies.admin },
          payload: { ...move, version },
        });
      shipped.push((await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id)))[0]!);
    }
    const [one, two] = shipped.sort((a, b) => a.number.localeCompare(b.number));
    first = one!;
    second = two!;
  });
  afterAll(async () => t?.close());

  it('a dry run says where each row would go, row after row, and records nothing', async () => {
    const csv = [
      'Date,Account,Reference,Amount,Invoices',
      `${today()},Harbor Point Motors Inc,WIRE-1,${dollars(1000)},${first!.number}`,
      `${today()},harbor point motors inc,WIRE-2,"${formatPrice(first!.totalCents).replace('$', '')}",${first!.number}; ${second!.number}`,
    ].join('\n');
    const response = await send(csv, false);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ConsolePaymentImportAnswer>();
    expect(answer.applied).toBe(false);
    // The second row pays what the first left of the first invoice, then the second invoice.
    expect(answer.rows.map((r) => [r.line, r.problem, r.allocations])).toEqual([
      [2, null, [{ invoice_number: first!.number, amount_cents: 1000 }]],
      [
        3,
        null,
        [
          { invoice_number: first!.number, amount_cents: first!.totalCents - 1000 },
          { invoice_number: second!.number, amount_cents: 1000 },
        ],
      ],
    ]);
    expect(await recorded()).toEqual({ payments: [], allocations: [] });
  });

  it('applies nothing when any row cannot be, and says why for each', async () => {
    const csv = [
      'date,account,reference,amount,invoices',
      `${today()},Harbor Point Motors Inc,OK,10.00,`,
      `${today()},Nobody Motors,X,10.00,`,
      `2999-01-01,Harbor Point Motors Inc,X,10.00,`,
      `${today()},Harbor Point Motors Inc,X,10.001,`,
      `${today()},Harbor Point Motors Inc,X,10.00,INV-1999-000001`,
      `2026-02-30,Harbor Point Motors Inc,X,10.00,`,
    ].join('\n');
    const dry = (await send(csv, false)).json<ConsolePaymentImportAnswer>();
    expect(dry.rows.map((r) => r.problem)).toEqual([
      null,
      "No billing account is called 'Nobody Motors'.",
      'The payment cannot be received after today.',
      'The amount is not an amount of dollars and cents.',
      'INV-1999-000001 is not an invoice of this account.',
      'The date is not a day written YYYY-MM-DD.',
    ]);
    const applied = await send(csv, true);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toBe(
      'Nothing was recorded: the rows on lines 3, 4, 5, 6, 7 cannot be applied. Correct them and send the file again.',
    );
    expect(await recorded()).toEqual({ payments: [], allocations: [] });
  });

  it('records every row of a valid file in one go, with what is left over as credit; a rep cannot', async () => {
    const csv = [
      'Date,Account,Reference,Amount,Invoices',
      `${today()},Harbor Point Motors Inc,CHQ-1,${dollars(first!.totalCents)},${first!.number}`,
      `${today()},Harbor Point Motors Inc,CHQ-2,${dollars(second!.totalCents + 500)},`,
    ].join('\n');
    expect((await send(csv, true, cookies.rep)).statusCode).toBe(403);
    const response = await send(csv, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ConsolePaymentImportAnswer>()).toMatchObject({
      applied: true,
      rows: [{ credit_cents: 0 }, { credit_cents: 500 }],
    });
    const { payments: made, allocations } = await recorded();
    expect(made.map((p) => p.reference).sort()).toEqual(['CHQ-1', 'CHQ-2']);
    expect(allocations.reduce((total, a) => total + a.amountCents, 0)).toBe(first!.totalCents + second!.totalCents);
  });

  it('refuses a file that is not a bank file', async () => {
    for (const csv of ['just text', 'date,account\n2026-01-01,X', '"unclosed,quote\n'])
      expect((await send(csv, false)).statusCode, csv).toBe(400);
  });
});
