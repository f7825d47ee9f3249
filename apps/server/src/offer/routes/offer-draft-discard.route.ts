import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { offerGroupParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { discardDraft } from '../offer-drafts';
import { offerEditor } from './offer-staff';

/** DELETE /api/console/offer/:group/draft: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferDraftDiscard(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/console/offer/:group/draft',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Drops the group's draft; what it changed is audited as discarded",
        params: offerGroupParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await discardDraft(ctx.db, offerEditor(request, ctx.registry, request.params.group), request.params.group);
      return reply.code(204).send(null);
    },
  );
}
