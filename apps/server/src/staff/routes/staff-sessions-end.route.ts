import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleSessionsEndedAnswerSchema, consoleStaffParamsSchema } from '@portal/domain';
import { errorResponses } from '../../errors/error-responses';
import type { AppContext } from '../../context/app-context';
import { staffAdmin } from './staff-actor';
import { auditSessionsEnded, endSessionsOf, loadStaff } from '../staff-store';
import { AppError } from '../../errors/app-error';

/** POST /api/console/staff/:staffId/sessions/end: the contract is packages/domain/src/api/console/sessions.ts. */
export function registerConsoleStaffSessionsEnd(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/staff/:staffId/sessions/end',
    {
      schema: {
        tags: ['console'],
        summary: 'Admin: ends every session of a staff member, every copy of their cookies',
        params: consoleStaffParamsSchema,
        response: { 200: consoleSessionsEndedAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = staffAdmin(request);
      const account = await loadStaff(ctx.db, request.params.staffId);
      if (!account) throw new AppError('NOT_FOUND', 'No such staff member.');
      const ended = await endSessionsOf(ctx.db, account.row.id);
      await auditSessionsEnded(ctx.db, actor, account.row.email, ended.length);
      return { ended: ended.length };
    },
  );
}
