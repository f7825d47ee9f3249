import { sql } from 'drizzle-orm';
import { daysBetween, type InvoiceSnapshot } from '@portal/domain';
import type { Database } from '../db/database';
import { queueEmail } from '../db/email-outbox';
import { localDay } from '../time/local-time';
import { renderReminderEmail } from '../email/invoice-emails';
import type { BillingSettings } from './invoice-issuing';
import { claimRun, finishRun } from './statements';

interface OpenInvoice {
  id: string;
  order_id: string;
  group_key: string;
  due_on: string;
  snapshot: InvoiceSnapshot;
  outstanding: string | number;
  contacts: string[];
  reminder_days: number[];
}

/**
 * The day's payment reminders, once a day across instances: for each invoice with something left
 * to pay, the latest of its account's reminder steps (days after the due date) it has reached. An
 * e-mail's id names the invoice and the step, so no invoice is reminded twice at one step; a step
 * missed while the portal was down is not sent late once a later one is due.
 */
export async function sendDueReminders(db: Database, settings: BillingSettings, now: Date = new Date()): Promise<number> {
  const today = localDay(now.getTime(), settings.timeZone);
  if (!(await claimRun(db, 'reminders', today, now))) return 0;
  const open = (
    (await db.execute(sql`
      select i.id, i.order_id, i.group_key, i.due_on, i.snapshot, a.contacts, a.reminder_days,
        i.total_cents - coalesce(c.credited, 0) - coalesce(pa.allocated, 0) as outstanding
      from invoices i
      join billing_accounts a on a.id = i.account_id
      left join lateral (select sum(amount_cents) as credited, bool_or(voids) as voided
                         from credit_notes where invoice_id = i.id) c on true
      left join lateral (select sum(amount_cents) as allocated from payment_allocations where invoice_id = i.id) pa on true
      where i.due_on <= ${today} and not coalesce(c.voided, false)
        and i.total_cents - coalesce(c.credited, 0) - coalesce(pa.allocated, 0) > 0
        and jsonb_array_length(a.contacts) > 0`)) as unknown as { rows: OpenInvoice[] }
  ).rows;
  let queued = 0;
  for (const invoice of open) {
    const late = daysBetween(invoice.due_on, today);
    const step = Math.max(-1, ...invoice.reminder_days.filter((day) => day <= late));
    if (step < 0) continue;
    const inserted = await queueEmail(db, {
      groupKey: invoice.group_key,
      orderId: invoice.order_id,
      kind: 'reminder',
      messageId: `reminder.${invoice.id}.${step}`,
      message: renderReminderEmail(
        invoice.snapshot,
        invoice.id,
        { outstandingCents: Number(invoice.outstanding), daysLate: late },
        invoice.contacts,
      ),
    });
    if (inserted) queued += 1;
  }
  await finishRun(db, 'reminders', today);
  return queued;
}
