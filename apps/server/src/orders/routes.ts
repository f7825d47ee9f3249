import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context';
import { registerInvoices } from './invoices.route';
import { registerInvoicePdf } from './invoice-pdf.route';
import { registerStatementPdf } from './statement-pdf.route';

/** The buyer's billing calls (invoices and their PDFs, the statement); the order calls are in ordering/routes. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerInvoices(app, ctx);
  registerInvoicePdf(app, ctx);
  registerStatementPdf(app, ctx);
}
