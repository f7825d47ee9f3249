import {
  creditNoteProblem,
  invoiceParts,
  MONEY_PART_NAMES,
  partsLeftToCredit,
  voidCreditCents,
  voidProblem,
  type ConsoleCreditNoteAnswer,
  type ConsoleCreditNoteBody,
  type ConsoleInvoiceAnswer,
  type MoneyParts,
} from '@portal/domain';
import { money } from '../console-format';
import { invoiceLedger } from './invoice-standing';
import { readDollars } from './typed-dollars';

/** The contract's reason (consoleCreditNoteBodySchema): 3 to 300 characters. */
export const MIN_REASON = 3;
export const MAX_REASON = 300;

/** What an invoice's dialogs hold, as typed. */
export interface InvoiceDraft {
  /** The amount; on an invoice charged with freight and tax, the goods it credits. */
  amount: string;
  /** What it credits of the freight and of the sales tax ('' for none): on invoices charged with them. */
  freight: string;
  tax: string;
  reason: string;
}

export interface DraftProblems {
  amount?: string;
  freight?: string;
  tax?: string;
  reason?: string;
  /** Why the invoice itself refuses the change (a void while payments are allocated to it). */
  invoice?: string;
}

const REASON_PROBLEM = 'Say why in a few words: the reason is printed on the credit note.';

const reasonProblem = (reason: string) => (reason.trim().length < MIN_REASON ? REASON_PROBLEM : undefined);

const withoutEmpty = (problems: DraftProblems): DraftProblems =>
  Object.fromEntries(Object.entries(problems).filter(([, value]) => value !== undefined)) as DraftProblems;

/**
 * A credit note as typed, checked by the rule the server applies (creditNoteProblem: a positive
 * amount in cents, at most what the invoice has left to pay, never on a void invoice): the body to
 * send, or what is wrong.
 */
export function readCreditNote(
  detail: ConsoleInvoiceAnswer,
  draft: InvoiceDraft,
): { body: ConsoleCreditNoteBody | null; problems: DraftProblems } {
  if (detail.snapshot.charges) return readCreditNoteOfParts(detail, draft);
  const { ledger, invoice } = invoiceLedger(detail);
  const amount = readDollars(draft.amount, 'the amount');
  const problems = withoutEmpty({
    amount: amount.ok ? (creditNoteProblem(ledger, invoice, amount.cents) ?? undefined) : amount.problem,
    reason: reasonProblem(draft.reason),
  });
  const body =
    amount.ok && Object.keys(problems).length === 0 ? { amount_cents: amount.cents, reason: draft.reason.trim() } : null;
  return { body, problems };
}

/** What is left to credit of the invoice's goods, freight and tax, after its credit notes. */
export function partsLeft(detail: ConsoleInvoiceAnswer): MoneyParts {
  return partsLeftToCredit(invoiceParts(detail.snapshot), detail.credit_notes);
}

/** A part as typed: nothing when left empty. */
const readPart = (text: string, noun: string) => (text.trim() === '' ? { ok: true as const, cents: 0 } : readDollars(text, noun));

/**
 * A credit note of an invoice charged with freight and tax, as typed: the goods, the freight and the
 * tax it credits, each at most what is left of it, together at most what the invoice has left to
 * pay, as the server checks them.
 */
function readCreditNoteOfParts(
  detail: ConsoleInvoiceAnswer,
  draft: InvoiceDraft,
): { body: ConsoleCreditNoteBody | null; problems: DraftProblems } {
  const { ledger, invoice } = invoiceLedger(detail);
  const left = partsLeft(detail);
  const typed = {
    amount: readPart(draft.amount, 'the amount of goods'),
    freight: readPart(draft.freight, 'the amount of freight'),
    tax: readPart(draft.tax, 'the amount of sales tax'),
  };
  const overLeft = (field: keyof typeof typed, part: keyof MoneyParts) => {
    const read = typed[field];
    if (!read.ok) return read.problem;
    return read.cents > left[part]
      ? `At most ${money(left[part])} of the ${MONEY_PART_NAMES[part]} is left to credit.`
      : undefined;
  };
  const problems: DraftProblems = withoutEmpty({
    amount: overLeft('amount', 'goods_cents'),
    freight: overLeft('freight', 'freight_cents'),
    tax: overLeft('tax', 'tax_cents'),
    reason: reasonProblem(draft.reason),
  });
  if (!typed.amount.ok || !typed.freight.ok || !typed.tax.ok) return { body: null, problems };
  const parts = { goods_cents: typed.amount.cents, freight_cents: typed.freight.cents, tax_cents: typed.tax.cents };
  const total = parts.goods_cents + parts.freight_cents + parts.tax_cents;
  const whole = problems.amount || problems.freight || problems.tax ? null : creditNoteProblem(ledger, invoice, total);
  if (whole) problems.amount = whole;
  const body = Object.keys(problems).length === 0 ? { ...parts, reason: draft.reason.trim() } : null;
  return { body, problems };
}

/** A void as typed, checked by the rule the server applies (voidProblem). */
export function readVoid(
  detail: ConsoleInvoiceAnswer,
  draft: InvoiceDraft,
): { body: { reason: string } | null; problems: DraftProblems } {
  const { ledger, invoice } = invoiceLedger(detail);
  const problems = withoutEmpty({ reason: reasonProblem(draft.reason), invoice: voidProblem(ledger, invoice) ?? undefined });
  return { body: Object.keys(problems).length === 0 ? { reason: draft.reason.trim() } : null, problems };
}

/** Whether at least a cent can be credited: the invoice is not void and has something left to pay. */
export function mayCredit(detail: ConsoleInvoiceAnswer): boolean {
  const { ledger, invoice } = invoiceLedger(detail);
  return creditNoteProblem(ledger, invoice, 1) === null;
}

/**
 * Whether a void is offered: the invoice is not void, and has something left to credit. An invoice
 * credited in full has nothing to void, and the server would fail on the credit note of $0.00 that
 * voiding it would take (voidProblem lets it through).
 */
export function mayVoid(detail: ConsoleInvoiceAnswer): boolean {
  const { ledger, invoice } = invoiceLedger(detail);
  return detail.invoice.status !== 'void' && voidCreditCents(ledger, invoice) > 0;
}

/** What the page says once a credit note is issued, naming it, and what the invoice has left. */
export function creditNoteDone(answer: ConsoleCreditNoteAnswer): string {
  const { credit_note: note, invoice } = answer;
  return `Credit note ${note.number} of ${money(note.amount_cents)} issued against ${invoice.number}: ${money(invoice.outstanding_cents)} left to pay.`;
}

/** What the page says once the invoice is void, naming the credit note that voided it. */
export function voidDone(answer: ConsoleCreditNoteAnswer): string {
  const { credit_note: note, invoice } = answer;
  return `Invoice ${invoice.number} is void: credit note ${note.number} credits the ${money(note.amount_cents)} it had left.`;
}
