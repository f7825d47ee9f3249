import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { createOrderAnswerSchema, createOrderBodySchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { paymentErrors } from './payment-errors';
import { placeOrder } from '../place-order';

/** POST /v1/create-order: the contract is packages/domain/src/api/create-order.ts. */
export function registerCreateOrder(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/create-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Checks and prices the cart on the server and records the order (PayPal or on account)',
        description:
          'Send an Idempotency-Key header to make retries safe: a repeat answers the first order. On the PayPal path order_id is the PayPal order id for the buttons; with bypassPaypal and a valid bypassCode the order is placed on account at once.',
        headers: z.object({ 'idempotency-key': z.optional(z.string()) }),
        body: createOrderBodySchema,
        response: { 200: createOrderAnswerSchema, 201: createOrderAnswerSchema, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const { status, answer } = await placeOrder(ctx, request, reply, request.body);
      return reply.code(status).send(answer);
    },
  );
}
