import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context';
import { registerGroupLogin } from './login.route';
import { registerSessionCheck } from './session.route';
import { registerGroupLogout } from './logout.route';
import { registerStoreUnlock } from './store-unlock.route';
import { registerBypassCheck } from './bypass-check.route';
import { registerAdminUnlock } from './admin-unlock.route';

/**
 * The buyer's access to a group, one file per call: login, session, logout, store unlock, bypass
 * check and admin unlock. Each secret is compared against its scrypt hash, rate limited
 * (sessions/secret-throttle.ts).
 */
export function registerGroupAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerGroupLogin(app, ctx);
  registerSessionCheck(app, ctx);
  registerGroupLogout(app, ctx);
  registerStoreUnlock(app, ctx);
  registerBypassCheck(app, ctx);
  registerAdminUnlock(app, ctx);
}
