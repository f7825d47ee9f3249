import { and, asc, eq, sql } from 'drizzle-orm';
import {
  buildStatement,
  monthDays,
  previousMonth,
  type InvoiceSnapshot,
  type StatementEntryInput,
  type StatementSnapshot,
} from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, scheduledRuns, statements } from '../db/schema';
import { queueEmail } from '../db/email-outbox';
import { renderStatementEmail } from '../email/statement-emails';
import { AppError } from '../errors/app-error';
import { localDay } from '../time/local-time';
import { auditBilling, type BillingAccountRow } from './account-store';
import type { BillingActor } from './billing-actor';
import { documentAccount, documentGroup, documentProvider } from './invoice-snapshot';
import type { BillingSettings } from './invoice-issuing';
import { SYSTEM_ACTOR } from './invoice-issuing';
import { accountEntries } from './ledger-store';

export type StatementRow = typeof statements.$inferSelect;

export const MONTH_NOT_OVER = "A month's statement is sent once the month is over.";

/** The account's statement of a month, computed from its entries as they are now. */
export async function computeStatement(
  db: Database,
  settings: BillingSettings,
  account: BillingAccountRow,
  period: string,
): Promise<StatementSnapshot> {
  const entries = await accountEntries(db, account.id);
  const inputs: StatementEntryInput[] = [
    ...entries.invoices.map((invoice) => {
      const snapshot = invoice.snapshot as InvoiceSnapshot;
      return {
        kind: 'invoice' as const,
        id: invoice.id,
        on: invoice.issuedOn,
        reference: invoice.number,
        amountCents: invoice.totalCents,
        store: snapshot.store?.name ?? null,
        customerPo: snapshot.order.customer_po,
        dueOn: invoice.dueOn,
        at: invoice.createdAt.getTime(),
      };
    }),
    ...entries.creditNotes.map((note) => ({
      kind: 'credit_note' as const,
      id: note.id,
      on: note.issuedOn,
      reference: note.number,
      amountCents: -note.amountCents,
      invoiceId: note.invoiceId,
      at: note.createdAt.getTime(),
    })),
    ...entries.payments.map((payment) => ({
      kind: 'payment' as const,
      id: payment.id,
      on: payment.receivedOn,
      reference: payment.reference || (payment.amountCents < 0 ? 'Reversal' : 'Payment'),
      amountCents: -payment.amountCents,
      at: payment.createdAt.getTime(),
    })),
  ];
  const allocations = entries.allocations.map((a) => ({
    invoiceId: a.invoiceId,
    on: localDay(a.createdAt.getTime(), settings.timeZone),
    amountCents: a.amountCents,
  }));
  const tenant = settings.registry.groups.get(account.groupKey);
  return buildStatement(
    {
      provider: documentProvider(settings.registry.provider),
      account: documentAccount(account),
      group: tenant ? documentGroup(tenant) : { key: account.groupKey, title: account.groupKey, logo: null },
    },
    period,
    inputs,
    allocations,
  );
}

/**
 * Keeps the month's statement as it stands now (once: a statement kept is the one sent) and queues
 * its e-mail to the billing contacts. `sendKey` makes the e-mail's id: the scheduled run uses the
 * period, so a run started twice sends once; staff sending again use a key of their own.
 */
export async function sendStatement(
  db: Database,
  settings: BillingSettings,
  actor: BillingActor,
  account: BillingAccountRow,
  period: string,
  sendKey: string,
  now: Date = new Date(),
  /** The month's statement when the caller has computed it already. */
  computed?: StatementSnapshot,
): Promise<{ statement: StatementRow | null; queued: boolean }> {
  // A statement is kept as sent: one for a month not over yet would stand for the whole month.
  if (period >= localDay(now.getTime(), settings.timeZone).slice(0, 7)) throw new AppError('CONFLICT', MONTH_NOT_OVER);
  // Nobody to send it to: nothing is kept, so the month can still be sent once a contact is added.
  if (account.contacts.length === 0) return { statement: null, queued: false };
  const snapshot = computed ?? (await computeStatement(db, settings, account, period));
  return db.transaction(async (tx) => {
    await tx.insert(statements).values({ accountId: account.id, period, snapshot, staffId: actor.staffId }).onConflictDoNothing();
    const [statement] = await tx
      .select()
      .from(statements)
      .where(and(eq(statements.accountId, account.id), eq(statements.period, period)));
    const queued = await queueEmail(tx, {
      groupKey: account.groupKey,
      orderId: null,
      kind: 'statement',
      messageId: `statement.${statement!.id}.${sendKey}`,
      message: renderStatementEmail(statement!.snapshot as StatementSnapshot, statement!.id, account.contacts),
    });
    if (queued)
      await auditBilling(tx, actor, {
        accountId: account.id,
        groupKey: account.groupKey,
        action: 'statement_sent',
        subjectId: statement!.id,
        after: {
          period,
          to: account.contacts,
          closing_balance_cents: (statement!.snapshot as StatementSnapshot).closing_balance_cents,
        },
      });
    return { statement: statement!, queued };
  });
}

/** How long a claimed run may take before another instance takes it over. */
const RUN_LEASE_MS = 15 * 60_000;

/**
 * Claims a job's run for a period: inserts its row, or takes over one whose lease ran out and that
 * never finished. True for the one instance that wins; every other instance gets false.
 */
export async function claimRun(db: Database, job: string, period: string, now: Date = new Date()): Promise<boolean> {
  const until = new Date(now.getTime() + RUN_LEASE_MS).toISOString();
  const result = (await db.execute(sql`
    insert into ${scheduledRuns} (job, period, claimed_until) values (${job}, ${period}, ${until})
    on conflict (job, period) do update set claimed_until = excluded.claimed_until
      where ${scheduledRuns.doneAt} is null and ${scheduledRuns.claimedUntil} < ${now.toISOString()}
    returning job`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function finishRun(db: Database, job: string, period: string): Promise<void> {
  await db
    .update(scheduledRuns)
    .set({ doneAt: new Date() })
    .where(and(eq(scheduledRuns.job, job), eq(scheduledRuns.period, period)));
}

/**
 * The statements of the 1st: from the 1st of a month (the provider's calendar) on, the month
 * before's statement of every account opened before it ended goes to its billing contacts, once
 * across every instance. Answers how many were queued (0 when another instance has the run).
 */
export async function runMonthlyStatements(db: Database, settings: BillingSettings, now: Date = new Date()): Promise<number> {
  const period = previousMonth(localDay(now.getTime(), settings.timeZone));
  if (!(await claimRun(db, 'statements', period, now))) return 0;
  const end = monthDays(period).to;
  const accounts = await db.select().from(billingAccounts).orderBy(asc(billingAccounts.groupKey), asc(billingAccounts.storeCode));
  let queued = 0;
  for (const account of accounts) {
    if (localDay(account.createdAt.getTime(), settings.timeZone) > end || account.contacts.length === 0) continue;
    // An account that owed nothing and did nothing all month gets no statement.
    const preview = await computeStatement(db, settings, account, period);
    if (preview.lines.length === 0 && preview.opening_balance_cents === 0) continue;
    const sent = await sendStatement(db, settings, SYSTEM_ACTOR, account, period, 'monthly', now, preview);
    if (sent.queued) queued += 1;
  }
  await finishRun(db, 'statements', period);
  return queued;
}

/** The month's statement as sent, or as it stands now when it was not sent yet. */
export async function statementFor(
  db: Database,
  settings: BillingSettings,
  account: BillingAccountRow,
  period: string,
): Promise<{ statement: StatementSnapshot; sentAt: Date | null; id: string | null }> {
  const [kept] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.accountId, account.id), eq(statements.period, period)));
  if (kept) return { statement: kept.snapshot as StatementSnapshot, sentAt: kept.createdAt, id: kept.id };
  return { statement: await computeStatement(db, settings, account, period), sentAt: null, id: null };
}
