import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerGroupParamsSchema, offerSettingsSchema } from '@portal/domain';
import { findTenant, type AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { saveDraftSettings } from './draft-settings';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/settings: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferSettingsSave(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/settings',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Admins: the group's title, flags, PayPal, company minimum, route prefix, order limits, footer representatives, order recipients, ship-to address and shipping methods, in its draft",
        params: offerGroupParamsSchema,
        body: offerSettingsSchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = offerEditor(request, ctx.registry, request.params.group);
      const { title } = findTenant(ctx.registry, request.params.group).config;
      return { changes: await saveDraftSettings(ctx.db, actor, { key: request.params.group, title }, request.body) };
    },
  );
}
