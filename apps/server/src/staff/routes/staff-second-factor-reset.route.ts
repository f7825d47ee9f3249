import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { consoleStaffParamsSchema } from '@portal/domain';
import { errorResponses } from '../../errors/error-responses';
import type { AppContext } from '../../context/app-context';
import { staffAdmin } from './staff-actor';
import { resetSecondFactor } from '../staff-store';

/** POST /api/console/staff/:staffId/second-factor/reset: the contract is packages/domain/src/api/console/second-factor.ts. */
export function registerConsoleStaffSecondFactorReset(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/staff/:staffId/second-factor/reset',
    {
      schema: {
        tags: ['console'],
        summary: "Admin: removes a staff member's second factor (a lost phone) and ends their sessions",
        params: consoleStaffParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await resetSecondFactor(ctx.db, request.params.staffId, staffAdmin(request));
      return reply.code(204).send(null);
    },
  );
}
