import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buyerInvoiceParamsSchema, buyerInvoicesQuerySchema, type InvoiceSnapshot } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import { findTenant, type AppContext } from '../../../context/app-context';
import { groupInvoice } from '../../group-billing';
import { sendPdf } from '../../../documents/pdf-reply';
import { assertGroupBillingAccess } from './billing-access';

/** GET /v1/invoices/:invoiceId/pdf: the contract is packages/domain/src/api/invoices.ts. */
export function registerInvoicePdf(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/invoices/:invoiceId/pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the group's invoices as a PDF",
        description: 'application/pdf, drawn from the invoice as it was issued.',
        params: buyerInvoiceParamsSchema,
        querystring: buyerInvoicesQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const tenant = findTenant(ctx.registry, request.query.companyName);
      await assertGroupBillingAccess(request, ctx.db, tenant);
      const invoice = await groupInvoice(ctx.db, tenant.config.key, request.params.invoiceId);
      return sendPdf(reply, `${invoice.number}.pdf`, await ctx.documents.invoicePdf(invoice.snapshot as InvoiceSnapshot));
    },
  );
}
