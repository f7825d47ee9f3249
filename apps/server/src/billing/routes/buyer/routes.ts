import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context/app-context';
import { registerInvoices } from './invoices.route';
import { registerInvoicePdf } from './invoice-pdf.route';
import { registerStatementPdf } from './statement-pdf.route';

/** The buyer's billing calls under /v1: the group's invoices, their PDFs and the statement's. */
export function registerBillingBuyerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerInvoices(app, ctx);
  registerInvoicePdf(app, ctx);
  registerStatementPdf(app, ctx);
}
