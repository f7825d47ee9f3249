import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buyerBudgetsAnswerSchema, buyerBudgetsQuerySchema } from '@portal/domain';
import type { AppContext } from '../../../context/app-context';
import { errorResponses } from '../../../errors/error-responses';
import { groupBudgets } from '../../budget-store';
import { adminModeBudgetGroup } from '../budget-access';

/** GET /v1/budgets: the contract is packages/domain/src/api/budgets.ts. */
export function registerBuyerBudgets(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/budgets',
    {
      schema: {
        tags: ['orders'],
        summary: "Admin mode: the group's budgets by store for a month, for its orders screen",
        querystring: buyerBudgetsQuerySchema,
        response: { 200: buyerBudgetsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { tenant } = await adminModeBudgetGroup(request, ctx.db, ctx.registry, request.query.companyName);
      return groupBudgets(ctx.db, tenant, request.query.month, ctx.offerClock.now(), ctx.timeZone);
    },
  );
}
