import type { BuyerInvoicesAnswer } from '@portal/domain';
import { getJson } from '../../core/api/api-client';

// The contract is packages/domain/src/api/invoices.ts; these are its names on the Invoices view.
export type BuyerAccount = BuyerInvoicesAnswer['accounts'][number];
export type BuyerInvoice = BuyerInvoicesAnswer['invoices'][number];
export type BuyerStatement = BuyerInvoicesAnswer['statements'][number];

const group = (companyName: string) => `companyName=${encodeURIComponent(companyName)}`;

/** The group's billing accounts, invoices and statements (GET /v1/invoices). */
export function fetchInvoices(companyName: string): Promise<BuyerInvoicesAnswer> {
  return getJson<BuyerInvoicesAnswer>(`/v1/invoices?${group(companyName)}`, 'Your invoices could not be loaded.');
}

/** Where an invoice's PDF downloads, with the same access as the list. */
export const invoicePdfPath = (companyName: string, invoiceId: string) =>
  `/v1/invoices/${encodeURIComponent(invoiceId)}/pdf?${group(companyName)}`;

/** Where a monthly statement's PDF downloads. */
export const statementPdfPath = (companyName: string, statementId: string) =>
  `/v1/statements/${encodeURIComponent(statementId)}/pdf?${group(companyName)}`;
