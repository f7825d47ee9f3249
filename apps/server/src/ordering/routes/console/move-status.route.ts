import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleMoveStatusAnswerSchema, consoleMoveStatusBodySchema, consoleOrderParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { moveStatus } from '../../fulfilment-store';
import { fulfilmentSettings, orderActor } from './order-actor';

/** POST /api/console/orders/:orderId/status: the contract is packages/domain/src/api/console/move-status.ts. */
export function registerConsoleMoveStatus(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/orders/:orderId/status',
    {
      schema: {
        tags: ['console'],
        summary: "Moves an order's fulfilment status",
        description:
          'Impossible moves and changes made meanwhile answer 409 and change nothing; shipping needs carrier and tracking_number (400). A received order may ship at once, recorded as two moves through in production. In production, shipped and cancelled queue an e-mail to the buyer (one, for the last step).',
        params: consoleOrderParamsSchema,
        body: consoleMoveStatusBodySchema,
        response: { 200: consoleMoveStatusAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = orderActor(request);
      const body = request.body;
      const state = await moveStatus(ctx.db, fulfilmentSettings(ctx), actor, {
        orderId: request.params.orderId,
        to: body.to,
        version: body.version,
        expectedStatus: body.expected_status,
        carrier: body.carrier,
        trackingNumber: body.tracking_number,
        note: body.note,
      });
      ctx.wakeOutbox();
      return state;
    },
  );
}
