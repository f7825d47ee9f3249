import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutChargesAnswerSchema, checkoutChargesBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../../../context/app-context';
import { errorResponses } from '../../../errors/error-responses';
import { quoteCharges } from '../../checkout-charges';
import { buyerPlacer } from './buyer-placer';

/** POST /v1/checkout-charges: the contract is packages/domain/src/api/create-order.ts (checkoutChargesBodySchema). */
export function registerCheckoutCharges(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/checkout-charges',
    {
      schema: {
        tags: ['orders'],
        summary: 'What the order would cost where it ships: goods, freight and tax, before it is placed',
        description:
          'The same checks and computation as create-order, nothing written: the ship-to (the store’s, the group’s or one typed), the shipping method (the group’s first when not named), freight and sales tax; for a group with spending rules, whether the order would wait for approval or be refused, and what is left of the store’s budget this month where the group shows it. Counted per client address and group.',
        body: checkoutChargesBodySchema,
        response: { 200: checkoutChargesAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const tenant = findTenant(ctx.registry, body.companyName);
      const placer = buyerPlacer(request, reply, tenant);
      return quoteCharges(ctx, {
        group: body.companyName,
        store: body.store,
        lines: Array.isArray(body.cart) ? body.cart : Object.values(body.cart),
        shipTo: body.ship_to,
        shippingMethod: body.shipping_method,
        buyer: { groupUnlocked: placer.groupUnlocked, storesUnlocked: placer.storesUnlocked, address: placer.browser.address },
      });
    },
  );
}
