import {
  allocateOldestFirst,
  allocationProblem,
  paymentProblem,
  type AgingBucket,
  type ConsoleAccountLedgerAnswer,
  type ConsoleRecordPaymentBody,
  type InvoiceSummary,
  type Ledger,
  type Payment,
  type PaymentMethod,
} from '@portal/domain';

// The account page's money as the domain's rules read it (packages/domain/src/billing/ledger.ts):
// the ledger the page shows turned into the domain's terms, amounts typed in dollars read into
// whole cents, and what the payment dialogs would send, checked before it is sent.

/** The aging buckets as the page names them. */
export const AGING_LABELS: Readonly<Record<AgingBucket, string>> = {
  current: 'Current',
  days_1_30: '1–30 days past due',
  days_31_60: '31–60 days past due',
  days_61_90: '61–90 days past due',
  over_90: 'Over 90 days past due',
};

/**
 * The order oldest first pays in: the invoice due first, and of two due the same day the one issued
 * first, whose number was taken first (the server's ledger reads them in this order).
 */
const dueFirst = (a: InvoiceSummary, b: InvoiceSummary) => a.due_on.localeCompare(b.due_on) || a.number.localeCompare(b.number);

/** The answer in the domain's terms, for its rules; the invoices in the order allocateOldestFirst keeps for a tie. */
export function ledgerOf(answer: ConsoleAccountLedgerAnswer): Ledger {
  return {
    invoices: [...answer.invoices].sort(dueFirst).map((i) => ({ id: i.id, totalCents: i.total_cents, dueOn: i.due_on })),
    creditNotes: answer.credit_notes.map((c) => ({ invoiceId: c.invoice_id, amountCents: c.amount_cents, voids: c.voids })),
    payments: answer.payments.map((p) => ({ id: p.id, amountCents: p.amount_cents })),
    allocations: answer.payments.flatMap((p) =>
      p.allocations.map((a) => ({ paymentId: p.id, invoiceId: a.invoice_id, amountCents: a.amount_cents })),
    ),
  };
}

/** The contract's largest amount (billing-payments.ts). */
const MAX_CENTS = 100_000_000_00;

export type ReadAmount = { ok: true; cents: number | null } | { ok: false; problem: string };

/**
 * Dollars as typed ('$1,250.50', '1250.5') as whole cents, read from the text so no float rounds
 * them ('10.10' is 1010): null when empty, or why the text is not an amount. More than two
 * decimals is refused rather than rounded: the staff member did not choose the rounding.
 */
export function readDollars(text: string): ReadAmount {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (plain === '') return { ok: true, cents: null };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return { ok: false, problem: 'Type an amount in dollars, such as 1250 or 1,250.50.' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'An amount has at most two decimals (whole cents).' };
  const cents = Number(match[1]!.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, problem: 'An amount is at most $100,000,000.00.' };
  return { ok: true, cents };
}

/** Today in the provider's time zone, 'YYYY-MM-DD': the server's 'today' for a payment's date (docs/console.md#times). */
export function todayIn(zone: string, now = Date.now()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Date(now).toISOString().slice(0, 10);
  }
}

/** The invoices a payment can go to: not void, something left to pay; in the order oldest first pays them. */
export function openInvoices(answer: ConsoleAccountLedgerAnswer): InvoiceSummary[] {
  return answer.invoices.filter((invoice) => invoice.status !== 'void' && invoice.outstanding_cents > 0).sort(dueFirst);
}

/** Amounts typed against invoices, by invoice id. */
export type ChosenAmounts = Readonly<Record<string, string>>;

export interface ReadChoice {
  allocations: { invoice_id: string; amount_cents: number }[];
  /** What is wrong with the amount typed against an invoice, by its id. */
  problems: Record<string, string>;
  /** Of the payment, what the amounts typed leave over. */
  leftCents: number;
}

/**
 * The amounts typed against invoices, checked one after the other with the rule the server applies
 * (allocationProblem), each against the ledger the ones before it leave. `payment` is the payment
 * as the ledger has it (one not recorded yet is added to it first).
 */
export function readChoice(
  ledger: Ledger,
  payment: { id: string; amountCents: number },
  invoices: readonly InvoiceSummary[],
  chosen: ChosenAmounts,
): ReadChoice {
  let next: Ledger = ledger.payments.some((p) => p.id === payment.id)
    ? ledger
    : { ...ledger, payments: [...ledger.payments, payment] };
  const allocations: ReadChoice['allocations'] = [];
  const problems: Record<string, string> = {};
  for (const invoice of invoices) {
    const read = readDollars(chosen[invoice.id] ?? '');
    if (!read.ok) {
      problems[invoice.id] = read.problem;
      continue;
    }
    if (read.cents === null || read.cents === 0) continue;
    const target = next.invoices.find((i) => i.id === invoice.id);
    const problem = target ? allocationProblem(next, payment, target, read.cents) : 'This invoice is not on the account.';
    if (problem) {
      problems[invoice.id] = problem;
      continue;
    }
    allocations.push({ invoice_id: invoice.id, amount_cents: read.cents });
    next = {
      ...next,
      allocations: [...next.allocations, { paymentId: payment.id, invoiceId: invoice.id, amountCents: read.cents }],
    };
  }
  const given = allocations.reduce((total, a) => total + a.amount_cents, 0);
  return { allocations, problems, leftCents: payment.amountCents - given };
}

/** The amounts oldest first would give, as the fields of a choice show them. */
export function oldestFirstAmounts(ledger: Ledger, amountCents: number): Record<string, string> {
  return Object.fromEntries(
    allocateOldestFirst(ledger, amountCents).allocations.map((a) => [a.invoiceId, centsAsDollars(a.amountCents)]),
  );
}

/** Cents as an amount field shows them: '1250', '1250.50'. */
export function centsAsDollars(cents: number): string {
  const rest = cents % 100;
  return `${Math.floor(cents / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** What the record-a-payment dialog holds, as typed. */
export interface PaymentDraft {
  amount: string;
  receivedOn: string;
  method: PaymentMethod;
  reference: string;
  /** Oldest first (the server spreads it) or the amounts chosen invoice by invoice. */
  allocation: 'oldest' | 'choose';
  chosen: ChosenAmounts;
}

export const emptyPaymentDraft = (today: string): PaymentDraft => ({
  amount: '',
  receivedOn: today,
  method: 'cheque',
  reference: '',
  allocation: 'oldest',
  chosen: {},
});

/** The dialog opened from an invoice's page: what it has left to pay, all given to it. */
export const paymentDraftFor = (today: string, invoice: { id: string; outstanding_cents: number }): PaymentDraft => ({
  ...emptyPaymentDraft(today),
  amount: centsAsDollars(invoice.outstanding_cents),
  allocation: 'choose',
  chosen: { [invoice.id]: centsAsDollars(invoice.outstanding_cents) },
});

export type PaymentField = 'amount' | 'receivedOn' | 'reference';

export interface ReadPayment {
  /** The body to send, when nothing is wrong. */
  body: ConsoleRecordPaymentBody | null;
  problems: Partial<Record<PaymentField, string>>;
  /** The amount typed, once it is one. */
  amountCents: number | null;
  /** The amounts chosen, read and checked (empty unless 'choose'). */
  choice: ReadChoice;
}

/** The id a payment not recorded yet has in the ledger the dialog checks against. */
const NEW_PAYMENT = 'new-payment';

const MAX_REFERENCE = 80;

/**
 * Reads the dialog's fields into the body POST /payments takes, checked as the server checks it:
 * the amount with paymentProblem, the day not after today, and a choice of invoices with
 * allocationProblem. Oldest first leaves `allocations` out, so the server spreads it on the
 * ledger as it is when the payment arrives.
 */
export function readPayment(
  draft: PaymentDraft,
  ledger: Ledger,
  invoices: readonly InvoiceSummary[],
  today: string,
): ReadPayment {
  const problems: ReadPayment['problems'] = {};
  const amount = readDollars(draft.amount);
  let amountCents: number | null = null;
  if (!amount.ok) problems.amount = amount.problem;
  else if (amount.cents === null) problems.amount = 'Enter the amount received.';
  else {
    const problem = paymentProblem(amount.cents);
    if (problem) problems.amount = problem;
    else amountCents = amount.cents;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.receivedOn) || Number.isNaN(Date.parse(draft.receivedOn)))
    problems.receivedOn = 'Enter the day the payment was received.';
  else if (draft.receivedOn > today) problems.receivedOn = 'A payment cannot be received after today.';
  if (draft.reference.trim().length > MAX_REFERENCE) problems.reference = `A reference is at most ${MAX_REFERENCE} characters.`;

  const choosing = draft.allocation === 'choose';
  const choice =
    choosing && amountCents !== null
      ? readChoice(ledger, { id: NEW_PAYMENT, amountCents }, invoices, draft.chosen)
      : { allocations: [], problems: {}, leftCents: amountCents ?? 0 };
  const fine = Object.keys(problems).length === 0 && Object.keys(choice.problems).length === 0 && amountCents !== null;
  const body: ConsoleRecordPaymentBody | null = fine
    ? {
        amount_cents: amountCents!,
        received_on: draft.receivedOn,
        method: draft.method,
        reference: draft.reference.trim(),
        ...(choosing ? { allocations: choice.allocations } : {}),
      }
    : null;
  return { body, problems, amountCents, choice };
}

/** Whether an allocation can be taken back: one that gave money to an invoice, not taken back already (the server says which were). */
export const canTakeBack = (allocation: Payment['allocations'][number]) => allocation.amount_cents > 0 && !allocation.taken_back;

/** Whether a payment has credit that can still go to invoices: not a reversal, not reversed, something left. */
export const canAllocate = (payment: Payment) => payment.amount_cents > 0 && !payment.reversed && payment.unallocated_cents > 0;

/** Whether a payment can be reversed: not a reversal itself, and not reversed already. */
export const canReverse = (payment: Payment) => payment.amount_cents > 0 && !payment.reversed;
