import type {
  AccountingFile,
  ConsoleAllocateBody,
  ConsoleBillingAccountAddBody,
  ConsoleBillingAccountUpdateBody,
  ConsoleCreditNoteBody,
  ConsoleHoldLiftBody,
  ConsoleInvoicesQuery,
  ConsoleLinePriceBody,
  ConsolePaymentImportBody,
  ConsoleRecordPaymentBody,
  ConsoleReversePaymentBody,
  ConsoleTaxExemptionAddBody,
  ConsoleTaxExemptionWithdrawBody,
  ConsoleTaxSettingsSaveBody,
  ConsoleVoidInvoiceBody,
} from '@portal/domain';
import { callConsole, type Caller } from './request';

// Billing on account (docs/billing.md): the accounts, their invoices, credit notes, payments,
// statements and aging, the orders awaiting a price, and the accounting exports.

export const consoleBillingAccounts = (caller: Caller) =>
  callConsole('GET /api/console/billing/accounts', { fallback: 'The billing accounts could not be loaded.', caller });
export const consoleBillingAccountAdd = (body: ConsoleBillingAccountAddBody) =>
  callConsole('POST /api/console/billing/accounts', { body });
export const consoleBillingAccountUpdate = (accountId: string, body: ConsoleBillingAccountUpdateBody) =>
  callConsole('PATCH /api/console/billing/accounts/:accountId', { params: { accountId }, body });

/** The invoices of the staff member's groups, newest first; `q` finds an invoice or order number by its start. */
export function consoleInvoices(query: ConsoleInvoicesQuery, caller: Caller) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.account) params.set('account', query.account);
  return callConsole('GET /api/console/billing/invoices', {
    query: params.toString(),
    fallback: 'The invoices could not be loaded.',
    caller,
  });
}
export const consoleInvoice = (invoiceId: string, caller: Caller) =>
  callConsole('GET /api/console/billing/invoices/:invoiceId', {
    params: { invoiceId },
    fallback: 'The invoice could not be loaded.',
    caller,
  });
export const consoleCreditNoteIssue = (invoiceId: string, body: ConsoleCreditNoteBody) =>
  callConsole('POST /api/console/billing/invoices/:invoiceId/credit-notes', { params: { invoiceId }, body });
export const consoleInvoiceVoid = (invoiceId: string, body: ConsoleVoidInvoiceBody) =>
  callConsole('POST /api/console/billing/invoices/:invoiceId/void', { params: { invoiceId }, body });
/** An invoice's PDF: a link the browser follows and saves (the server sends it as an attachment), not a call. */
export const invoicePdfHref = (invoiceId: string) => `/api/console/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`;
export const creditNotePdfHref = (creditNoteId: string) =>
  `/api/console/billing/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`;

/** Every account of the staff member's groups with its aging and credit hold (the account page reads its own row's hold). */
export const consoleAging = (caller: Caller) =>
  callConsole('GET /api/console/billing/aging', { fallback: 'The aging could not be loaded.', caller });
export const consoleHoldLift = (accountId: string, body: ConsoleHoldLiftBody) =>
  callConsole('POST /api/console/billing/accounts/:accountId/hold-lift', { params: { accountId }, body });
/** The aging as CSV, one row per account: a link the browser saves. */
export const AGING_CSV_HREF = '/api/console/billing/aging/export';

/** A range of days, both included, as the exports' calls take it. */
export interface DayRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: DayRange) => new URLSearchParams({ from, to }).toString();

export const consoleAccountingSummary = (range: DayRange, caller: Caller) =>
  callConsole('GET /api/console/billing/exports', {
    query: rangeQuery(range),
    fallback: 'The export could not be prepared.',
    caller,
  });
/** One accounting file of a range, `part` (from 1) picking a Xero file: a link the browser saves. */
export const accountingFileHref = (file: AccountingFile, range: DayRange, part?: number) =>
  `/api/console/billing/exports/${file}?${rangeQuery(range)}${part === undefined ? '' : `&part=${part}`}`;

export const consoleAwaitingPrice = (caller: Caller) =>
  callConsole('GET /api/console/billing/awaiting-price', {
    fallback: 'The orders awaiting a price could not be loaded.',
    caller,
  });
export const consoleUnbilledOrders = (caller: Caller) =>
  callConsole('GET /api/console/billing/unbilled-orders', {
    fallback: 'The orders on account that no account bills could not be checked.',
    caller,
  });
export const consoleSetLinePrice = (orderId: string, lineNo: number, body: ConsoleLinePriceBody) =>
  callConsole('POST /api/console/billing/orders/:orderId/lines/:lineNo/price', { params: { orderId, lineNo }, body });
export const consoleAccountLedger = (accountId: string, caller: Caller) =>
  callConsole('GET /api/console/billing/accounts/:accountId/ledger', {
    params: { accountId },
    fallback: 'The account could not be loaded.',
    caller,
  });
export const consoleRecordPayment = (accountId: string, body: ConsoleRecordPaymentBody) =>
  callConsole('POST /api/console/billing/accounts/:accountId/payments', { params: { accountId }, body });

export const consoleAllocatePayment = (paymentId: string, body: ConsoleAllocateBody) =>
  callConsole('POST /api/console/billing/payments/:paymentId/allocations', { params: { paymentId }, body });
export const consoleReversePayment = (paymentId: string, body: ConsoleReversePaymentBody) =>
  callConsole('POST /api/console/billing/payments/:paymentId/reverse', { params: { paymentId }, body });
export const consoleTakeBackAllocation = (allocationId: string) =>
  callConsole('POST /api/console/billing/allocations/:allocationId/take-back', { params: { allocationId } });

/** An account's statement of a month 'YYYY-MM', as sent or as a preview. */
export const consoleStatement = (accountId: string, period: string, caller: Caller) =>
  callConsole('GET /api/console/billing/accounts/:accountId/statement', {
    params: { accountId },
    query: `period=${encodeURIComponent(period)}`,
    fallback: 'The statement could not be loaded.',
    caller,
  });
/** A statement as a file: a link the browser follows and saves, not a call. */
export const statementFileHref = (accountId: string, format: 'pdf' | 'csv', period: string) =>
  `/api/console/billing/accounts/${encodeURIComponent(accountId)}/statement/${format}?period=${encodeURIComponent(period)}`;
/** Whether the statement was queued, and to whom (none without a billing contact). */
export const consoleStatementSend = (accountId: string, period: string) =>
  callConsole('POST /api/console/billing/accounts/:accountId/statement/send', { params: { accountId }, body: { period } });

/** A bank file of payments: checked (a dry run) or, with `apply`, every row recorded or none. */
export const consolePaymentImport = (body: ConsolePaymentImportBody) =>
  callConsole('POST /api/console/billing/payments/import', { body });

// Sales tax (docs/billing.md#freight-and-sales-tax): the provider's settings, saved as versions, and
// each account's exemption certificates.

export const consoleTaxSettings = (caller: Caller) =>
  callConsole('GET /api/console/tax-settings', { fallback: 'The tax settings could not be loaded.', caller });
export const consoleTaxSettingsSave = (body: ConsoleTaxSettingsSaveBody) =>
  callConsole('PUT /api/console/tax-settings', { body });
export const consoleTaxExemptions = (accountId: string, caller: Caller) =>
  callConsole('GET /api/console/billing/accounts/:accountId/tax-exemptions', {
    params: { accountId },
    fallback: 'The tax exemption certificates could not be loaded.',
    caller,
  });
export const consoleTaxExemptionAdd = (accountId: string, body: ConsoleTaxExemptionAddBody) =>
  callConsole('POST /api/console/billing/accounts/:accountId/tax-exemptions', { params: { accountId }, body });
export const consoleTaxExemptionWithdraw = (accountId: string, exemptionId: string, body: ConsoleTaxExemptionWithdrawBody) =>
  callConsole('POST /api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/withdraw', {
    params: { accountId, exemptionId },
    body,
  });
/** A certificate's PDF: a link the browser saves (the server sends it as an attachment), not a call. */
export const taxCertificateHref = (accountId: string, exemptionId: string) =>
  `/api/console/billing/accounts/${encodeURIComponent(accountId)}/tax-exemptions/${encodeURIComponent(exemptionId)}/file`;
