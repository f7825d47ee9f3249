import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountBalance,
  accountCreditCents,
  aging,
  allocatedToInvoice,
  allocateOldestFirst,
  allocationProblem,
  creditedCents,
  creditNoteProblem,
  invoiceStatus,
  outstandingCents,
  paymentProblem,
  reversalProblem,
  unallocatedCents,
  voidCreditCents,
  voidProblem,
  type LedgerAllocation,
  type LedgerCreditNote,
  type LedgerInvoice,
  type LedgerPayment,
} from './ledger';
import { creditPartsProblem, MONEY_PARTS, partsLeftToCredit, partsTotal, type MoneyParts } from './invoice-charges';

/** One step a desk could take; indexes pick among what exists, amounts are tried as they come. */
type Step =
  | { op: 'invoice'; cents: number; freight: number; tax: number; due: number }
  | { op: 'credit'; invoice: number; cents: number; freight: number; tax: number; parts: boolean }
  | { op: 'void'; invoice: number }
  | { op: 'pay'; cents: number }
  | { op: 'allocate'; payment: number; invoice: number; cents: number }
  | { op: 'oldest-first'; payment: number }
  | { op: 'take-back'; allocation: number }
  | { op: 'reverse'; payment: number };

const cents = fc.integer({ min: -500, max: 200_000 });
const pick = fc.nat({ max: 50 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('invoice' as const),
    cents: fc.integer({ min: 0, max: 200_000 }),
    // Freight and tax, or none (an invoice of an order placed before them is all goods).
    freight: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
    tax: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
    due: fc.nat({ max: 400 }),
  }),
  fc.record({
    op: fc.constant('credit' as const),
    invoice: pick,
    cents,
    freight: fc.integer({ min: -100, max: 6_000 }),
    tax: fc.integer({ min: -100, max: 21_000 }),
    // Named parts, or an amount alone (all goods).
    parts: fc.boolean(),
  }),
  fc.record({ op: fc.constant('void' as const), invoice: pick }),
  fc.record({ op: fc.constant('pay' as const), cents: fc.integer({ min: -500, max: 300_000 }) }),
  fc.record({ op: fc.constant('allocate' as const), payment: pick, invoice: pick, cents }),
  fc.record({ op: fc.constant('oldest-first' as const), payment: pick }),
  fc.record({ op: fc.constant('take-back' as const), allocation: pick }),
  fc.record({ op: fc.constant('reverse' as const), payment: pick }),
);

const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

describe('the ledger of an account', () => {
  it('keeps its balances through any sequence of invoices with freight and tax, credit notes of goods, freight and tax, voids, payments, allocations and reversals', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const invoices: LedgerInvoice[] = [];
        const creditNotes: LedgerCreditNote[] = [];
        const payments: LedgerPayment[] = [];
        const allocations: LedgerAllocation[] = [];
        const reversed = new Set<string>();
        // What each invoice charged of goods, freight and tax, and what each credit note credited of them.
        const charged = new Map<string, MoneyParts>();
        const creditedParts: { invoiceId: string; parts: MoneyParts }[] = [];
        const left = (invoiceId: string) =>
          partsLeftToCredit(
            charged.get(invoiceId)!,
            creditedParts.filter((c) => c.invoiceId === invoiceId).map((c) => c.parts),
          );
        const ledger = { invoices, creditNotes, payments, allocations };
        const at = <T>(list: readonly T[], index: number) => (list.length ? list[index % list.length] : undefined);
        for (const s of steps) {
          if (s.op === 'invoice') {
            const id = `i${invoices.length}`;
            const parts = { goods_cents: s.cents, freight_cents: s.freight, tax_cents: s.tax };
            charged.set(id, parts);
            invoices.push({ id, totalCents: partsTotal(parts), dueOn: day(s.due) });
          } else if (s.op === 'credit') {
            const invoice = at(invoices, s.invoice);
            const asked = s.parts
              ? { goods_cents: s.cents, freight_cents: s.freight, tax_cents: s.tax }
              : { goods_cents: s.cents, freight_cents: 0, tax_cents: 0 };
            if (
              invoice &&
              creditPartsProblem(left(invoice.id), asked) === null &&
              creditNoteProblem(ledger, invoice, partsTotal(asked)) === null
            ) {
              creditNotes.push({ invoiceId: invoice.id, amountCents: partsTotal(asked), voids: false });
              creditedParts.push({ invoiceId: invoice.id, parts: asked });
            }
          } else if (s.op === 'void') {
            const invoice = at(invoices, s.invoice);
            if (invoice && voidProblem(ledger, invoice) === null) {
              // A void credits what is left of every part: together, all the invoice has left.
              const rest = left(invoice.id);
              expect(partsTotal(rest)).toBe(voidCreditCents(ledger, invoice));
              creditNotes.push({ invoiceId: invoice.id, amountCents: voidCreditCents(ledger, invoice), voids: true });
              creditedParts.push({ invoiceId: invoice.id, parts: rest });
            }
          } else if (s.op === 'pay') {
            if (paymentProblem(s.cents) === null) payments.push({ id: `p${payments.length}`, amountCents: s.cents });
          } else if (s.op === 'allocate') {
            const payment = at(
              payments.filter((p) => p.amountCents > 0 && !reversed.has(p.id)),
              s.payment,
            );
            const invoice = at(invoices, s.invoice);
            if (payment && invoice && allocationProblem(ledger, payment, invoice, s.cents) === null)
              allocations.push({ paymentId: payment.id, invoiceId: invoice.id, amountCents: s.cents });
          } else if (s.op === 'oldest-first') {
            const payment = at(
              payments.filter((p) => p.amountCents > 0 && !reversed.has(p.id)),
              s.payment,
            );
            if (!payment) continue;
            const plan = allocateOldestFirst(ledger, unallocatedCents(ledger, payment));
            for (const part of plan.allocations) {
              const invoice = invoices.find((i) => i.id === part.invoiceId)!;
              expect(allocationProblem(ledger, payment, invoice, part.amountCents)).toBeNull();
              allocations.push({ paymentId: payment.id, invoiceId: part.invoiceId, amountCents: part.amountCents });
            }
          } else if (s.op === 'take-back') {
            // Taking back what is left of one payment's allocations to one invoice.
            const chosen = at(
              allocations.filter((a) => a.amountCents > 0),
              s.allocation,
            );
            if (!chosen) continue;
            const held = allocations
              .filter((a) => a.paymentId === chosen.paymentId && a.invoiceId === chosen.invoiceId)
              .reduce((total, a) => total + a.amountCents, 0);
            if (held > 0) allocations.push({ paymentId: chosen.paymentId, invoiceId: chosen.invoiceId, amountCents: -held });
          } else {
            const payment = at(payments, s.payment);
            if (payment && reversalProblem(ledger, payment, reversed.has(payment.id)) === null) {
              reversed.add(payment.id);
              payments.push({ id: `p${payments.length}`, amountCents: -payment.amountCents });
            }
          }

          // After every step: the balance is invoices less credit notes less payments, and the same
          // as what the invoices have outstanding less the account's credit.
          const balance = accountBalance(ledger);
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          expect(balance).toBe(
            sum(invoices.map((i) => i.totalCents)) -
              sum(creditNotes.map((c) => c.amountCents)) -
              sum(payments.map((p) => p.amountCents)),
          );
          const outstanding = invoices.map((invoice) => outstandingCents(ledger, invoice));
          expect(balance).toBe(sum(outstanding) - accountCreditCents(ledger));
          for (const invoice of invoices) {
            // total = goods + freight + tax; no part is credited below nothing or past what it charged,
            // and the credit notes' amounts are the sums of their parts.
            expect(partsTotal(charged.get(invoice.id)!)).toBe(invoice.totalCents);
            for (const part of MONEY_PARTS) {
              expect(left(invoice.id)[part]).toBeGreaterThanOrEqual(0);
              expect(left(invoice.id)[part]).toBeLessThanOrEqual(charged.get(invoice.id)![part]);
            }
            expect(creditedParts.filter((c) => c.invoiceId === invoice.id).reduce((sum, c) => sum + partsTotal(c.parts), 0)).toBe(
              creditedCents(ledger, invoice.id),
            );
            expect(outstandingCents(ledger, invoice)).toBeGreaterThanOrEqual(0);
            expect(creditedCents(ledger, invoice.id)).toBeLessThanOrEqual(invoice.totalCents);
            expect(allocatedToInvoice(ledger, invoice.id)).toBeGreaterThanOrEqual(0);
            const status = invoiceStatus(ledger, invoice);
            if (status === 'void') expect(outstandingCents(ledger, invoice)).toBe(0);
            if (status === 'paid') expect(outstandingCents(ledger, invoice)).toBe(0);
          }
          for (const payment of payments.filter((p) => p.amountCents > 0)) {
            expect(unallocatedCents(ledger, payment)).toBeGreaterThanOrEqual(0);
            expect(unallocatedCents(ledger, payment)).toBeLessThanOrEqual(payment.amountCents);
          }
          const buckets = aging(ledger, day(200));
          expect(sum(Object.values(buckets))).toBe(sum(outstanding));
        }
      }),
      { numRuns: 500 },
    );
  });
});
