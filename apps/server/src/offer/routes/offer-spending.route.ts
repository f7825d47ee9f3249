import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupParamsSchema, offerSpendingAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { draftSpending } from '../draft-spending';
import { spendingReader } from './offer-staff';

/** GET /api/console/offer/:group/spending: the contract is packages/domain/src/api/console/offer-spending.ts. */
export function registerOfferSpending(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer/:group/spending',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Admins and the group's reps: the group's spending rules as its draft has them, with the stores and bypass codes (by label) they may name",
        params: offerGroupParamsSchema,
        response: { 200: offerSpendingAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      spendingReader(request, ctx.registry, request.params.group);
      return draftSpending(ctx.db, request.params.group);
    },
  );
}
