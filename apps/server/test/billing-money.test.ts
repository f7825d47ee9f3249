import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleAccountLedgerAnswer, InvoiceSummary, Payment } from '@portal/domain';
import { pdfText } from '@portal/testing/pdf-text';
import { addAccount } from '../src/billing/account-store';
import { billingAudit, creditNotes, invoices, paymentAllocations, payments } from '../src/db/schema';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('credit notes, payments and allocations (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<'admin' | 'accounts' | 'rep', string>;
  let accountId: string;
  let otherAccountInvoice: string;
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const ledger = async () =>
    (await call(cookies.rep, 'GET', `/api/console/billing/accounts/${accountId}/ledger`)).json<ConsoleAccountLedgerAnswer>();
  const invoiceNumbered = async (number: string) => (await ledger()).invoices.find((i) => i.number === number)!;
  const money = async () => ({
    invoices: await t.database.db.select().from(invoices).orderBy(invoices.number),
    creditNotes: await t.database.db.select().from(creditNotes).orderBy(creditNotes.number),
    payments: await t.database.db.select().from(payments).orderBy(payments.id),
    allocations: await t.database.db.select().from(paymentAllocations).orderBy(paymentAllocations.id),
  });
  const shipNew = async (group: string) => {
    const { order_id } = await placeTestOrder(t, group);
    for (const [version, move] of [
      [0, { to: 'in_production' }],
      [1, { to: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const)
      expect((await call(cookies.admin, 'POST', `/api/console/orders/${order_id}/status`, { ...move, version })).statusCode).toBe(
        200,
      );
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order_id));
    return invoice!;
  };
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  let numbers: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      accounts: (await loggedInStaff(t, 'accounts')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie,
    };
    const base = {
      store_code: '',
      accounting_name: 'AR',
      address: [],
      terms: 'net_30' as const,
      credit_limit_cents: null,
      contacts: ['payables@harbor-auto.example'],
      invoice_when: 'shipped' as const,
      reminder_days: [0],
    };
    const actor = { staffId: null, label: 'shell', requestId: 'test' };
    accountId = (await addAccount(t.database.db, registry, actor, { ...base, group_key: 'harbor', name: 'Harbor Point Motors' }))
      .id;
    await addAccount(t.database.db, registry, actor, { ...base, group_key: 'cedar', name: 'Cedar Creek Automotive' });
    for (let i = 0; i < 3; i += 1) numbers.push((await shipNew('harbor')).number);
    otherAccountInvoice = (await shipNew('cedar')).id;
    numbers = numbers.sort();
  });
  afterAll(async () => t?.close());

  it('a credit note takes part of an invoice, is numbered CN, audited, and its PDF names it', async () => {
    const invoice = await invoiceNumbered(numbers[1]!);
    const response = await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${invoice.id}/credit-notes`, {
      amount_cents: 500,
      reason: 'Two polos arrived with a loose thread',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { credit_note, invoice: after } = response.json();
    expect(credit_note.number).toMatch(/^CN-\d{4}-000001$/);
    expect(after).toMatchObject({ credited_cents: 500, outstanding_cents: invoice.total_cents - 500, status: 'partly_paid' });
    const pdf = await call(cookies.rep, 'GET', `/api/console/billing/credit-notes/${credit_note.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain(credit_note.number);
    expect(text).toContain(invoice.number);
    const [audit] = await t.database.db.select().from(billingAudit).where(eq(billingAudit.subjectId, credit_note.id));
    expect(audit).toMatchObject({ action: 'credit_note_issued', before: { status: 'open' } });
  });

  it('refuses a credit note larger than what is left, a rep, and bad amounts, changing nothing', async () => {
    const invoice = await invoiceNumbered(numbers[1]!);
    const before = await money();
    const url = `/api/console/billing/invoices/${invoice.id}/credit-notes`;
    const cases: [string, object, number][] = [
      [cookies.accounts, { amount_cents: invoice.outstanding_cents + 1, reason: 'Too much' }, 409],
      [cookies.rep, { amount_cents: 100, reason: 'A rep may not' }, 403],
      [cookies.accounts, { amount_cents: -100, reason: 'Negative' }, 400],
      [cookies.accounts, { amount_cents: 10.5, reason: 'Fractions' }, 400],
      [cookies.accounts, { amount_cents: 100, reason: '' }, 400],
    ];
    for (const [cookie, body, status] of cases) {
      const response = await call(cookie, 'POST', url, body);
      expect(response.statusCode, response.body).toBe(status);
    }
    expect(
      (await call(cookies.accounts, 'POST', url.replace(invoice.id, crypto.randomUUID()), { amount_cents: 1, reason: 'Nobody' }))
        .statusCode,
    ).toBe(404);
    expect(await money()).toEqual(before);
  });

  it('a part payment, then the rest oldest first: the invoice turns partly paid, then paid, and the balance follows', async () => {
    const first = await invoiceNumbered(numbers[0]!);
    const start = await ledger();
    const part = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${accountId}/payments`, {
      amount_cents: 1000,
      received_on: today(),
      method: 'cheque',
      reference: 'Cheque 4471',
      allocations: [{ invoice_id: first.id, amount_cents: 1000 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json<Payment>()).toMatchObject({
      amount_cents: 1000,
      unallocated_cents: 0,
      allocations: [{ invoice_number: first.number }],
    });
    expect((await invoiceNumbered(first.number)).status).toBe('partly_paid');
    expect((await ledger()).balance_cents).toBe(start.balance_cents - 1000);
    const rest = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${accountId}/payments`, {
      amount_cents: first.total_cents - 1000,
      received_on: today(),
      method: 'ach',
      reference: 'ACH 20261127',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await invoiceNumbered(first.number)).status).toBe('paid');
    const now = await ledger();
    const outstanding = now.invoices.reduce((total, i) => total + (i.status === 'void' ? 0 : i.outstanding_cents), 0);
    expect(now.balance_cents).toBe(outstanding - now.credit_cents);
  });

  it('refuses an over-allocation, another account’s invoice, a payment in the future and a rep, changing nothing', async () => {
    const second = await invoiceNumbered(numbers[1]!);
    const before = await money();
    const url = `/api/console/billing/accounts/${accountId}/payments`;
    const pay = { amount_cents: 300, received_on: today(), method: 'card', reference: 'Card' };
    const cases: [string, object, number][] = [
      [cookies.accounts, { ...pay, allocations: [{ invoice_id: second.id, amount_cents: 301 }] }, 409],
      [
        cookies.accounts,
        {
          ...pay,
          amount_cents: second.outstanding_cents + 10,
          allocations: [{ invoice_id: second.id, amount_cents: second.outstanding_cents + 10 }],
        },
        409,
      ],
      [cookies.accounts, { ...pay, allocations: [{ invoice_id: otherAccountInvoice, amount_cents: 100 }] }, 400],
      [cookies.accounts, { ...pay, received_on: '2999-01-01' }, 400],
      [cookies.accounts, { ...pay, amount_cents: 0 }, 400],
      [cookies.accounts, { ...pay, amount_cents: -300 }, 400],
      [cookies.rep, pay, 403],
    ];
    for (const [cookie, body, status] of cases) {
      const response = await call(cookie, 'POST', url, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(status);
    }
    expect(await money()).toEqual(before);
  });

  it('two staff allocating one payment’s credit at once never give more than it has', async () => {
    const credit = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${accountId}/payments`, {
      amount_cents: 700,
      received_on: today(),
      method: 'other',
      reference: 'Credit to spread',
      allocations: [],
    });
    const payment = credit.json<Payment>();
    expect(payment.unallocated_cents).toBe(700);
    const target = await invoiceNumbered(numbers[1]!);
    expect(target.outstanding_cents).toBeGreaterThanOrEqual(700);
    const answers = await Promise.all(
      [cookies.accounts, cookies.admin].map((cookie) =>
        call(cookie, 'POST', `/api/console/billing/payments/${payment.id}/allocations`, {
          allocations: [{ invoice_id: target.id, amount_cents: 500 }],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = (await ledger()).payments.find((p) => p.id === payment.id)!;
    expect(after.unallocated_cents).toBe(200);
  });

  it('voids an invoice once, not while payments are allocated to it, and a void invoice takes no payment', async () => {
    const third = await invoiceNumbered(numbers[2]!);
    const voided = await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${third.id}/void`, {
      reason: 'Billed twice',
    });
    expect(voided.statusCode, voided.body).toBe(201);
    expect(voided.json().invoice).toMatchObject({ status: 'void' });
    expect(voided.json().credit_note).toMatchObject({ voids: true });
    expect(
      (await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${third.id}/void`, { reason: 'Again' })).statusCode,
    ).toBe(409);
    const onVoid = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${accountId}/payments`, {
      amount_cents: 100,
      received_on: today(),
      method: 'card',
      reference: 'On a void invoice',
      allocations: [{ invoice_id: third.id, amount_cents: 100 }],
    });
    expect(onVoid.statusCode).toBe(409);
    expect(onVoid.json().message).toMatch(/void/);
    const paid = (await ledger()).invoices.find((i) => i.paid_cents > 0 && i.status !== 'void')!;
    const untouched = await money();
    const audited = (await t.database.db.select().from(billingAudit)).length;
    const refused = await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${paid.id}/void`, {
      reason: 'Paid already',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Take back the payments allocated to this invoice before voiding it.');
    // Refused whole: no credit note, no allocation taken back behind the staff member's back, nothing audited.
    expect(await money()).toEqual(untouched);
    expect(await t.database.db.select().from(billingAudit)).toHaveLength(audited);
  });

  it('voids a paid invoice once each allocation to it is taken back: the void credits all it has left, the payment keeps its money as credit', async () => {
    const before = await ledger();
    const paid = before.invoices.find((i) => i.paid_cents > 0 && i.status !== 'void')!;
    const allocations = before.payments.flatMap((p) =>
      p.allocations
        .filter((a) => a.invoice_id === paid.id && a.amount_cents > 0 && !a.taken_back)
        .map((a) => ({ ...a, payment: p.id })),
    );
    expect(allocations.length).toBeGreaterThan(0);
    for (const allocation of allocations)
      expect(
        (await call(cookies.accounts, 'POST', `/api/console/billing/allocations/${allocation.id}/take-back`)).statusCode,
      ).toBe(200);
    const voided = await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${paid.id}/void`, {
      reason: 'Billed twice',
    });
    expect(voided.statusCode, voided.body).toBe(201);
    expect(voided.json().credit_note.amount_cents).toBe(paid.total_cents - paid.credited_cents);
    expect(voided.json().invoice).toMatchObject({ status: 'void', paid_cents: 0, outstanding_cents: 0 });
    const after = await ledger();
    const given = allocations.reduce((total, a) => total + a.amount_cents, 0);
    expect(after.credit_cents).toBe(before.credit_cents + given);
    expect(after.balance_cents).toBe(before.balance_cents - (paid.total_cents - paid.credited_cents));
  });

  it('a reversal takes back the allocations and restores the balance; a payment is reversed once', async () => {
    const before = await ledger();
    const payment = before.payments.find((p) => p.amount_cents > 0 && p.allocations.length > 0 && !p.reversed)!;
    const reversed = await call(cookies.accounts, 'POST', `/api/console/billing/payments/${payment.id}/reverse`, {
      reason: 'Cheque bounced',
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json<Payment>()).toMatchObject({ amount_cents: -payment.amount_cents, reverses_id: payment.id });
    const after = await ledger();
    expect(after.balance_cents).toBe(before.balance_cents + payment.amount_cents);
    const original = after.payments.find((p) => p.id === payment.id)!;
    // The payment and its reversal cancel out: neither leaves a credit to allocate, and what the
    // payment held unallocated leaves the account's credit with it.
    expect(original).toMatchObject({ reversed: true, unallocated_cents: 0 });
    expect(after.credit_cents).toBe(before.credit_cents - payment.unallocated_cents);
    expect(
      (await call(cookies.accounts, 'POST', `/api/console/billing/payments/${payment.id}/reverse`, { reason: 'Twice' }))
        .statusCode,
    ).toBe(409);
    const invoicesAfter: InvoiceSummary[] = after.invoices;
    for (const invoice of invoicesAfter) expect(invoice.outstanding_cents).toBeGreaterThanOrEqual(0);
  });

  it('takes an allocation back once', async () => {
    const payment = (await ledger()).payments.find(
      (p) => p.allocations.some((a) => a.amount_cents > 0) && !p.reversed && p.amount_cents > 0,
    )!;
    const allocation = payment.allocations.find((a) => a.amount_cents > 0)!;
    const first = await call(cookies.accounts, 'POST', `/api/console/billing/allocations/${allocation.id}/take-back`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Payment>().unallocated_cents).toBe(payment.unallocated_cents + allocation.amount_cents);
    expect((await call(cookies.accounts, 'POST', `/api/console/billing/allocations/${allocation.id}/take-back`)).statusCode).toBe(
      409,
    );
  });

  it('an allocation is taken back once, whichever of its kind it is; an invoice credited in full is not voided', async () => {
    const target = (await ledger()).invoices.find((i) => i.status !== 'void' && i.outstanding_cents >= 1500)!;
    const paid = await call(cookies.accounts, 'POST', `/api/console/billing/accounts/${accountId}/payments`, {
      amount_cents: 1500,
      received_on: today(),
      method: 'card',
      reference: 'Two allocations',
      allocations: [
        { invoice_id: target.id, amount_cents: 1000 },
        { invoice_id: target.id, amount_cents: 500 },
      ],
    });
    const [ten, five] = paid.json<Payment>().allocations;
    const takeBack = (id: string) => call(cookies.accounts, 'POST', `/api/console/billing/allocations/${id}/take-back`);
    expect((await takeBack(five!.id)).statusCode).toBe(200);
    expect((await takeBack(five!.id)).statusCode).toBe(409);
    const last = await takeBack(ten!.id);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<Payment>()).toMatchObject({ unallocated_cents: 1500 });
    expect(
      last
        .json<Payment>()
        .allocations.filter((a) => a.taken_back)
        .map((a) => a.id)
        .sort(),
    ).toEqual([ten!.id, five!.id].sort());
    // Credited in full, then voided: a 409 with a reason, not a credit note of nothing.
    const open = await invoiceNumbered(target.number);
    await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${open.id}/credit-notes`, {
      amount_cents: open.outstanding_cents,
      reason: 'Credited in full',
    });
    const paidBack = (await ledger()).payments.find((p) => p.id === paid.json<Payment>().id)!;
    expect(paidBack.unallocated_cents).toBe(1500);
    const voided = await call(cookies.accounts, 'POST', `/api/console/billing/invoices/${open.id}/void`, {
      reason: 'Nothing left',
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toMatch(/credited in full|Take back/);
  });

  it('payments and allocations are never rewritten: the database refuses it', async () => {
    await expect(t.database.db.update(payments).set({ amountCents: 1 })).rejects.toThrow();
    await expect(t.database.db.delete(paymentAllocations)).rejects.toThrow();
    await expect(t.database.db.delete(creditNotes)).rejects.toThrow();
  });
});
