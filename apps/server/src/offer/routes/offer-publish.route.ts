import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupParamsSchema, offerPublishAnswerSchema, offerPublishBodySchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { publishDraft } from '../offer-drafts';
import { publishMoment, servePublished } from '../publish-moment';
import { offerEditor } from './offer-staff';

/** POST /api/console/offer/:group/publish: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferPublish(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/offer/:group/publish',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Publishes the group's draft as its next version, now or at a set time, once it holds by the files' rules",
        params: offerGroupParamsSchema,
        body: offerPublishBodySchema,
        response: { 200: offerPublishAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = offerEditor(request, ctx.registry, request.params.group);
      const liveAt = publishMoment(request.body.at, ctx.offerClock);
      const version = await publishDraft(ctx.db, actor, request.params.group, {
        liveAt,
        registry: ctx.registry,
        clock: ctx.offerClock,
        timeZone: ctx.timeZone,
      });
      await servePublished(ctx.registry);
      return { version };
    },
  );
}
