import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { storeUnlockBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { errorResponses } from '../errors/error-responses';
import { INVALID_PASSWORD, targetOf } from '../sessions/group-secrets';
import { setProof, setSession } from '../sessions/session-cookies';

/** POST /v1/stores/unlock: a store's password opens its customs catalogue (packages/domain/src/api/sessions.ts). */
export function registerStoreUnlock(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/stores/unlock',
    {
      // No early refusal here: a store without a password opens without any check, and which store
      // is asked is only known from the body.
      schema: {
        tags: ['sessions'],
        summary: "Opens a store's customs catalogue with the store password",
        body: storeUnlockBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { companyName, storeCode, password } = request.body;
      const tenant = findTenant(ctx.registry, companyName);
      if (!tenant.config.stores.some((store) => store.code === storeCode)) {
        throw new AppError('NOT_FOUND', `${tenant.config.title} has no store ${storeCode}.`);
      }
      const stored = Object.hasOwn(tenant.secrets.store_passwords, storeCode)
        ? tenant.secrets.store_passwords[storeCode]
        : undefined;
      if (stored !== undefined) {
        const secret = `store-${storeCode}` as const;
        const right = await ctx.throttle.attempt(request, targetOf(tenant, secret), password, async (trusted) =>
          (await ctx.secrets.verify(password, stored, trusted)) ? true : null,
        );
        if (!right) throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
        setProof(request, reply, companyName, secret);
      }
      await setSession(reply, 'store', companyName, storeCode);
      return reply.code(204).send(null);
    },
  );
}
