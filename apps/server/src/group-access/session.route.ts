import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionAnswerSchema, sessionBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';
import { errorResponses } from '../errors/error-responses';
import { hasSession } from '../sessions/session-cookies';

/** POST /v1/session: whether this browser is logged in to a group (packages/domain/src/api/sessions.ts). */
export function registerSessionCheck(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/session',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Whether this browser is logged in to a group and has its admin mode on',
        description: 'The session cookies are httpOnly: this is how the page knows to ask for the password or offer Log out.',
        body: sessionBodySchema,
        response: { 200: sessionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = findTenant(ctx.registry, request.body.companyName);
      return {
        logged_in: hasSession(request, 'group', tenant.config.key),
        admin: hasSession(request, 'admin', tenant.config.key),
      };
    },
  );
}
