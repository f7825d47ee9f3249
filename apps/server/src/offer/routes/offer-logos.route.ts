import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupParamsSchema, offerLogosAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { draftLogos } from '../draft-logos';
import { offerGroup } from './offer-staff';

/** GET /api/console/offer/:group/logos: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferLogos(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer/:group/logos',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "A group's placements, logos per category and logos' uploaded pictures as the draft has them, and the placement table",
        params: offerGroupParamsSchema,
        response: { 200: offerLogosAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      offerGroup(request, ctx.registry, request.params.group);
      return draftLogos(ctx.db, request.params.group);
    },
  );
}
