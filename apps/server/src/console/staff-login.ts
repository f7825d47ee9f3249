import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleMeAnswer } from '@portal/domain';
import type { AppContext } from '../context/app-context';
import type { HeldAttempt } from '../sessions/secret-throttle';
import { setProof } from '../sessions/session-cookies';
import { startStaffSession } from '../sessions/staff-session';
import { checkTotpCode, looksLikeRecoveryCode, openTotpSecret, recoveryCodeHash } from '../staff/second-factor';
import { auditSession, spendRecoveryCode, useTotpStep, type StaffAccount } from '../staff/staff-store';
import { meAnswer } from './me-answer';

export const WRONG_STAFF_LOGIN = 'That e-mail and password do not match a staff account.';
export const WRONG_CODE = 'That code is not right, or it was used already. Try the next code from your app.';
export const LOG_IN_WITH_PASSWORD_FIRST = 'Log in with your e-mail and password first.';

/** The throttle's name for one account: a hash, so the counts table holds no e-mail address. */
export const accountKey = (email: string) => `staff-${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;

/**
 * Checks a code of an account (from its app, a recovery code, or the first code of a new key) in
 * the counts every such check shares: per address, and the account's own hour of wrong codes
 * (decision 026). Every path that takes a code comes through here.
 *
 * With the password proved first (`passwordProved`: the code step, enrolment, a change of one's
 * own factor), a wrong code counts at once and a used-up hour answers 429. Sent with a password
 * not checked yet (a login in one request), the code is checked first but its count on the
 * account stands only when the caller settles it with the password's answer: a wrong code counts
 * there only beside the right password, as at the code step, where only the right password leads,
 * so strangers without it cannot use up the hour its owner needs. The caller gives `refusal`
 * once the password proves right.
 */
export async function checkAccountCode<T>(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
  check: () => Promise<T | null>,
  passwordProved = true,
): Promise<HeldAttempt<T>> {
  const target = {
    group: accountKey(email),
    secret: 'staff-code',
    label: 'this staff account',
    groupHasPassword: false,
    vouchedBy: 'password',
  } as const;
  const attempt = await ctx.throttle.attemptHeld(request, target, check, !passwordProved);
  if (!passwordProved) return attempt;
  await attempt.settle(true);
  if (attempt.refusal) throw attempt.refusal;
  return attempt;
}

/**
 * Whether a code is right for an account with a second factor, spending it: a code from the
 * app is good once (its time step is recorded), a recovery code is spent. Not counted: callers
 * pass it to checkAccountCode.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  account: StaffAccount,
  code: string,
): Promise<boolean> {
  const secret = account.row.totpSecret ? openTotpSecret(ctx.secondFactorKey, account.row.totpSecret) : null;
  if (!secret) return false;
  if (looksLikeRecoveryCode(code))
    return spendRecoveryCode(ctx.db, account.row.id, recoveryCodeHash(code), {
      staffId: account.row.id,
      label: account.row.email,
      requestId: request.id,
    });
  const step = await checkTotpCode(secret, code.trim(), account.row.totpLastStep);
  return step !== null && (await useTotpStep(ctx.db, account.row.id, step));
}

/** Opens the console for an account whose every step was right: the session, the proof, the audit, and /me's answer. */
export async function logIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: StaffAccount,
): Promise<ConsoleMeAnswer> {
  const times = await startStaffSession(request, reply, account, ctx.staffSession);
  // A browser that knows this account's password is not counted among strangers guessing it.
  setProof(request, reply, accountKey(account.row.email), 'staff');
  await auditSession(ctx.db, { staffId: account.row.id, label: account.row.email, requestId: request.id }, 'staff_login');
  return meAnswer(ctx, account, times);
}
