import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupParamsSchema, offerItemsAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { offerItems } from '../offer-reads';
import { offerGroup } from './offer-staff';

/** GET /api/console/offer/:group/items: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferItems(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer/:group/items',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The group's items as its draft has them (the newest version's without a draft), prices in dollars",
        params: offerGroupParamsSchema,
        response: { 200: offerItemsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      offerGroup(request, ctx.registry, request.params.group);
      return { items: await offerItems(ctx.db, request.params.group) };
    },
  );
}
