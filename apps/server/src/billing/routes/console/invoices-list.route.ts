import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleInvoicesAnswerSchema, consoleInvoicesQuerySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { listInvoices } from '../../ledger-store';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/invoices: the contract is packages/domain/src/api/console/billing-invoices.ts. */
export function registerInvoicesList(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/invoices',
    {
      schema: {
        tags: ['billing'],
        summary: 'Invoices of the groups the staff member sees, newest first, with what was credited and paid',
        querystring: consoleInvoicesQuerySchema,
        response: { 200: consoleInvoicesAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ invoices: await listInvoices(ctx.db, staffOf(request).scope, request.query) }),
  );
}
