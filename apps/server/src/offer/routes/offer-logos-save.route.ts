import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerGroupParamsSchema, offerLogosSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { saveDraftLogos } from '../draft-logos';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/logos: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferLogosSave(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/logos',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Admins and the group's reps: the placements, logos per category and logos' uploaded pictures, all at once into the draft",
        params: offerGroupParamsSchema,
        body: offerLogosSchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group } = request.params;
      return {
        changes: await saveDraftLogos(ctx.db, ctx.pictures, offerEditor(request, ctx.registry, group), group, request.body),
      };
    },
  );
}
