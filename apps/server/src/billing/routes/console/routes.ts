import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context/app-context';
import { guardConsole } from '../../../sessions/console-guard';
import { registerBillingAccountAdd } from './billing-account-add.route';
import { registerBillingAccountUpdate } from './billing-account-update.route';
import { registerBillingAccountsList } from './billing-accounts-list.route';
import { registerAwaitingPriceList } from './awaiting-price-list.route';
import { registerLinePrice } from './line-price.route';
import { registerUnbilledOrdersList } from './unbilled-orders-list.route';
import { registerPaymentImport } from './payment-import.route';
import { registerStatementFile } from './statement-file.route';
import { registerAccountingSummary } from './accounting-summary.route';
import { registerAccountingFile } from './accounting-file.route';
import { registerStatement } from './statement.route';
import { registerStatementSend } from './statement-send.route';
import { registerAging } from './aging.route';
import { registerAgingExport } from './aging-export.route';
import { registerHoldLift } from './hold-lift.route';
import { registerInvoicesList } from './invoices-list.route';
import { registerInvoiceDetail } from './invoice-detail.route';
import { registerInvoicePdf } from './invoice-pdf.route';
import { registerCreditNotePdf } from './credit-note-pdf.route';
import { registerCreditNoteIssue } from './credit-note-issue.route';
import { registerInvoiceVoid } from './invoice-void.route';
import { registerAccountLedger } from './account-ledger.route';
import { registerPaymentRecord } from './payment-record.route';
import { registerPaymentAllocate } from './payment-allocate.route';
import { registerAllocationTakeBack } from './allocation-take-back.route';
import { registerPaymentReverse } from './payment-reverse.route';

/**
 * The console's billing calls under /api/console/billing (docs/billing.md), behind the console's
 * guard: everyone reads the accounts of the groups they see; admins and the accounts role change them.
 */
export async function registerBillingConsoleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (guarded) => {
    guardConsole(guarded, ctx);
    registerBillingAccountsList(guarded, ctx);
    registerBillingAccountAdd(guarded, ctx);
    registerBillingAccountUpdate(guarded, ctx);
    registerAwaitingPriceList(guarded, ctx);
    registerLinePrice(guarded, ctx);
    registerUnbilledOrdersList(guarded, ctx);
    registerPaymentImport(guarded, ctx);
    registerStatementFile(guarded, ctx);
    registerAccountingSummary(guarded, ctx);
    registerAccountingFile(guarded, ctx);
    registerStatement(guarded, ctx);
    registerStatementSend(guarded, ctx);
    registerAging(guarded, ctx);
    registerAgingExport(guarded, ctx);
    registerHoldLift(guarded, ctx);
    registerInvoicesList(guarded, ctx);
    registerInvoiceDetail(guarded, ctx);
    registerInvoicePdf(guarded, ctx);
    registerCreditNotePdf(guarded, ctx);
    registerCreditNoteIssue(guarded, ctx);
    registerInvoiceVoid(guarded, ctx);
    registerAccountLedger(guarded, ctx);
    registerPaymentRecord(guarded, ctx);
    registerPaymentAllocate(guarded, ctx);
    registerAllocationTakeBack(guarded, ctx);
    registerPaymentReverse(guarded, ctx);
  });
}
