import * as z from 'zod/mini';
import { AGING_BUCKETS, agingBucket, type AgingBucket } from './ledger';
import { invoiceSnapshotSchema } from './invoice-snapshot';

// A monthly statement of an account: what it owed at the start of the month, what was invoiced,
// credited and paid in it, what it owes at the end, and how long that is past due. Computed from
// the account's entries alone (pure), so the console's preview, the PDF, the CSV and the e-mail of
// the 1st all say the same.

/** One entry of an account as a statement reads it: its day in the provider's calendar and its effect on the balance. */
export interface StatementEntryInput {
  kind: 'invoice' | 'credit_note' | 'payment';
  id: string;
  /** 'YYYY-MM-DD'. */
  on: string;
  /** Invoice, credit note number, or the payment's reference. */
  reference: string;
  /** Positive: what the account owes more (an invoice, a reversed payment); negative: less. */
  amountCents: number;
  /** For an invoice: its store, its customer PO and when it is due. */
  store?: string | null;
  customerPo?: string;
  dueOn?: string;
  /** For a credit note: the invoice it credits. */
  invoiceId?: string;
  /** When it was recorded (ms since 1970): entries of one day in the order they happened. */
  at?: number;
}

/** What was allocated to an invoice, on a day: what an invoice had left on any day is read from these. */
export interface StatementAllocationInput {
  invoiceId: string;
  on: string;
  amountCents: number;
}

export const statementLineSchema = z.object({
  on: z.string(),
  kind: z.enum(['invoice', 'credit_note', 'payment']),
  reference: z.string(),
  /** Positive adds to what is owed. */
  amount_cents: z.int(),
  /** The balance after this line. */
  balance_cents: z.int(),
  store: z.nullable(z.string()),
  customer_po: z.string(),
  due_on: z.nullable(z.string()),
});

export const statementSubtotalSchema = z.object({ label: z.string(), invoices: z.int(), total_cents: z.int() });

export const statementSnapshotSchema = z.object({
  /** 'YYYY-MM'. */
  period: z.string(),
  /** The first and last days of the month. */
  from: z.string(),
  to: z.string(),
  provider: invoiceSnapshotSchema.shape.provider,
  account: invoiceSnapshotSchema.shape.account,
  group: invoiceSnapshotSchema.shape.group,
  opening_balance_cents: z.int(),
  invoiced_cents: z.int(),
  credited_cents: z.int(),
  /** Payments less reversals received in the month. */
  paid_cents: z.int(),
  closing_balance_cents: z.int(),
  lines: z.array(statementLineSchema),
  /** What was owed at the month's end by how long past due. */
  aging: z.record(z.enum(AGING_BUCKETS), z.int()),
  /** The month's invoices by store ('No store' for those placed without one). */
  by_store: z.array(statementSubtotalSchema),
  /** The month's invoices by the buyer's PO ('No PO' for those without one). */
  by_po: z.array(statementSubtotalSchema),
});
export type StatementSnapshot = z.output<typeof statementSnapshotSchema>;

export const NO_STORE = 'No store';
export const NO_PO = 'No PO';

/** The first and last days of a month 'YYYY-MM'. */
export function monthDays(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/** The month before the one a day 'YYYY-MM-DD' falls in: the statement sent on the 1st covers it. */
export function previousMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

function subtotals(invoices: readonly StatementEntryInput[], labelOf: (e: StatementEntryInput) => string) {
  const groups = new Map<string, { label: string; invoices: number; total_cents: number }>();
  for (const invoice of invoices) {
    const label = labelOf(invoice);
    const group = groups.get(label) ?? { label, invoices: 0, total_cents: 0 };
    group.invoices += 1;
    group.total_cents += invoice.amountCents;
    groups.set(label, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** The statement of a month from every entry of the account (those after the month are left out). */
export function buildStatement(
  header: Pick<StatementSnapshot, 'provider' | 'account' | 'group'>,
  period: string,
  entries: readonly StatementEntryInput[],
  allocations: readonly StatementAllocationInput[],
): StatementSnapshot {
  const { from, to } = monthDays(period);
  const sorted = [...entries].sort(
    (a, b) => a.on.localeCompare(b.on) || (a.at ?? 0) - (b.at ?? 0) || a.reference.localeCompare(b.reference),
  );
  const before = sorted.filter((e) => e.on < from);
  const during = sorted.filter((e) => e.on >= from && e.on <= to);
  const sum = (list: readonly StatementEntryInput[]) => list.reduce((total, e) => total + e.amountCents, 0);
  const opening = sum(before);
  let running = opening;
  const lines = during.map((e) => {
    running += e.amountCents;
    return {
      on: e.on,
      kind: e.kind,
      reference: e.reference,
      amount_cents: e.amountCents,
      balance_cents: running,
      store: e.kind === 'invoice' ? (e.store ?? null) : null,
      customer_po: e.kind === 'invoice' ? (e.customerPo ?? '') : '',
      due_on: e.kind === 'invoice' ? (e.dueOn ?? null) : null,
    };
  });
  // What each invoice had left at the month's end: its total, less credit notes and allocations up to then.
  const aging = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
  const upToEnd = sorted.filter((e) => e.on <= to);
  for (const invoice of upToEnd.filter((e) => e.kind === 'invoice')) {
    const credited = -sum(upToEnd.filter((e) => e.kind === 'credit_note' && e.invoiceId === invoice.id));
    const paid = allocations.filter((a) => a.invoiceId === invoice.id && a.on <= to).reduce((t, a) => t + a.amountCents, 0);
    const left = invoice.amountCents - credited - paid;
    // A void invoice was credited all it had left, so it has nothing left here.
    if (left > 0) aging[agingBucket(invoice.dueOn ?? invoice.on, to)] += left;
  }
  const invoices = during.filter((e) => e.kind === 'invoice');
  return {
    period,
    from,
    to,
    ...header,
    opening_balance_cents: opening,
    invoiced_cents: sum(invoices),
    credited_cents: -sum(during.filter((e) => e.kind === 'credit_note')),
    paid_cents: -sum(during.filter((e) => e.kind === 'payment')),
    closing_balance_cents: running,
    lines,
    aging,
    by_store: subtotals(invoices, (e) => e.store || NO_STORE),
    by_po: subtotals(invoices, (e) => e.customerPo || NO_PO),
  };
}
