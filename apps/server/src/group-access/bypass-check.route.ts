import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bypassCheckAnswerSchema, bypassCheckBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';
import { errorResponses } from '../errors/error-responses';
import { checkBypassCode } from '../sessions/group-secrets';
import { setProof } from '../sessions/session-cookies';

/** POST /v1/bypass/check: whether a bypass code lets the group order on account (packages/domain/src/api/sessions.ts). */
export function registerBypassCheck(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/bypass/check',
    {
      onRequest: ctx.throttle.refuseStrangersWhenBusy,
      schema: {
        tags: ['sessions'],
        summary: 'Whether a bypass code (any case) lets this group order on account',
        body: bypassCheckBodySchema,
        response: { 200: bypassCheckAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const tenant = findTenant(ctx.registry, request.body.companyName);
      const valid = await checkBypassCode(ctx, request, tenant, request.body.code);
      if (valid) setProof(request, reply, tenant.config.key, 'bypass');
      return { valid };
    },
  );
}
