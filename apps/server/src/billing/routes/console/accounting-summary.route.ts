import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountingRangeSchema, consoleAccountingSummarySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { accountingSummary } from '../../accounting-files';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/exports: the contract is packages/domain/src/api/console/billing-exports.ts. */
export function registerAccountingSummary(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/exports',
    {
      schema: {
        tags: ['billing'],
        summary: 'What an accounting export of a range holds, and how many Xero files it takes',
        querystring: consoleAccountingRangeSchema,
        response: { 200: consoleAccountingSummarySchema, ...errorResponses },
      },
    },
    async (request) => accountingSummary(ctx.db, staffOf(request).scope, request.query.from, request.query.to),
  );
}
