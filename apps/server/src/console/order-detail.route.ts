import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleOrderDetailAnswerSchema, consoleOrderParamsSchema } from '@portal/domain';
import { errorResponses } from '../api-schemas';
import type { AppContext } from '../app-context';
import { findOrderDetail } from './board-store';
import { staffOf } from './staff-session';

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
    async (request) => findOrderDetail(ctx.db, ctx.registry, staffOf(request).scope, request.params.orderId),
  );
}
