import { and, eq } from 'drizzle-orm';
import {
  allocateOldestFirst,
  allocationProblem,
  creditNoteParts,
  creditNoteProblem,
  creditPartsProblem,
  formatPrice,
  invoiceParts,
  partsLeftToCredit,
  partsTotal,
  type MoneyParts,
  invoiceStatus,
  outstandingCents,
  paymentProblem,
  reversalProblem,
  unallocatedCents,
  voidCreditCents,
  voidProblem,
  type ConsoleRecordPaymentBody,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
  type Ledger,
} from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, creditNotes, paymentAllocations, payments } from '../db/schema';
import { queueEmail } from '../db/email-outbox';
import { AppError } from '../errors/app-error';
import { localDay } from '../time/local-time';
import { NO_SUCH_ACCOUNT, auditBilling, findAccount, type BillingAccountRow } from './account-store';
import type { Scope } from '../order-store/board-query';
import type { BillingActor, Tx } from './billing-actor';
import { takeDocumentNumber } from './document-counter';
import { renderCreditNoteEmail } from '../email/invoice-emails';
import {
  accountEntries,
  ledgerOf,
  NO_SUCH_INVOICE,
  type AccountEntries,
  type CreditNoteRow,
  type PaymentRow,
} from './ledger-store';
import type { BillingSettings } from './invoice-issuing';

export const NO_SUCH_PAYMENT = 'No such payment.';
export const NO_SUCH_ALLOCATION = 'No such allocation.';
export const NOT_THIS_ACCOUNTS = (number: string) => `Invoice ${number} is not an invoice of this account.`;
export const NOT_AN_INVOICE_OF_THE_ACCOUNT = 'One of the invoices is not an invoice of this account.';
export const PAYMENT_IN_THE_FUTURE = 'A payment cannot be received after today.';
export const REVERSED_PAYMENT = 'This payment was reversed: nothing of it can be allocated.';
export const TAKEN_BACK_ALREADY = 'This allocation was taken back already.';

/**
 * Every money change of an account runs under its row's lock, taken first: two staff recording,
 * allocating or crediting at once on one account take turns, so each checks the rules against
 * the ledger as the other left it (a payment's allocations never exceed it, a credit note never
 * exceeds what its invoice has left).
 */
async function lockAccount(tx: Tx, accountId: string): Promise<BillingAccountRow> {
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.id, accountId)).for('update');
  if (!account) throw new AppError('NOT_FOUND', NO_SUCH_ACCOUNT);
  return account;
}

/** The locked account and its entries, read after the lock so nothing changes under the checks. */
async function lockedLedger(
  tx: Tx,
  accountId: string,
): Promise<{ account: BillingAccountRow; entries: AccountEntries; ledger: Ledger }> {
  const account = await lockAccount(tx, accountId);
  const entries = await accountEntries(tx, accountId);
  return { account, entries, ledger: ledgerOf(entries) };
}

/** What a credit note's request asks to credit: the parts it names, or an amount alone, which credits goods. */
export interface CreditAsked {
  amountCents?: number | undefined;
  goodsCents?: number | undefined;
  freightCents?: number | undefined;
  taxCents?: number | undefined;
}

export const CREDIT_AMOUNT_NOT_ITS_PARTS = 'The amount of a credit note is the sum of its goods, freight and tax.';
export const CREDIT_OF_NOTHING = 'A credit note is a positive amount in cents.';
export const CREDIT_NAMES_NOTHING = 'Say how much of the goods, the freight and the tax the credit note credits.';

function askedParts(asked: CreditAsked): MoneyParts {
  const named = asked.goodsCents !== undefined || asked.freightCents !== undefined || asked.taxCents !== undefined;
  if (!named) {
    if (asked.amountCents === undefined) throw new AppError('UNPROCESSABLE', CREDIT_NAMES_NOTHING);
    return { goods_cents: asked.amountCents, freight_cents: 0, tax_cents: 0 };
  }
  const parts = { goods_cents: asked.goodsCents ?? 0, freight_cents: asked.freightCents ?? 0, tax_cents: asked.taxCents ?? 0 };
  if (asked.amountCents !== undefined && asked.amountCents !== partsTotal(parts))
    throw new AppError('UNPROCESSABLE', CREDIT_AMOUNT_NOT_ITS_PARTS);
  if (partsTotal(parts) <= 0) throw new AppError('UNPROCESSABLE', CREDIT_OF_NOTHING);
  return parts;
}

const refuse = (problem: string | null) => {
  if (problem) throw new AppError('CONFLICT', problem);
};

/**
 * Issues a credit note against an invoice (or, with `voids`, the note that voids it: all it has
 * left), numbered in the same transaction, audited with the invoice's standing before and after,
 * and e-mailed to the billing contacts with its PDF.
 */
export async function issueCreditNote(
  db: Database,
  settings: BillingSettings,
  actor: BillingActor,
  change: { invoiceId: string; accountId: string; credit: CreditAsked | 'void'; reason: string },
): Promise<CreditNoteRow> {
  return db.transaction(async (tx) => {
    const { account, entries, ledger } = await lockedLedger(tx, change.accountId);
    const row = entries.invoices.find((i) => i.id === change.invoiceId);
    if (!row) throw new AppError('NOT_FOUND', NO_SUCH_INVOICE);
    const invoice = ledger.invoices.find((i) => i.id === row.id)!;
    const invoiceSnapshot = row.snapshot as InvoiceSnapshot;
    // What is left of the goods, the freight and the tax, after the credit notes issued before.
    const left = partsLeftToCredit(
      invoiceParts(invoiceSnapshot),
      entries.creditNotes
        .filter((note) => note.invoiceId === row.id)
        .map((note) => creditNoteParts({ parts: (note.snapshot as CreditNoteSnapshot).parts, amount_cents: note.amountCents })),
    );
    const voids = change.credit === 'void';
    if (voids) refuse(voidProblem(ledger, invoice));
    // A void credits all that is left of every part (their sum is all the invoice has left to credit).
    const parts = change.credit === 'void' ? left : askedParts(change.credit);
    const amount = voids ? voidCreditCents(ledger, invoice) : partsTotal(parts);
    if (!voids) {
      // What the invoice has left to pay first (409, as ever), then each part against what is left of it (422).
      refuse(creditNoteProblem(ledger, invoice, amount));
      const problem = creditPartsProblem(left, parts);
      if (problem) throw new AppError('UNPROCESSABLE', problem);
    }
    const before = { status: invoiceStatus(ledger, invoice), outstanding_cents: outstandingCents(ledger, invoice) };

    const issuedOn = localDay(Date.now(), settings.timeZone);
    const number = await takeDocumentNumber(tx, 'CN', Number(issuedOn.slice(0, 4)));
    const snapshot: CreditNoteSnapshot = {
      number,
      issued_on: issuedOn,
      invoice_number: row.number,
      provider: invoiceSnapshot.provider,
      account: invoiceSnapshot.account,
      group: invoiceSnapshot.group,
      reason: change.reason,
      voids,
      amount_cents: amount,
      parts,
      freight_method: invoiceSnapshot.charges?.freight_method ?? null,
      tax_name: invoiceSnapshot.charges?.tax?.name ?? null,
    };
    const [note] = await tx
      .insert(creditNotes)
      .values({
        number,
        invoiceId: row.id,
        accountId: account.id,
        amountCents: amount,
        reason: change.reason,
        voids,
        issuedOn,
        snapshot,
        staffId: actor.staffId,
      })
      .returning();
    const after: Ledger = { ...ledger, creditNotes: [...ledger.creditNotes, { invoiceId: row.id, amountCents: amount, voids }] };
    await auditBilling(tx, actor, {
      accountId: account.id,
      groupKey: account.groupKey,
      action: voids ? 'invoice_voided' : 'credit_note_issued',
      subjectId: note!.id,
      before: { invoice: row.number, ...before },
      after: {
        invoice: row.number,
        credit_note: number,
        amount_cents: amount,
        ...parts,
        reason: change.reason,
        status: invoiceStatus(after, invoice),
        outstanding_cents: outstandingCents(after, invoice),
      },
    });
    if (account.contacts.length > 0)
      await queueEmail(tx, {
        groupKey: account.groupKey,
        orderId: row.orderId,
        kind: 'credit_note',
        messageId: `${note!.id}.credit_note`,
        message: renderCreditNoteEmail(snapshot, note!.id, account.contacts),
      });
    return note!;
  });
}

/** Checks each allocation against the ledger as the ones before it leave it; answers the ledger after them all. */
function checkAllocations(
  ledger: Ledger,
  entries: AccountEntries,
  paymentId: string,
  allocations: readonly { invoice_id: string; amount_cents: number }[],
): Ledger {
  let next = ledger;
  const payment = () => next.payments.find((p) => p.id === paymentId)!;
  for (const allocation of allocations) {
    const row = entries.invoices.find((i) => i.id === allocation.invoice_id);
    if (!row) throw new AppError('INVALID_INPUT', NOT_AN_INVOICE_OF_THE_ACCOUNT);
    const invoice = next.invoices.find((i) => i.id === row.id)!;
    const problem = allocationProblem(next, payment(), invoice, allocation.amount_cents);
    if (problem) throw new AppError('CONFLICT', `${row.number}: ${problem}`);
    next = {
      ...next,
      allocations: [...next.allocations, { paymentId, invoiceId: row.id, amountCents: allocation.amount_cents }],
    };
  }
  return next;
}

async function insertAllocations(
  tx: Tx,
  actor: BillingActor,
  paymentId: string,
  allocations: readonly { invoice_id: string; amount_cents: number; takes_back_id?: number }[],
): Promise<void> {
  if (allocations.length === 0) return;
  await tx.insert(paymentAllocations).values(
    allocations.map((a) => ({
      paymentId,
      invoiceId: a.invoice_id,
      amountCents: a.amount_cents,
      takesBackId: a.takes_back_id ?? null,
      staffId: actor.staffId,
    })),
  );
}

/** The allocations of a payment not taken back yet, each as the entry that would take it back. */
function standingAllocations(entries: AccountEntries, paymentId: string) {
  const takenBack = new Set(entries.allocations.flatMap((a) => (a.takesBackId === null ? [] : [a.takesBackId])));
  return entries.allocations
    .filter((a) => a.paymentId === paymentId && a.amountCents > 0 && !takenBack.has(a.id))
    .map((a) => ({ invoice_id: a.invoiceId, amount_cents: -a.amountCents, takes_back_id: a.id }));
}

const numbered = (entries: AccountEntries, allocations: readonly { invoice_id: string; amount_cents: number }[]) =>
  allocations.map((a) => ({
    invoice: entries.invoices.find((i) => i.id === a.invoice_id)?.number,
    amount_cents: a.amount_cents,
  }));

/**
 * Records a payment on an account and allocates it: as `allocations` says, or to the open invoices
 * due first. What no invoice takes stays a credit on the account. One transaction, audited.
 */
export async function recordPayment(
  db: Database,
  settings: BillingSettings,
  actor: BillingActor,
  accountId: string,
  body: ConsoleRecordPaymentBody,
): Promise<PaymentRow> {
  return db.transaction((tx) => recordPaymentIn(tx, settings, actor, accountId, body));
}

/** recordPayment inside the caller's transaction: a bank file's rows are recorded all or none. */
export async function recordPaymentIn(
  tx: Tx,
  settings: BillingSettings,
  actor: BillingActor,
  accountId: string,
  body: ConsoleRecordPaymentBody,
): Promise<PaymentRow> {
  const problem = paymentProblem(body.amount_cents);
  if (problem) throw new AppError('INVALID_INPUT', problem);
  if (body.received_on > localDay(Date.now(), settings.timeZone)) throw new AppError('INVALID_INPUT', PAYMENT_IN_THE_FUTURE);
  const { account, entries, ledger } = await lockedLedger(tx, accountId);
  const [payment] = await tx
    .insert(payments)
    .values({
      accountId,
      amountCents: body.amount_cents,
      receivedOn: body.received_on,
      method: body.method,
      reference: body.reference,
      staffId: actor.staffId,
    })
    .returning();
  const withPayment: Ledger = {
    ...ledger,
    payments: [...ledger.payments, { id: payment!.id, amountCents: body.amount_cents }],
  };
  const allocations =
    body.allocations ??
    allocateOldestFirst(ledger, body.amount_cents).allocations.map((a) => ({
      invoice_id: a.invoiceId,
      amount_cents: a.amountCents,
    }));
  checkAllocations(withPayment, entries, payment!.id, allocations);
  await insertAllocations(tx, actor, payment!.id, allocations);
  await auditBilling(tx, actor, {
    accountId,
    groupKey: account.groupKey,
    action: 'payment_recorded',
    subjectId: payment!.id,
    after: {
      amount_cents: body.amount_cents,
      received_on: body.received_on,
      method: body.method,
      reference: body.reference,
      allocations: numbered(entries, allocations),
    },
  });
  return payment!;
}

/** The payment, or a 404 when there is none or the staff member does not see its account's group. */
async function paymentOf(tx: Tx, scope: Scope, paymentId: string): Promise<PaymentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('NOT_FOUND', NO_SUCH_PAYMENT);
  await findAccount(tx, scope, payment.accountId).catch(() => {
    throw new AppError('NOT_FOUND', NO_SUCH_PAYMENT);
  });
  return payment;
}

/** Gives what a payment has left to open invoices of its account. */
export async function allocatePayment(
  db: Database,
  actor: BillingActor & { scope: Scope },
  paymentId: string,
  allocations: readonly { invoice_id: string; amount_cents: number }[],
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const payment = await paymentOf(tx, actor.scope, paymentId);
    const { account, entries, ledger } = await lockedLedger(tx, payment.accountId);
    if (payment.amountCents < 0 || entries.payments.some((p) => p.reversesId === payment.id))
      throw new AppError('CONFLICT', REVERSED_PAYMENT);
    const before = unallocatedCents(ledger, { id: payment.id, amountCents: payment.amountCents });
    checkAllocations(ledger, entries, payment.id, allocations);
    await insertAllocations(tx, actor, payment.id, allocations);
    await auditBilling(tx, actor, {
      accountId: account.id,
      groupKey: account.groupKey,
      action: 'payment_allocated',
      subjectId: payment.id,
      before: { unallocated_cents: before },
      after: {
        unallocated_cents: before - allocations.reduce((total, a) => total + a.amount_cents, 0),
        allocations: numbered(entries, allocations),
      },
    });
    return payment;
  });
}

/** Takes an allocation back: an allocation of its own, negative, that names it, so the payment's credit and the invoice's due come back. Once. */
export async function takeBackAllocation(
  db: Database,
  actor: BillingActor & { scope: Scope },
  allocationId: number,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [allocation] = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.id, allocationId));
    if (!allocation || allocation.amountCents <= 0) throw new AppError('NOT_FOUND', NO_SUCH_ALLOCATION);
    const payment = await paymentOf(tx, actor.scope, allocation.paymentId);
    const { account, entries } = await lockedLedger(tx, payment.accountId);
    const takeBack = standingAllocations(entries, payment.id).find((a) => a.takes_back_id === allocation.id);
    if (!takeBack) throw new AppError('CONFLICT', TAKEN_BACK_ALREADY);
    await insertAllocations(tx, actor, payment.id, [takeBack]);
    const number = entries.invoices.find((i) => i.id === allocation.invoiceId)?.number;
    const net = entries.allocations
      .filter((a) => a.paymentId === payment.id && a.invoiceId === allocation.invoiceId)
      .reduce((total, a) => total + a.amountCents, 0);
    await auditBilling(tx, actor, {
      accountId: account.id,
      groupKey: account.groupKey,
      action: 'allocation_taken_back',
      subjectId: payment.id,
      before: { invoice: number, allocated_cents: net },
      after: { invoice: number, allocated_cents: net - allocation.amountCents },
    });
    return payment;
  });
}

/**
 * Reverses a payment (a bounced cheque, a payment keyed twice): takes back what it was allocated,
 * then records a payment of the opposite amount that names it. Both in one transaction, audited.
 */
export async function reversePayment(
  db: Database,
  settings: BillingSettings,
  actor: BillingActor & { scope: Scope },
  paymentId: string,
  reason: string,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const payment = await paymentOf(tx, actor.scope, paymentId);
    const { account, entries, ledger } = await lockedLedger(tx, payment.accountId);
    const reversed = entries.payments.some((p) => p.reversesId === payment.id);
    if (payment.amountCents <= 0 || reversed)
      refuse(reversalProblem(ledger, { id: payment.id, amountCents: payment.amountCents }, reversed));
    const takeBacks = standingAllocations(entries, payment.id);
    await insertAllocations(tx, actor, payment.id, takeBacks);
    const [reversal] = await tx
      .insert(payments)
      .values({
        accountId: account.id,
        amountCents: -payment.amountCents,
        receivedOn: localDay(Date.now(), settings.timeZone),
        method: payment.method,
        reference: `Reversal of ${payment.reference || formatPrice(payment.amountCents)}: ${reason}`.slice(0, 200),
        reversesId: payment.id,
        staffId: actor.staffId,
      })
      .returning();
    await auditBilling(tx, actor, {
      accountId: account.id,
      groupKey: account.groupKey,
      action: 'payment_reversed',
      subjectId: payment.id,
      before: {
        amount_cents: payment.amountCents,
        allocations: numbered(
          entries,
          takeBacks.map((a) => ({ invoice_id: a.invoice_id, amount_cents: -a.amount_cents })),
        ),
      },
      after: { reversal_id: reversal!.id, amount_cents: -payment.amountCents, reason },
    });
    return reversal!;
  });
}

/** The account of a payment, for the answer after a change. */
export async function accountOfPayment(db: Database, paymentId: string): Promise<string> {
  const [row] = await db
    .select({ accountId: payments.accountId })
    .from(payments)
    .where(and(eq(payments.id, paymentId)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_PAYMENT);
  return row.accountId;
}
