import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleOrderDetailAnswerSchema, consoleOrderParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { findOrderDetail } from '../../board-store';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/orders/:orderId: the contract is packages/domain/src/api/console/order-detail.ts. */
export function registerConsoleOrderDetail(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/orders/:orderId',
    {
      schema: {
        tags: ['console'],
        summary: 'One order: its lines, logos, e-mails, audit trail and status history',
        description: 'An order of a group the staff member does not work for answers 404, as if it were not there.',
        params: consoleOrderParamsSchema,
        response: { 200: consoleOrderDetailAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = staffOf(request);
      // The e-mails as they are sent, even one the worker has not drawn yet; findOrderDetail checks the scope.
      const detail = await findOrderDetail(ctx.db, ctx.registry, scope, request.params.orderId);
      if (!detail.emails.some((e) => e.to.length === 0)) return detail;
      await ctx.pendingEmails.drawForOrder(request.params.orderId);
      return findOrderDetail(ctx.db, ctx.registry, scope, request.params.orderId);
    },
  );
}
