import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerItemParamsSchema, offerItemSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { saveDraftItem } from '../draft-items';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/items/:code: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferItemSave(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/items/:code',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Admins and the group's reps: adds or changes an item in the group's draft, checked as the files are",
        params: offerItemParamsSchema,
        body: offerItemSchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = offerEditor(request, ctx.registry, request.params.group);
      return {
        changes: await saveDraftItem(
          ctx.db,
          ctx.registry,
          ctx.pictures,
          actor,
          request.params.group,
          request.params.code,
          request.body,
        ),
      };
    },
  );
}
