import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleInvoiceParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import type { InvoiceSnapshot } from '@portal/domain';
import { findInvoice } from '../../ledger-store';
import { staffOf } from '../../../sessions/staff-session';
import { sendPdf } from '../../../documents/pdf-reply';

/** GET /api/console/billing/invoices/:invoiceId/pdf: the contract is packages/domain/src/api/console/billing-invoices.ts. */
export function registerInvoicePdf(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/invoices/:invoiceId/pdf',
    {
      schema: {
        tags: ['billing'],
        summary: "An invoice's PDF",
        description: 'application/pdf, drawn from the invoice as it was issued.',
        params: consoleInvoiceParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { invoice } = await findInvoice(ctx.db, staffOf(request).scope, request.params.invoiceId);
      return sendPdf(reply, `${invoice.number}.pdf`, await ctx.documents.invoicePdf(invoice.snapshot as InvoiceSnapshot));
    },
  );
}
