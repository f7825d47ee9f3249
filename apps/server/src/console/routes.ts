import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context';
import { guardConsole } from '../sessions/console-guard';
import { registerConsoleLogin } from './login.route';
import { registerConsoleLogout } from './logout.route';
import { registerConsoleLoginCode } from './login-code.route';
import { registerConsoleSecondFactorStart } from './second-factor-start.route';
import { registerConsoleSecondFactorConfirm } from './second-factor-confirm.route';
import { registerConsoleStaffSecondFactorReset } from './staff-second-factor-reset.route';
import { registerConsoleMe } from './me.route';
import { registerConsoleStaffAdd } from './staff-add.route';
import { registerConsoleStaffList } from './staff-list.route';
import { registerConsoleStaffRemove } from './staff-remove.route';
import { registerConsoleStaffResetPassword } from './staff-reset-password.route';
import { registerConsoleStaffUpdate } from './staff-update.route';
import { registerConsoleSessionsList } from './sessions-list.route';
import { registerConsoleSessionEnd } from './session-end.route';
import { registerConsoleSessionsEndOthers } from './sessions-end-others.route';
import { registerConsoleStaffSessionsEnd } from './staff-sessions-end.route';

/**
 * The console's calls under /api/console, one file each; their contracts are in
 * packages/domain/src/api/console. Login, its second step, enrolment and logout stand outside the guard; everything else
 * needs a staff session (docs/console.md). The modules' console calls (ordering's) are handed in by the
 * app, which may import them, and register inside the guard right after me, in the order given.
 */
export async function registerConsoleRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  moduleRoutes: readonly ((guarded: FastifyInstance, ctx: AppContext) => void)[],
): Promise<void> {
  registerConsoleLogin(app, ctx);
  registerConsoleLogout(app, ctx);
  registerConsoleLoginCode(app, ctx);
  // A login waiting for enrolment has no session yet: these check who asks themselves.
  registerConsoleSecondFactorStart(app, ctx);
  registerConsoleSecondFactorConfirm(app, ctx);
  await app.register(async (guarded) => {
    guardConsole(guarded, ctx);
    registerConsoleMe(guarded, ctx);
    for (const register of moduleRoutes) register(guarded, ctx);
    registerConsoleStaffList(guarded, ctx);
    registerConsoleStaffAdd(guarded, ctx);
    registerConsoleStaffUpdate(guarded, ctx);
    registerConsoleStaffResetPassword(guarded, ctx);
    registerConsoleStaffRemove(guarded, ctx);
    registerConsoleStaffSessionsEnd(guarded, ctx);
    registerConsoleStaffSecondFactorReset(guarded, ctx);
    registerConsoleSessionsList(guarded, ctx);
    registerConsoleSessionsEndOthers(guarded, ctx);
    registerConsoleSessionEnd(guarded, ctx);
  });
}
