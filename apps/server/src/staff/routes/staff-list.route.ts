import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleStaffListAnswerSchema } from '@portal/domain';
import { errorResponses } from '../../errors/error-responses';
import type { AppContext } from '../../context/app-context';
import { assertAdmin, staffOf } from '../../sessions/staff-session';
import { listStaff, toStaffMember } from '../staff-store';

/** GET /api/console/staff: the contract is packages/domain/src/api/console/staff-list.ts. */
export function registerConsoleStaffList(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/staff',
    {
      schema: {
        tags: ['console'],
        summary: 'Admin: every staff member',
        response: { 200: consoleStaffListAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertAdmin(staffOf(request));
      return { staff: (await listStaff(ctx.db)).map(toStaffMember) };
    },
  );
}
