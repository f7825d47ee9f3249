import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { consoleStaffParamsSchema, consoleStaffResetPasswordBodySchema } from '@portal/domain';
import { hashSecretAsync } from '@portal/tenants/server';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import type { AppContext } from '../../context/app-context';
import { staffAdmin } from './staff-actor';
import { checkNewPassword } from '../password-rule';
import { loadStaff, NO_SUCH_STAFF, resetStaffPassword } from '../staff-store';

/** POST /api/console/staff/:staffId/password: the contract is packages/domain/src/api/console/staff-reset-password.ts. */
export function registerConsoleStaffResetPassword(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/staff/:staffId/password',
    {
      schema: {
        tags: ['console'],
        summary: "Admin: sets a staff member's new password and ends their sessions",
        params: consoleStaffParamsSchema,
        body: consoleStaffResetPasswordBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = staffAdmin(request);
      const account = await loadStaff(ctx.db, request.params.staffId);
      if (!account) throw new AppError('NOT_FOUND', NO_SUCH_STAFF);
      await checkNewPassword(request.body.password, account.row, ctx.registry);
      const passwordHash = await hashSecretAsync(request.body.password);
      await resetStaffPassword(ctx.db, request.params.staffId, passwordHash, actor);
      return reply.code(204).send(null);
    },
  );
}
