import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleLoginBodySchema, consoleMeAnswerSchema } from '@portal/domain';
import { hashSecret } from '@portal/tenants/server';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { setProof } from '../sessions/session-cookies';
import { meAnswer } from './me-answer';
import { startStaffSession } from '../sessions/staff-session';
import { auditSession, findStaffByEmail, loadStaff, normalizeStaffEmail } from '../staff/staff-store';

const WRONG_STAFF_LOGIN = 'That e-mail and password do not match a staff account.';

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

/** The throttle's name for one account: a hash, so the counts table holds no e-mail address. */
const accountKey = (email: string) => `staff-${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;

/** POST /api/console/login: the contract is packages/domain/src/api/console/login.ts. */
export function registerConsoleLogin(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/login',
    {
      onRequest: ctx.throttle.refuseStrangersWhenBusy,
      schema: {
        tags: ['console'],
        summary: "A staff member's e-mail and password open the console",
        description:
          'Sets the staff session (sealed, httpOnly, SameSite=Strict). A wrong e-mail and a wrong password answer the same 401; attempts are throttled per address, per address and account, and per account (429 with Retry-After).',
        body: consoleLoginBodySchema,
        response: { 200: consoleMeAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeStaffEmail(request.body.email);
      const { password } = request.body;
      const account = accountKey(email);
      const found = await ctx.throttle.attempt(
        request,
        { group: account, secret: 'staff', label: 'this staff account', groupHasPassword: false },
        password,
        async (trusted) => {
          const row = email ? await findStaffByEmail(ctx.db, email) : null;
          const right = await ctx.secrets.verify(password, row?.passwordHash ?? NO_ACCOUNT_HASH, trusted);
          return right && row ? row : null;
        },
      );
      const staff = found ? await loadStaff(ctx.db, found.id) : null;
      if (!staff) throw new AppError('UNAUTHORIZED', WRONG_STAFF_LOGIN);
      const times = await startStaffSession(request, reply, staff, ctx.staffSession);
      // A browser that knows this account's password is not counted among strangers guessing it.
      setProof(request, reply, account, 'staff');
      await auditSession(ctx.db, { staffId: staff.row.id, label: staff.row.email, requestId: request.id }, 'staff_login');
      return meAnswer(ctx, staff, times);
    },
  );
}
