import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { offerVersionParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { withdrawVersion } from '../offer-drafts';
import { offerEditor } from './offer-staff';

/** DELETE /api/console/offer/:group/versions/:version: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferWithdraw(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/console/offer/:group/versions/:version',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Withdraws a version set for later, before its time',
        params: offerVersionParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { group, version } = request.params;
      await withdrawVersion(ctx.db, offerEditor(request, ctx.registry, group), group, version, ctx.offerClock);
      return reply.code(204).send(null);
    },
  );
}
