import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context';
import { guardConsole } from '../sessions/console-guard';
import { registerOrdersExport } from './export.route';
import { registerGroupsAtAGlance } from './groups.route';
import { registerSpendReport } from './spend-report.route';

/**
 * The console's exports and reports under /api/console, behind the console's own guard: nothing
 * answers without a staff session, and every query keeps to the groups the staff member sees.
 */
export async function registerReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (guarded) => {
    guardConsole(guarded, ctx);
    registerOrdersExport(guarded, ctx);
    registerSpendReport(guarded, ctx);
    registerGroupsAtAGlance(guarded, ctx);
  });
}
