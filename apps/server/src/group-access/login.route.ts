import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginBodySchema } from '@portal/domain';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { errorResponses } from '../errors/error-responses';
import { INVALID_PASSWORD } from '../sessions/group-secrets';
import { setProof, setSession } from '../sessions/session-cookies';

/** POST /v1/login: a group password opens that group (packages/domain/src/api/sessions.ts). */
export function registerGroupLogin(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/login',
    {
      onRequest: ctx.throttle.refuseStrangersWhenBusy,
      schema: {
        tags: ['sessions'],
        summary: 'Root LOGIN: a group password opens that group and answers its route prefix',
        body: loginBodySchema,
        response: { 200: loginAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const entries = [...ctx.registry.groups.values()].filter((t) => t.secrets.password !== null);
      const tenant = await ctx.throttle.attempt(
        request,
        { group: null, secret: 'password', label: 'the portal', groupHasPassword: true },
        request.body.password,
        async (trusted) =>
          entries[
            await ctx.secrets.match(
              request.body.password,
              entries.map((t) => t.secrets.password as string),
              trusted,
            )
          ] ?? null,
      );
      if (!tenant) throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
      await setSession(reply, 'group', tenant.config.key);
      setProof(request, reply, tenant.config.key, 'password');
      return { route_prefix: tenant.config.route_prefix, group: tenant.config.key };
    },
  );
}
