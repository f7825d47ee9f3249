import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupAnswerSchema, offerGroupParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { staffOf } from '../../sessions/staff-session';
import { offerGroupAnswer } from '../offer-reads';
import { offerGroup } from './offer-staff';

/** GET /api/console/offer/:group: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferGroup(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer/:group',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A group's draft with what it changes and what keeps it from being published, its versions and latest changes",
        params: offerGroupParamsSchema,
        response: { 200: offerGroupAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      offerGroup(request, ctx.registry, request.params.group);
      return offerGroupAnswer(ctx.db, ctx.registry, request.params.group, staffOf(request), ctx.offerClock);
    },
  );
}
