import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { browserName, consoleSessionsAnswerSchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { staffOf } from '../sessions/staff-session';

/** GET /api/console/sessions: the contract is packages/domain/src/api/console/sessions.ts. */
export function registerConsoleSessionsList(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/sessions',
    {
      schema: {
        tags: ['console'],
        summary: "The staff member's own live sessions: browser, address, started, last used",
        response: { 200: consoleSessionsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const rows = await ctx.sessions.staffSessions(staff.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          browser: browserName(row.userAgent),
          address: row.address,
          started_at: row.createdAt.getTime(),
          last_used_at: row.lastUsedAt.getTime(),
          current: row.id === staff.sessionHandle,
        })),
      };
    },
  );
}
