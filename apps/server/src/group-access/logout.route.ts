import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { logoutBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';
import { errorResponses } from '../errors/error-responses';
import { clearSessions } from '../sessions/session-cookies';

/** POST /v1/logout: ends this browser's sessions of a group (packages/domain/src/api/sessions.ts). */
export function registerGroupLogout(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/logout',
    {
      schema: {
        tags: ['sessions'],
        summary: "Ends this browser's group, admin and store sessions of a group",
        body: logoutBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const tenant = findTenant(ctx.registry, request.body.companyName);
      await clearSessions(request, reply, tenant.config.key);
      return reply.code(204).send(null);
    },
  );
}
