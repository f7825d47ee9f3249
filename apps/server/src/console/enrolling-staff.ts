import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { readPendingLogin, readStaffSession, type StaffPrincipal } from '../sessions/staff-session';
import type { StaffAccount } from '../staff/staff-store';
import { accountKey, checkAccountCode, checkSecondFactor, LOG_IN_WITH_PASSWORD_FIRST, WRONG_CODE } from './staff-login';

export const PASSWORD_NEEDED = 'Type your current password to change your second factor.';
export const CODE_NEEDED =
  'Type the code your authenticator app shows now, or one of your recovery codes, to change your second factor.';
export const WRONG_PASSWORD = 'That password is not right. Type the one you log in with.';

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

/**
 * What changing one's own second factor from a session asks again (ASVS 3.7.1), so a copied
 * session cookie alone cannot change it: the password, counted as a login's is, and, when a
 * factor is on and `withCode`, a code of it (from the app or a recovery code), counted in the
 * account's hour of codes. Nothing is checked until both are there.
 */
export async function checkItIsThem(
  ctx: AppContext,
  request: FastifyRequest,
  account: StaffAccount,
  given: { password?: string | undefined; code?: string | undefined },
  withCode: boolean,
): Promise<void> {
  const password = given.password ?? '';
  const code = given.code?.trim() ?? '';
  const askCode = withCode && account.row.totpEnabledAt !== null;
  if (password === '') throw new AppError('INVALID_INPUT', PASSWORD_NEEDED);
  if (askCode && code === '') throw new AppError('INVALID_INPUT', CODE_NEEDED);
  const right = await ctx.throttle.attempt(
    request,
    { group: accountKey(account.row.email), secret: 'staff', label: 'this staff account', groupHasPassword: false },
    password,
    async (trusted) => ((await ctx.secrets.verify(password, account.row.passwordHash, trusted)) ? true : null),
  );
  if (!right) throw new AppError('UNAUTHORIZED', WRONG_PASSWORD);
  if (!askCode) return;
  const { result } = await checkAccountCode(ctx, request, account.row.email, async () =>
    (await checkSecondFactor(ctx, request, account, code)) ? true : null,
  );
  if (!result) throw new AppError('UNAUTHORIZED', WRONG_CODE);
}
