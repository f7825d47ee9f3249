import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerGroupParamsSchema, offerSpendingBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { saveDraftSpending } from '../draft-spending';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/spending: the contract is packages/domain/src/api/console/offer-spending.ts. */
export function registerOfferSpendingSave(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/spending',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Admins: replaces the group's spending rules in its draft, whole, or removes them (null)",
        params: offerGroupParamsSchema,
        body: offerSpendingBodySchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = offerEditor(request, ctx.registry, request.params.group);
      const { key, title } = findTenant(ctx.registry, request.params.group).config;
      return { changes: await saveDraftSpending(ctx.db, actor, { key, title }, request.body.rules) };
    },
  );
}
