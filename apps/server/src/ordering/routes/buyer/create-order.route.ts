import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { createOrderAnswerSchema, createOrderBodySchema, waitingForApprovalText, type CreateOrderAnswer } from '@portal/domain';
import { findTenant, type AppContext } from '../../../context/app-context';
import { paymentErrors } from './payment-errors';
import { placeOrder } from '../../place-order';
import { buyerPlacer } from './buyer-placer';

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
      const { body } = request;
      const tenant = findTenant(ctx.registry, body.companyName);
      const result = await placeOrder(ctx, {
        group: body.companyName,
        buyer: { firstName: body.first_name, lastName: body.last_name, email: body.email },
        store: body.store,
        customerPo: body.customer_po,
        lines: Array.isArray(body.cart) ? body.cart : Object.values(body.cart),
        shipTo: body.ship_to,
        shippingMethod: body.shipping_method,
        carried: { freightCents: body.freight, taxCents: body.tax },
        payment: body.bypassPaypal ? { method: 'account', bypassCode: body.bypassCode ?? null } : { method: 'paypal' },
        placer: buyerPlacer(request, reply, tenant),
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        log: request.log,
        requestId: request.id,
      });
      if (result.outcome === 'refused') throw result.problem;
      const { order } = result;
      const answer: CreateOrderAnswer = {
        order_id: order.paypalOrderId ?? order.id,
        order_number: order.number,
        total: order.totalCents,
        payment: order.payment,
        charges: order.charges,
        approval: order.approver ? { approver: order.approver.name, text: waitingForApprovalText(order.approver.name) } : null,
      };
      return reply.code(result.repeat ? 200 : 201).send(answer);
    },
  );
}
