import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { consoleSessionParamsSchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { endStaffSession, staffOf } from '../sessions/staff-session';
import { auditSessionsEnded, endSessionsOf } from '../staff/staff-store';

/** POST /api/console/sessions/:sessionId/end: the contract is packages/domain/src/api/console/sessions.ts. */
export function registerConsoleSessionEnd(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/sessions/:sessionId/end',
    {
      schema: {
        tags: ['console'],
        summary: "Ends one of the staff member's own sessions, every copy of its cookie",
        params: consoleSessionParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const ended = await endSessionsOf(ctx.db, staff.id, { only: request.params.sessionId });
      if (ended.length === 0) throw new AppError('NOT_FOUND', 'You have no such session open.');
      await auditSessionsEnded(ctx.db, { staffId: staff.id, label: staff.email, requestId: request.id }, staff.email, 1);
      if (request.params.sessionId === staff.sessionHandle) await endStaffSession(request, reply);
      return reply.code(204).send(null);
    },
  );
}
