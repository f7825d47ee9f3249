import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buyerInvoicesQuerySchema, buyerStatementParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import { findTenant, type AppContext } from '../../../context/app-context';
import { groupStatement } from '../../group-billing';
import { sendPdf } from '../../../documents/pdf-reply';
import { assertGroupBillingAccess } from './billing-access';

/** GET /v1/statements/:statementId/pdf: the contract is packages/domain/src/api/invoices.ts. */
export function registerStatementPdf(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/statements/:statementId/pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the group's monthly statements as a PDF",
        description: 'application/pdf, the statement as it was sent.',
        params: buyerStatementParamsSchema,
        querystring: buyerInvoicesQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const tenant = findTenant(ctx.registry, request.query.companyName);
      await assertGroupBillingAccess(request, ctx.db, tenant);
      const statement = await groupStatement(ctx.db, tenant.config.key, request.params.statementId);
      return sendPdf(reply, `statement-${statement.period}.pdf`, await ctx.documents.statementPdf(statement));
    },
  );
}
