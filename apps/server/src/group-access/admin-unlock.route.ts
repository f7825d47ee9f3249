import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { adminUnlockBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { errorResponses } from '../errors/error-responses';
import { INVALID_PASSWORD, targetOf } from '../sessions/group-secrets';
import { setProof, setSession } from '../sessions/session-cookies';

/** POST /v1/admin/unlock: the admin password turns on admin mode (packages/domain/src/api/sessions.ts). */
export function registerAdminUnlock(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/admin/unlock',
    {
      onRequest: ctx.throttle.refuseStrangersWhenBusy,
      schema: {
        tags: ['sessions'],
        summary: "Turns on admin mode on the group's orders screen",
        body: adminUnlockBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { companyName, password } = request.body;
      const tenant = findTenant(ctx.registry, companyName);
      const right = await ctx.throttle.attempt(request, targetOf(tenant, 'admin'), password, async (trusted) =>
        (await ctx.secrets.verify(password, tenant.secrets.admin_password, trusted)) ? true : null,
      );
      if (!right) throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
      await setSession(reply, 'admin', companyName);
      setProof(request, reply, companyName, 'admin');
      return reply.code(204).send(null);
    },
  );
}
