import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleSessionsEndedAnswerSchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { staffOf } from '../sessions/staff-session';
import { auditSessionsEnded, endSessionsOf } from '../staff/staff-store';

/** POST /api/console/sessions/end-others: the contract is packages/domain/src/api/console/sessions.ts. */
export function registerConsoleSessionsEndOthers(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/sessions/end-others',
    {
      schema: {
        tags: ['console'],
        summary: "Ends every session of the staff member but this browser's",
        response: { 200: consoleSessionsEndedAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const ended = await endSessionsOf(ctx.db, staff.id, { except: staff.sessionHandle });
      await auditSessionsEnded(
        ctx.db,
        { staffId: staff.id, label: staff.email, requestId: request.id },
        staff.email,
        ended.length,
      );
      return { ended: ended.length };
    },
  );
}
