import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleUnbilledOrdersAnswerSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { listUnbilledOrders } from '../../unbilled-orders';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/unbilled-orders: the contract is packages/domain/src/api/console/billing-unbilled.ts. */
export function registerUnbilledOrdersList(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/unbilled-orders',
    {
      schema: {
        tags: ['billing'],
        summary: 'Orders on account that no billing account bills',
        response: { 200: consoleUnbilledOrdersAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ orders: await listUnbilledOrders(ctx.db, ctx, staffOf(request).scope) }),
  );
}
