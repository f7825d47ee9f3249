import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleBulkAnswerSchema, consoleBulkInProductionBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { eachOrder } from '../../bulk-each';
import { moveStatus } from '../../fulfilment-store';
import { fulfilmentSettings, orderActor } from './order-actor';

/** POST /api/console/orders/bulk/in-production: the contract is packages/domain/src/api/console/bulk.ts. */
export function registerConsoleBulkInProduction(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/orders/bulk/in-production',
    {
      schema: {
        tags: ['console'],
        summary: 'Moves each of the orders named from Received to In production',
        description: 'Each order is answered on its own: done, or why not.',
        body: consoleBulkInProductionBodySchema,
        response: { 200: consoleBulkAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = orderActor(request);
      const settings = fulfilmentSettings(ctx);
      const answer = await eachOrder([...new Set(request.body.order_ids)], (orderId) =>
        moveStatus(ctx.db, settings, actor, { orderId, to: 'in_production', expectedStatus: 'received' }),
      );
      ctx.wakeOutbox();
      return answer;
    },
  );
}
