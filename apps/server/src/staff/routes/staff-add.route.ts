import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleStaffAddAnswerSchema, consoleStaffAddBodySchema } from '@portal/domain';
import { hashSecretAsync } from '@portal/tenants/server';
import { errorResponses } from '../../errors/error-responses';
import type { AppContext } from '../../context/app-context';
import { staffAdmin } from './staff-actor';
import { checkNewPassword } from '../password-rule';
import { addStaff, checkRoleAndGroups, toStaffMember } from '../staff-store';

/** POST /api/console/staff: the contract is packages/domain/src/api/console/staff-add.ts. */
export function registerConsoleStaffAdd(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/staff',
    {
      schema: {
        tags: ['console'],
        summary: 'Admin: adds a staff member',
        body: consoleStaffAddBodySchema,
        response: { 201: consoleStaffAddAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = staffAdmin(request);
      const body = request.body;
      const groups = checkRoleAndGroups(body.role, body.groups, new Set(ctx.registry.groups.keys()));
      await checkNewPassword(body.password, body, ctx.registry);
      const passwordHash = await hashSecretAsync(body.password);
      const added = await addStaff(ctx.db, { email: body.email, name: body.name, role: body.role, groups, passwordHash }, actor);
      return reply.code(201).send(toStaffMember(added));
    },
  );
}
