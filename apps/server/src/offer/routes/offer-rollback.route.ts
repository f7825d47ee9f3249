import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerPublishAnswerSchema, offerVersionParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { rollBack } from '../offer-drafts';
import { servePublished } from '../publish-moment';
import { offerEditor } from './offer-staff';

/** POST /api/console/offer/:group/versions/:version/rollback: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferRollback(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/offer/:group/versions/:version/rollback',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Publishes an earlier version of the group's offer again, now, as its next version",
        params: offerVersionParamsSchema,
        response: { 200: offerPublishAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group, version } = request.params;
      const next = await rollBack(ctx.db, offerEditor(request, ctx.registry, group), group, version, {
        registry: ctx.registry,
        clock: ctx.offerClock,
        timeZone: ctx.timeZone,
      });
      await servePublished(ctx.registry);
      return { version: next };
    },
  );
}
