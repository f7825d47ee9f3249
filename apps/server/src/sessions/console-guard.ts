import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { LOG_IN_TO_THE_CONSOLE, readStaffSession, refreshStaffSession, type StaffSessionTimes } from './staff-session';

/** What the guard reads: the staff accounts and how long a session lasts. */
export interface ConsoleGuardContext {
  db: Database;
  staffSession: StaffSessionTimes;
}

/**
 * Every route registered inside answers 401 without a valid staff session, before its body is
 * read; with one, the request carries the staff member and the session's idle end moves on.
 */
export function guardConsole(scope: FastifyInstance, ctx: ConsoleGuardContext): void {
  scope.addHook('onRequest', async (request, reply) => {
    const staff = await readStaffSession(request);
    if (!staff) throw new AppError('UNAUTHORIZED', LOG_IN_TO_THE_CONSOLE);
    request.staff = staff;
    refreshStaffSession(request, reply, ctx.staffSession);
  });
}

/** An unknown address under /api/console tells nothing to a browser without a staff session: 401, not 404. */
export async function consoleAddressNeedsSession(request: FastifyRequest): Promise<boolean> {
  return /^\/api\/console(\/|\?|$)/.test(request.url) && (await readStaffSession(request)) === null;
}
