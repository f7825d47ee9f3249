import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerGroupParamsSchema, offerPasswordBodySchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { setGroupPassword } from '../draft-secrets';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/secrets/group-password: hashed here, kept only as a hash in the draft; the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferGroupPassword(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/secrets/group-password',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Admins: sets or clears the group password (its old one stops working when the version is published)',
        params: offerGroupParamsSchema,
        body: offerPasswordBodySchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group } = request.params;
      const actor = offerEditor(request, ctx.registry, group);
      return { changes: await setGroupPassword(ctx.db, actor, group, request.body.password, ctx.registry) };
    },
  );
}
