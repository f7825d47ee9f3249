import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { consoleStaffParamsSchema } from '@portal/domain';
import { errorResponses } from '../../errors/error-responses';
import type { AppContext } from '../../context/app-context';
import { staffAdmin } from './staff-actor';
import { removeStaff } from '../staff-store';

/** DELETE /api/console/staff/:staffId: the contract is packages/domain/src/api/console/staff-remove.ts. */
export function registerConsoleStaffRemove(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/console/staff/:staffId',
    {
      schema: {
        tags: ['console'],
        summary: 'Admin: removes a staff member; they cannot log in and their sessions end',
        params: consoleStaffParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeStaff(ctx.db, request.params.staffId, staffAdmin(request));
      return reply.code(204).send(null);
    },
  );
}
