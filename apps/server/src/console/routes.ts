import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context';
import { guardConsole } from '../sessions/console-guard';
import { registerConsoleLogin } from './login.route';
import { registerConsoleLogout } from './logout.route';
import { registerConsoleLoginCode } from './login-code.route';
import { registerConsoleSecondFactorStart } from './second-factor-start.route';
import { registerConsoleSecondFactorConfirm } from './second-factor-confirm.route';
import { registerConsoleMe } from './me.route';
import { registerConsoleSessionsList } from './sessions-list.route';
import { registerConsoleSessionEnd } from './session-end.route';
import { registerConsoleSessionsEndOthers } from './sessions-end-others.route';

/**
 * The console's calls under /api/console, one file each; their contracts are in
 * packages/domain/src/api/console. Login, its second step, enrolment and logout stand outside the guard; everything else
 * needs a staff session (docs/console.md). The modules' console calls (ordering's, then staff's) are handed in
 * by the app, which may import them, and register inside the guard after me and before the sessions, in the
 * order given.
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
    registerConsoleSessionsList(guarded, ctx);
    registerConsoleSessionsEndOthers(guarded, ctx);
    registerConsoleSessionEnd(guarded, ctx);
  });
}
