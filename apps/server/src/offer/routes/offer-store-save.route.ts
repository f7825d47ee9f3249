import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerStoreParamsSchema, offerStoreSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { saveDraftStore } from '../draft-stores';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/stores/:code: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferStoreSave(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/stores/:code',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Admins and the group’s reps: adds a store (its code six capital letters or digits) or changes its name and address, in the draft',
        params: offerStoreParamsSchema,
        body: offerStoreSchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group, code } = request.params;
      return { changes: await saveDraftStore(ctx.db, offerEditor(request, ctx.registry, group), group, code, request.body) };
    },
  );
}
