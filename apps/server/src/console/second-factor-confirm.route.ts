import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleSecondFactorConfirmAnswerSchema, consoleSecondFactorConfirmBodySchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { endEnrolment, endPendingLogin, readEnrolment } from '../sessions/staff-session';
import { checkTotpCode, newRecoveryCodes, recoveryCodeHash, sealTotpSecret } from '../staff/second-factor';
import { enableSecondFactor, loadStaff } from '../staff/staff-store';
import { checkItIsThem, enrollingStaff } from './enrolling-staff';
import { meAnswer } from './me-answer';
import { checkAccountCode, logIn, WRONG_CODE } from './staff-login';

/** POST /api/console/second-factor/confirm: the contract is packages/domain/src/api/console/second-factor.ts. */
export function registerConsoleSecondFactorConfirm(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/second-factor/confirm',
    {
      schema: {
        tags: ['console'],
        summary: 'A code from the app turns the second factor on; answers ten recovery codes, shown once',
        body: consoleSecondFactorConfirmBodySchema,
        response: { 200: consoleSecondFactorConfirmAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { account, session } = await enrollingStaff(ctx, request);
      const secret = readEnrolment(request, account.row.id);
      if (!secret) throw new AppError('CONFLICT', 'This set-up has expired: start again and scan the new code.');
      if (session) await checkItIsThem(ctx, request, account, { password: request.body.password }, false);
      const { result: step } = await checkAccountCode(ctx, request, account.row.email, () =>
        checkTotpCode(secret, request.body.code.trim(), null),
      );
      if (step === null) throw new AppError('UNAUTHORIZED', WRONG_CODE);
      const recoveryCodes = newRecoveryCodes();
      const actor = { staffId: account.row.id, label: account.row.email, requestId: request.id };
      await enableSecondFactor(
        ctx.db,
        account.row.id,
        { sealedSecret: sealTotpSecret(ctx.secondFactorKey, secret), step, recoveryHashes: recoveryCodes.map(recoveryCodeHash) },
        actor,
      );
      endEnrolment(reply);
      const enrolled = (await loadStaff(ctx.db, account.row.id)) ?? account;
      if (session) return { recovery_codes: recoveryCodes, me: meAnswer(ctx, enrolled, session) };
      endPendingLogin(reply);
      return { recovery_codes: recoveryCodes, me: await logIn(ctx, request, reply, enrolled) };
    },
  );
}
