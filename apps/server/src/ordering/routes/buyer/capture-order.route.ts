import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captureOrderAnswerSchema, captureOrderBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../../../context/app-context';
import { paymentErrors } from './payment-errors';
import { assertGroupSession } from '../../../sessions/group-session';
import { captureOrder } from '../../paypal-checkout';

/** POST /v1/capture-order: the contract is packages/domain/src/api/capture-order.ts. */
export function registerCaptureOrder(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/capture-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Captures an approved PayPal order once and marks it paid',
        body: captureOrderBodySchema,
        response: { 200: captureOrderAnswerSchema, ...paymentErrors },
      },
    },
    async (request) => {
      const tenant = findTenant(ctx.registry, request.body.companyName);
      assertGroupSession(request, tenant, 'order');
      return captureOrder(ctx, tenant, request.body.order_id, request.log);
    },
  );
}
