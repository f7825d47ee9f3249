import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleBulkAnswerSchema, consoleBulkShipDateBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { eachOrder } from '../../bulk-each';
import { setShipDate } from '../../fulfilment-store';
import { fulfilmentSettings, orderActor } from './order-actor';

/** POST /api/console/orders/bulk/ship-date: the contract is packages/domain/src/api/console/bulk.ts. */
export function registerConsoleBulkShipDate(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/orders/bulk/ship-date',
    {
      schema: {
        tags: ['console'],
        summary: 'Sets one est. ship date on every line of each of the orders named',
        description: 'Each order is answered on its own: done, or why not.',
        body: consoleBulkShipDateBodySchema,
        response: { 200: consoleBulkAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = orderActor(request);
      const settings = fulfilmentSettings(ctx);
      const answer = await eachOrder([...new Set(request.body.order_ids)], (orderId) =>
        setShipDate(ctx.db, settings, actor, { orderId, estShipDate: request.body.est_ship_date }),
      );
      ctx.wakeOutbox();
      return answer;
    },
  );
}
