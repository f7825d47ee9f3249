import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerPasswordBodySchema, offerStoreParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { setStorePassword } from '../draft-secrets';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/secrets/store-passwords/:code: hashed here, kept only as a hash in the draft; the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferStorePassword(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/secrets/store-passwords/:code',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Admins: sets or clears a store's password",
        params: offerStoreParamsSchema,
        body: offerPasswordBodySchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group, code } = request.params;
      return {
        changes: await setStorePassword(ctx.db, offerEditor(request, ctx.registry, group), group, code, request.body.password),
      };
    },
  );
}
