import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buyerBudgetsQuerySchema } from '@portal/domain';
import type { AppContext } from '../../../context/app-context';
import { errorResponses } from '../../../errors/error-responses';
import { fileSafe, sendCsv } from '../../../documents/csv-reply';
import { auditBudgetDownload, BUDGET_CSV_HEADER, budgetCsvRows, groupBudgets } from '../../budget-store';
import { adminModeBudgetGroup } from '../budget-access';

/** GET /v1/budgets/export: the contract is packages/domain/src/api/budgets.ts. */
export function registerBuyerBudgetsExport(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/budgets/export',
    {
      schema: {
        tags: ['orders'],
        summary: "Admin mode: the group's budgets by store for a month as a CSV file",
        querystring: buyerBudgetsQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { tenant, staff } = await adminModeBudgetGroup(request, ctx.db, ctx.registry, request.query.companyName);
      const { month, rows } = await groupBudgets(ctx.db, tenant, request.query.month, ctx.offerClock.now(), ctx.timeZone);
      // The shared admin password names nobody; a staff member's session names them.
      await auditBudgetDownload(ctx.db, {
        groupKey: tenant.config.key,
        month,
        actor: staff?.email ?? 'admin',
        staffId: staff?.id ?? null,
        requestId: request.id,
      });
      return sendCsv(reply, `${fileSafe(tenant.config.key)}-budgets-${month}.csv`, BUDGET_CSV_HEADER, [
        budgetCsvRows(month, rows),
      ]);
    },
  );
}
