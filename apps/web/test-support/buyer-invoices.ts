import type { BuyerInvoicesAnswer } from '@portal/domain';

// The group's billing as GET /v1/invoices answers the orders screen's Invoices view. Fictional
// accounts and documents only.

type Answer = BuyerInvoicesAnswer;

export const ACCOUNT_ID = '7d2e4b19-3c5a-4f80-9e61-2b8d0c7f4a15';
export const INVOICE_ID = '6a1f3c8e-2b7d-4e59-8c04-9d3e1f2a7b60';
export const STATEMENT_ID = 'c4e8a2d6-1f3b-4a97-b5c0-8e2d6f4a1c39';

export function buyerAccount(patch: Partial<Answer['accounts'][number]> = {}): Answer['accounts'][number] {
  return {
    id: ACCOUNT_ID,
    name: 'Cedar Creek Automotive',
    store_name: null,
    terms: 'Net 30',
    balance_cents: 12_550,
    credit_limit_cents: 1_500_000,
    credit_left_cents: 1_487_450,
    on_hold: false,
    ...patch,
  };
}

export function buyerInvoice(patch: Partial<Answer['invoices'][number]> = {}): Answer['invoices'][number] {
  return {
    id: INVOICE_ID,
    number: 'INV-2026-000031',
    account_name: 'Cedar Creek Automotive',
    order_number: 'CB-100007',
    issued_on: '2026-11-02',
    due_on: '2026-12-02',
    goods_cents: 11_000,
    freight_cents: 950,
    tax_cents: 600,
    total_cents: 12_550,
    outstanding_cents: 12_550,
    status: 'open',
    ...patch,
  };
}

export function buyerStatement(patch: Partial<Answer['statements'][number]> = {}): Answer['statements'][number] {
  return {
    id: STATEMENT_ID,
    account_name: 'Cedar Creek Automotive',
    period: '2026-11',
    closing_balance_cents: 12_550,
    ...patch,
  };
}

/** The answer with one account, one open invoice and one statement unless told. */
export function buyerInvoices(patch: Partial<Answer> = {}): Answer {
  return { accounts: [buyerAccount()], invoices: [buyerInvoice()], statements: [buyerStatement()], ...patch };
}
