import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleStaffParamsSchema, consoleStaffUpdateAnswerSchema, consoleStaffUpdateBodySchema } from '@portal/domain';
import { errorResponses } from '../../errors/error-responses';
import type { AppContext } from '../../context/app-context';
import { staffAdmin } from './staff-actor';
import { toStaffMember, updateStaff } from '../staff-store';

/** PATCH /api/console/staff/:staffId: the contract is packages/domain/src/api/console/staff-update.ts. */
export function registerConsoleStaffUpdate(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/console/staff/:staffId',
    {
      schema: {
        tags: ['console'],
        summary: "Admin: changes a staff member's name, role or groups",
        params: consoleStaffParamsSchema,
        body: consoleStaffUpdateBodySchema,
        response: { 200: consoleStaffUpdateAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = staffAdmin(request);
      const updated = await updateStaff(ctx.db, request.params.staffId, request.body, new Set(ctx.registry.groups.keys()), actor);
      return toStaffMember(updated);
    },
  );
}
