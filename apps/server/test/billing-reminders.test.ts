import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../src/billing/account-store';
import { issueInvoiceIfDue, SYSTEM_ACTOR } from '../src/billing/invoice-issuing';
import { recordPayment } from '../src/billing/money-changes';
import { sendDueReminders } from '../src/billing/reminders';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../src/config/env';
import { emailOutbox, orders } from '../src/db/schema';
import { placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const DAY = 86_400_000;
/**
 * Noon (UTC) of the day `days` calendar days before today in the provider's zone: days counted as
 * 24 hours would cross a change of clocks and land on another local day late in the evening.
 */
const calendarDaysAgo = (days: number) => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: DEFAULT_PROVIDER_TIME_ZONE });
  return new Date(Date.parse(`${today}T12:00:00Z`) - days * DAY);
};

describe.each(DATABASE_KINDS)('payment reminders (%s)', (kind) => {
  let t: TestApp;
  const settings = { registry, timeZone: DEFAULT_PROVIDER_TIME_ZONE };
  const actor = { staffId: null, label: 'shell', requestId: 'test' };
  /** Invoiced as if it had shipped `daysAgo` days ago; the order placed beforehand, since an account overdue is on hold. */
  const invoicedDaysAgo = async ({ order_id }: { order_id: string }, daysAgo: number) => {
    await t.database.db.update(orders).set({ fulfilmentStatus: 'shipped' }).where(eq(orders.id, order_id));
    return (await t.database.db.transaction((tx) =>
      issueInvoiceIfDue(tx, settings, order_id, SYSTEM_ACTOR, calendarDaysAgo(daysAgo)),
    ))!;
  };
  const reminders = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reminder'));

  beforeAll(async () => {
    t = await createTestApp(kind, { billingAccounts: 'none' });
    const base = {
      store_code: '',
      accounting_name: 'AR',
      address: [],
      terms: 'due_on_receipt' as const,
      credit_limit_cents: null,
      invoice_when: 'shipped' as const,
      reminder_days: [0, 30, 60],
    };
    await addAccount(t.database.db, registry, actor, {
      ...base,
      group_key: 'harbor',
      name: 'Harbor',
      contacts: ['ap@harbor-auto.example'],
    });
    await addAccount(t.database.db, registry, actor, { ...base, group_key: 'cedar', name: 'Cedar', contacts: [] });
  });
  afterAll(async () => t?.close());

  it('reminds each unpaid invoice at the latest step it reached, once per step, and never a paid one or one with no contact', async () => {
    const placed = [];
    for (let i = 0; i < 4; i += 1) placed.push(await placeTestOrder(t, 'harbor'));
    const cedar = await placeTestOrder(t, 'cedar');
    const dueToday = await invoicedDaysAgo(placed[0]!, 0);
    const late35 = await invoicedDaysAgo(placed[1]!, 35);
    const late70 = await invoicedDaysAgo(placed[2]!, 70);
    const paid = await invoicedDaysAgo(placed[3]!, 40);
    await recordPayment(t.database.db, settings, actor, paid.accountId, {
      amount_cents: paid.totalCents,
      received_on: new Date().toLocaleDateString('en-CA', { timeZone: DEFAULT_PROVIDER_TIME_ZONE }),
      method: 'ach',
      reference: 'Paid in full',
      allocations: [{ invoice_id: paid.id, amount_cents: paid.totalCents }],
    });
    await invoicedDaysAgo(cedar, 70);
    expect(await sendDueReminders(t.database.db, settings)).toBe(3);
    const sent = await reminders();
    expect(sent.map((m) => m.messageId).sort()).toEqual(
      [`reminder.${dueToday.id}.0`, `reminder.${late35.id}.30`, `reminder.${late70.id}.60`].sort(),
    );
    const late = sent.find((m) => m.messageId === `reminder.${late70.id}.60`)!;
    expect(late.message).toMatchObject({
      to: ['ap@harbor-auto.example'],
      subject: expect.stringContaining(`${late70.number} from Crestline Branded Supply is 70 days past due`),
      documents: [{ kind: 'invoice', id: late70.id }],
    });
    // The same day again, or the next day, sends nothing more: each invoice was reminded at its step.
    expect(await sendDueReminders(t.database.db, settings)).toBe(0);
    expect(await sendDueReminders(t.database.db, settings, new Date(Date.now() + DAY))).toBe(0);
    expect(await reminders()).toHaveLength(3);
    // Thirty days on, the invoice due today reaches its next step.
    expect(await sendDueReminders(t.database.db, settings, new Date(Date.now() + 30 * DAY))).toBeGreaterThanOrEqual(1);
    expect((await reminders()).map((m) => m.messageId)).toContain(`reminder.${dueToday.id}.30`);
  });
});
