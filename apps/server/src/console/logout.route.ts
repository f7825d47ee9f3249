import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { endStaffSession, readStaffSession } from '../sessions/staff-session';
import { auditSession } from '../staff/staff-store';

/** POST /api/console/logout: the contract is packages/domain/src/api/console/logout.ts. */
export function registerConsoleLogout(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/logout',
    {
      schema: {
        tags: ['console'],
        summary: "Ends this browser's staff session",
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const staff = await readStaffSession(request);
      if (staff) await auditSession(ctx.db, { staffId: staff.id, label: staff.email, requestId: request.id }, 'staff_logout');
      await endStaffSession(request, reply);
      return reply.code(204).send(null);
    },
  );
}
