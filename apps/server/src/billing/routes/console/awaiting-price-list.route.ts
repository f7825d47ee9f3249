import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAwaitingPriceAnswerSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { listAwaitingPrice } from '../../line-prices';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/awaiting-price: the contract is packages/domain/src/api/console/billing-awaiting-price.ts. */
export function registerAwaitingPriceList(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/awaiting-price',
    {
      schema: {
        tags: ['billing'],
        summary: 'Orders on account whose invoice waits for the price of a line on quote',
        response: { 200: consoleAwaitingPriceAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ orders: await listAwaitingPrice(ctx.db, ctx, staffOf(request).scope) }),
  );
}
