import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleBudgetsAnswerSchema, consoleBudgetsQuerySchema } from '@portal/domain';
import type { AppContext } from '../../../context/app-context';
import { errorResponses } from '../../../errors/error-responses';
import { groupBudgets } from '../../budget-store';
import { consoleBudgetGroup } from '../budget-access';

/** GET /api/console/budgets: the contract is packages/domain/src/api/console/budgets.ts. */
export function registerConsoleBudgets(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/budgets',
    {
      schema: {
        tags: ['console'],
        summary: "A group's budgets by store for a month: budget, spent, waiting for approval, left and orders",
        querystring: consoleBudgetsQuerySchema,
        response: { 200: consoleBudgetsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = consoleBudgetGroup(request, ctx.registry, request.query.group);
      const budgets = await groupBudgets(ctx.db, tenant, request.query.month, ctx.offerClock.now(), ctx.timeZone);
      return { group: { key: tenant.config.key, title: tenant.config.title }, ...budgets };
    },
  );
}
