import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerStoreParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { removeDraftStore } from '../draft-stores';
import { offerEditor } from './offer-staff';

/** DELETE /api/console/offer/:group/stores/:code: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferStoreRemove(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/console/offer/:group/stores/:code',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Takes a store and its password out of the draft; refused while items are limited to it',
        params: offerStoreParamsSchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group, code } = request.params;
      return { changes: await removeDraftStore(ctx.db, offerEditor(request, ctx.registry, group), group, code) };
    },
  );
}
