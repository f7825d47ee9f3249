import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buyerInvoicesAnswerSchema, buyerInvoicesQuerySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import { findTenant, type AppContext } from '../../../context/app-context';
import { groupBilling } from '../../group-billing';
import { assertGroupBillingAccess } from './billing-access';

/** GET /v1/invoices: the contract is packages/domain/src/api/invoices.ts. */
export function registerInvoices(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/invoices',
    {
      schema: {
        tags: ['orders'],
        summary: "The group's billing accounts, invoices and statements, for its orders screen",
        querystring: buyerInvoicesQuerySchema,
        response: { 200: buyerInvoicesAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = findTenant(ctx.registry, request.query.companyName);
      await assertGroupBillingAccess(request, ctx.db, tenant);
      return groupBilling(ctx.db, ctx, tenant);
    },
  );
}
