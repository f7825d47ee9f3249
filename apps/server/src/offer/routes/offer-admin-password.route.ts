import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerDraftChangeAnswerSchema, offerGroupParamsSchema, offerPasswordBodySchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { setAdminPassword } from '../draft-secrets';
import { offerEditor } from './offer-staff';

/** PUT /api/console/offer/:group/secrets/admin-password: hashed here, kept only as a hash in the draft; the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferAdminPassword(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/offer/:group/secrets/admin-password',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Admins: sets the group's admin password",
        params: offerGroupParamsSchema,
        body: offerPasswordBodySchema,
        response: { 200: offerDraftChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group } = request.params;
      const actor = offerEditor(request, ctx.registry, group);
      if (request.body.password === null) throw new AppError('INVALID_INPUT', 'A group always has an admin password.');
      return { changes: await setAdminPassword(ctx.db, actor, group, request.body.password) };
    },
  );
}
