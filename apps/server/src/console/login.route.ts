import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleLoginBodySchema,
  consoleLoginNextAnswerSchema,
  consoleMeAnswerSchema,
  secondFactorRequired,
} from '@portal/domain';
import { hashSecret } from '@portal/tenants/server';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { startPendingLogin } from '../sessions/staff-session';
import { findStaffByEmail, loadStaff, normalizeStaffEmail, type StaffRow } from '../staff/staff-store';
import { accountKey, checkAccountCode, checkSecondFactor, logIn, WRONG_STAFF_LOGIN } from './staff-login';

/**
 * Checked when the e-mail names no account, so a wrong e-mail costs the same scrypt work as a
 * wrong password: the answer's time does not tell which accounts exist. Its plain text is
 * random and forgotten.
 */
const NO_ACCOUNT_HASH = hashSecret(
  createHash('sha256')
    .update(String(Math.random()) + Date.now())
    .digest('base64'),
);

/** POST /api/console/login: the contract is packages/domain/src/api/console/login.ts. */
export function registerConsoleLogin(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/login',
    {
      onRequest: ctx.throttle.refuseStrangersWhenBusy,
      schema: {
        tags: ['console'],
        summary: "A staff member's e-mail and password open the console, or lead to the second factor",
        description:
          'Sets the staff session (sealed, httpOnly, SameSite=Strict), or answers 202 with the next step (a code, or enrolment) for an account with a second factor or whose role needs one. A wrong e-mail and a wrong password answer the same 401; attempts are throttled per address, per address and account, and per account (429 with Retry-After). A right code from the app sent with the password (`code`) is not held by strangers’ guesses.',
        body: consoleLoginBodySchema,
        response: { 200: consoleMeAnswerSchema, 202: consoleLoginNextAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeStaffEmail(request.body.email);
      const { password, code } = request.body;
      const account = accountKey(email);
      const label = 'this staff account';
      // A right code from the account's app, sent with the password, vouches for a new browser:
      // its password is then not counted with strangers' guesses, which cannot hold it off. A
      // wrong one is as if none was sent, so the answer and its time tell nothing of the account;
      // it counts in the account's hour of codes once the password proves right (checkAccountCode).
      const withFactor = code && email ? await findStaffByEmail(ctx.db, email) : null;
      const holder = withFactor?.totpEnabledAt ? await loadStaff(ctx.db, withFactor.id) : null;
      const codeTried = holder
        ? await checkAccountCode(
            ctx,
            request,
            email,
            async () => ((await checkSecondFactor(ctx, request, holder, code ?? '')) ? true : null),
            false,
          )
        : null;
      const vouched = codeTried?.result === true;
      let found: StaffRow | null;
      try {
        found = await ctx.throttle.attempt(
          request,
          { group: account, secret: 'staff', label, groupHasPassword: false, ...(vouched ? { vouchedBy: 'code' as const } : {}) },
          password,
          async (trusted) => {
            // The account was read already when a code came with the password.
            const row = withFactor ?? (email ? await findStaffByEmail(ctx.db, email) : null);
            const right = await ctx.secrets.verify(password, row?.passwordHash ?? NO_ACCOUNT_HASH, trusted);
            return right && row ? row : null;
          },
        );
      } catch (error) {
        await codeTried?.settle(false);
        throw error;
      }
      await codeTried?.settle(found !== null);
      // The account's hour of codes is used up: the code was not even checked, and the one who knows the password is told so.
      if (found && codeTried?.refusal) throw codeTried.refusal;
      const staff = found ? (holder ?? (await loadStaff(ctx.db, found.id))) : null;
      if (!staff) throw new AppError('UNAUTHORIZED', WRONG_STAFF_LOGIN);
      if (!vouched && (staff.row.totpEnabledAt || secondFactorRequired(staff.row.role))) {
        startPendingLogin(reply, staff);
        return reply.code(202).send({ next: staff.row.totpEnabledAt ? 'code' : 'enrol' });
      }
      return logIn(ctx, request, reply, staff);
    },
  );
}
