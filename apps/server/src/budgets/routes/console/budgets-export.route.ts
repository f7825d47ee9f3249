import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleBudgetsQuerySchema } from '@portal/domain';
import type { AppContext } from '../../../context/app-context';
import { errorResponses } from '../../../errors/error-responses';
import { fileSafe, sendCsv } from '../../../documents/csv-reply';
import { staffOf } from '../../../sessions/staff-session';
import { auditBudgetDownload, BUDGET_CSV_HEADER, budgetCsvRows, groupBudgets } from '../../budget-store';
import { consoleBudgetGroup } from '../budget-access';

/** GET /api/console/budgets/export: the contract is packages/domain/src/api/console/budgets.ts. */
export function registerConsoleBudgetsExport(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/budgets/export',
    {
      schema: {
        tags: ['console'],
        summary: "A group's budgets by store for a month as a CSV file; each download is audited",
        querystring: consoleBudgetsQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const tenant = consoleBudgetGroup(request, ctx.registry, request.query.group);
      const { month, rows } = await groupBudgets(ctx.db, tenant, request.query.month, ctx.offerClock.now(), ctx.timeZone);
      const staff = staffOf(request);
      await auditBudgetDownload(ctx.db, {
        groupKey: tenant.config.key,
        month,
        actor: staff.email,
        staffId: staff.id,
        requestId: request.id,
      });
      return sendCsv(reply, `crestline-budgets-${fileSafe(tenant.config.key)}-${month}.csv`, BUDGET_CSV_HEADER, [
        budgetCsvRows(month, rows),
      ]);
    },
  );
}
