import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleInvoiceAnswerSchema, consoleInvoiceParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { invoiceDetail } from '../../invoice-detail';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/invoices/:invoiceId: the contract is packages/domain/src/api/console/billing-invoices.ts. */
export function registerInvoiceDetail(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/invoices/:invoiceId',
    {
      schema: {
        tags: ['billing'],
        summary: 'An invoice as issued, with its credit notes and the payments allocated to it',
        params: consoleInvoiceParamsSchema,
        response: { 200: consoleInvoiceAnswerSchema, ...errorResponses },
      },
    },
    async (request) => invoiceDetail(ctx.db, staffOf(request).scope, request.params.invoiceId),
  );
}
