import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleMeAnswerSchema, type ConsoleMeAnswer } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { staffOf } from '../sessions/staff-session';
import { toStaffMember, type StaffAccount } from '../staff/staff-store';

/** Who is logged in, the groups they see and what they may do. */
export function meAnswer(
  ctx: AppContext,
  staff: StaffAccount,
  times: { expiresAt: number; idleExpiresAt: number },
): ConsoleMeAnswer {
  const all = [...ctx.registry.groups.values()].map((t) => ({ key: t.config.key, title: t.config.title }));
  const role = staff.row.role;
  return {
    staff: toStaffMember(staff),
    groups: role === 'rep' ? all.filter((g) => staff.groups.includes(g.key)) : all,
    can_change_orders: role !== 'viewer',
    can_manage_staff: role === 'admin',
    expires_at: times.expiresAt,
    idle_expires_at: times.idleExpiresAt,
    time_zone: ctx.orderEmails.timeZone,
  };
}

/** GET /api/console/me: the contract is packages/domain/src/api/console/login.ts. */
export function registerConsoleMe(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/me',
    {
      schema: {
        tags: ['console'],
        summary: 'Who is logged in to the console, and what they may see and do',
        response: { 200: consoleMeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return meAnswer(ctx, staff.account, { expiresAt: staff.expiresAt, idleExpiresAt: staff.idleExpiresAt });
    },
  );
}
