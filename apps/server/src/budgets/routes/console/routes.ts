import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context/app-context';
import { registerConsoleBudgets } from './budgets.route';
import { registerConsoleBudgetsExport } from './budgets-export.route';

/**
 * The console's budget calls (docs/approvals.md#budgets): a group's budgets by store and month and
 * their CSV. The console registers these inside its guard; everyone reads the groups they see.
 */
export function registerBudgetConsoleRoutes(guarded: FastifyInstance, ctx: AppContext): void {
  registerConsoleBudgets(guarded, ctx);
  registerConsoleBudgetsExport(guarded, ctx);
}
