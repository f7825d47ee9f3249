import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { updateHistoricalOrderBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import { findTenant, type AppContext } from '../../../context/app-context';
import { AppError } from '../../../errors/app-error';
import { staffEditingGroup } from '../../../sessions/staff-session';
import { adminGroups, hasSession } from '../../../sessions/session-cookies';
import { editOrderLines } from '../../../order-store/order-store';

/** POST /v1/update-historical-order: the contract is packages/domain/src/api/update-historical-order.ts. */
export function registerUpdateHistoricalOrder(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/update-historical-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Admin: edits Customer PO, PO and Est. Ship Date on the lines of a placed order',
        description:
          'Needs the admin session of the group, or the console session of an admin or of a rep of the group. Every changed field is recorded in the audit log with its old and new value and who changed it.',
        body: updateHistoricalOrderBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const groups = body.companyName ? [body.companyName] : adminGroups(request);
      const groupKey = groups.length === 1 ? groups[0]! : null;
      const staff = groupKey ? await staffEditingGroup(request, ctx.db, groupKey) : null;
      if (!groupKey || (!staff && !hasSession(request, 'admin', groupKey)))
        throw new AppError('FORBIDDEN', 'Turn on admin mode to edit orders.');
      findTenant(ctx.registry, groupKey);
      await editOrderLines(ctx.db, {
        groupKey,
        email: body.email,
        createdAt: new Date(Number(body.created_at)),
        edits: body.cart,
        requestId: request.id,
        // The shared password names nobody; a staff member's session names them.
        actor: staff ? { label: staff.email, staffId: staff.id } : { label: 'admin', staffId: null },
      });
      return reply.code(204).send(null);
    },
  );
}
