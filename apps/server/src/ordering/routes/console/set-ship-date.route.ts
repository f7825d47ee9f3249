import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleOrderParamsSchema, consoleSetShipDateAnswerSchema, consoleSetShipDateBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { setShipDate } from '../../fulfilment-store';
import { fulfilmentSettings, orderActor } from './order-actor';

/** POST /api/console/orders/:orderId/ship-date: the contract is packages/domain/src/api/console/set-ship-date.ts. */
export function registerConsoleSetShipDate(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/orders/:orderId/ship-date',
    {
      schema: {
        tags: ['console'],
        summary: 'Sets the est. ship date of an order, or of one of its lines',
        params: consoleOrderParamsSchema,
        body: consoleSetShipDateBodySchema,
        response: { 200: consoleSetShipDateAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = orderActor(request);
      const state = await setShipDate(ctx.db, fulfilmentSettings(ctx), actor, {
        orderId: request.params.orderId,
        estShipDate: request.body.est_ship_date,
        lineNo: request.body.line_no,
        version: request.body.version,
      });
      ctx.wakeOutbox();
      return state;
    },
  );
}
