import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupsAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { staffOf } from '../../sessions/staff-session';
import { offerGroups } from '../offer-reads';

/** GET /api/console/offer: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferGroups(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The groups the staff member sees, each with its live version, its draft and a publish set for later',
        response: { 200: offerGroupsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => offerGroups(ctx.db, ctx.registry, staffOf(request).scope, ctx.offerClock),
  );
}
