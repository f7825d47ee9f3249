import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerBypassCodesAnswerSchema, offerGroupParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { bypassCodeTrail } from '../bypass-code-trail';
import { offerGroup } from './offer-staff';

/** GET /api/console/offer/:group/bypass-codes: the contract is packages/domain/src/api/console/offer-spending.ts. */
export function registerOfferBypassCodeTrail(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer/:group/bypass-codes',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Each bypass code of the group's live version: its label and caps, this month's orders and amount, and when it was last used",
        params: offerGroupParamsSchema,
        response: { 200: offerBypassCodesAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = offerGroup(request, ctx.registry, request.params.group);
      return bypassCodeTrail(ctx.db, tenant, ctx.offerClock.now(), ctx.timeZone);
    },
  );
}
