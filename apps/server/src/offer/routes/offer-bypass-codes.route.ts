import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerBypassCodesBodySchema, offerDraftChangeAnswerSchema, offerGroupParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { replaceBypassCodes } from '../draft-secrets';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/secrets/bypass-codes: hashed here, kept only as a hash in the draft; the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferBypassCodes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/secrets/bypass-codes',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Admins: replaces the group's bypass codes (the old ones stop working when the version is published)",
        params: offerGroupParamsSchema,
        body: offerBypassCodesBodySchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group } = request.params;
      return { changes: await replaceBypassCodes(ctx.db, offerEditor(request, ctx.registry, group), group, request.body.codes) };
    },
  );
}
