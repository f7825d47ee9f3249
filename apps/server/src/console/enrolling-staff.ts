import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { readPendingLogin, readStaffSession, type StaffPrincipal } from '../sessions/staff-session';
import type { StaffAccount } from '../staff/staff-store';
import { LOG_IN_WITH_PASSWORD_FIRST } from './staff-login';

/**
 * Who is enrolling a second factor: a staff member in their session (adding or replacing their
 * factor), or a login whose password was right and whose role must enrol before any session.
 */
export async function enrollingStaff(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ account: StaffAccount; session: StaffPrincipal | null }> {
  const session = await readStaffSession(request);
  if (session) return { account: session.account, session };
  const pending = await readPendingLogin(request, ctx.db);
  if (pending && !pending.row.totpEnabledAt) return { account: pending, session: null };
  throw new AppError('UNAUTHORIZED', LOG_IN_WITH_PASSWORD_FIRST);
}
