import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleLoginCodeBodySchema, consoleMeAnswerSchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { endPendingLogin, readPendingLogin } from '../sessions/staff-session';
import { checkAccountCode, checkSecondFactor, logIn, LOG_IN_WITH_PASSWORD_FIRST, WRONG_CODE } from './staff-login';

/** POST /api/console/login/code: the contract is packages/domain/src/api/console/login.ts. */
export function registerConsoleLoginCode(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/login/code',
    {
      schema: {
        tags: ['console'],
        summary: 'The second step of a login: a code from the authenticator app, or a recovery code',
        body: consoleLoginCodeBodySchema,
        response: { 200: consoleMeAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const pending = await readPendingLogin(request, ctx.db);
      if (!pending?.row.totpEnabledAt) throw new AppError('UNAUTHORIZED', LOG_IN_WITH_PASSWORD_FIRST);
      const { result } = await checkAccountCode(ctx, request, pending.row.email, async () =>
        (await checkSecondFactor(ctx, request, pending, request.body.code)) ? true : null,
      );
      if (!result) throw new AppError('UNAUTHORIZED', WRONG_CODE);
      endPendingLogin(reply);
      return logIn(ctx, request, reply, pending);
    },
  );
}
