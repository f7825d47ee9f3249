import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { registerConsoleStaffAdd } from './staff-add.route';
import { registerConsoleStaffList } from './staff-list.route';
import { registerConsoleStaffRemove } from './staff-remove.route';
import { registerConsoleStaffResetPassword } from './staff-reset-password.route';
import { registerConsoleStaffSecondFactorReset } from './staff-second-factor-reset.route';
import { registerConsoleStaffSessionsEnd } from './staff-sessions-end.route';
import { registerConsoleStaffUpdate } from './staff-update.route';

/**
 * The console's staff administration under /api/console/staff (docs/console.md). The console
 * registers these inside its guard, so each needs a staff session; most need an admin's.
 */
export function registerStaffRoutes(guarded: FastifyInstance, ctx: AppContext): void {
  registerConsoleStaffList(guarded, ctx);
  registerConsoleStaffAdd(guarded, ctx);
  registerConsoleStaffUpdate(guarded, ctx);
  registerConsoleStaffResetPassword(guarded, ctx);
  registerConsoleStaffRemove(guarded, ctx);
  registerConsoleStaffSessionsEnd(guarded, ctx);
  registerConsoleStaffSecondFactorReset(guarded, ctx);
}
