import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAgingAnswerSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { agingAnswer } from '../../aging';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/aging: the contract is packages/domain/src/api/console/billing-aging.ts. */
export function registerAging(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/aging',
    {
      schema: {
        tags: ['billing'],
        summary: "Each account's balance by how long past due, its credit and whether it is on hold, with the totals",
        response: { 200: consoleAgingAnswerSchema, ...errorResponses },
      },
    },
    async (request) => agingAnswer(ctx.db, ctx, staffOf(request).scope),
  );
}
