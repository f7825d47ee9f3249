import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleGroupsAnswerSchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { startOfDay } from '../time/day-bounds';
import { seesGroup, staffOf } from '../sessions/staff-session';
import { groupsAtAGlance } from './groups-store';
import { localDay } from '../time/local-time';

/** GET /api/console/groups: the contract is packages/domain/src/api/console/groups.ts. */
export function registerGroupsAtAGlance(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/groups',
    {
      schema: {
        tags: ['console'],
        summary: 'The groups this staff member sees: set-up, reps, recipients, flags, and orders today and this month',
        response: { 200: consoleGroupsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const zone = ctx.timeZone;
      const today = localDay(Date.now(), zone);
      const tenants = [...ctx.registry.groups.values()]
        .filter((t) => seesGroup(staff, t.config.key))
        .sort((a, b) => a.config.title.localeCompare(b.config.title));
      const groups = await groupsAtAGlance(ctx.db, tenants, {
        today: startOfDay(today, zone),
        monthStart: startOfDay(`${today.slice(0, 7)}-01`, zone),
      });
      return { groups, today };
    },
  );
}
