import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context/app-context';
import { registerBuyerBudgets } from './budgets.route';
import { registerBuyerBudgetsExport } from './budgets-export.route';

/** The group's budgets on its orders screen, in admin mode only, under /v1. */
export function registerBudgetBuyerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerBuyerBudgets(app, ctx);
  registerBuyerBudgetsExport(app, ctx);
}
