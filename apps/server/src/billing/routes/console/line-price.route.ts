import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleLinePriceAnswerSchema, consoleLinePriceBodySchema, consoleLinePriceParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { setLinePrice } from '../../line-prices';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/orders/:orderId/lines/:lineNo/price: the contract is packages/domain/src/api/console/billing-awaiting-price.ts. */
export function registerLinePrice(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/orders/:orderId/lines/:lineNo/price',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: sets the price of a line on quote, and issues the invoice it held',
        params: consoleLinePriceParamsSchema,
        body: consoleLinePriceBodySchema,
        response: { 200: consoleLinePriceAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await setLinePrice(ctx.db, ctx, billingManager(request), {
        orderId: request.params.orderId,
        lineNo: request.params.lineNo,
        unitPriceCents: request.body.unit_price_cents,
      });
      if (answer.invoice_number) ctx.wakeOutbox();
      return answer;
    },
  );
}
