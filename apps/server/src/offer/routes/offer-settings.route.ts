import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupParamsSchema, offerSettingsAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { draftSettings } from './draft-settings';
import { offerGroup } from './offer-staff';

/** GET /api/console/offer/:group/settings: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferSettings(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer/:group/settings',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The group's settings, stores and which secrets are set, as its draft has them; never a secret",
        params: offerGroupParamsSchema,
        response: { 200: offerSettingsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      offerGroup(request, ctx.registry, request.params.group);
      return draftSettings(ctx.db, request.params.group);
    },
  );
}
