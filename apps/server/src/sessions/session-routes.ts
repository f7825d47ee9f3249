import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeBypassCode } from '@portal/domain';
import { errorResponses, groupKeyField } from '../api-schemas';
import { findTenant, type AppContext } from '../app-context';
import { AppError } from '../errors/app-error';
import { setSession } from './session-cookies';

const secretField = z.string().max(200);

export const INVALID_PASSWORD = 'That password is not valid.';
export const INVALID_CODE = 'That code is not valid.';

const ipBucket = (request: FastifyRequest) => `ip:${request.ip}`;

/** Login, store unlock, bypass check and admin unlock: each compares against scrypt hashes, rate limited. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/login',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Root LOGIN: a group password opens that group and answers its route prefix',
        body: z.object({ password: secretField }).strict(),
        response: { 200: z.object({ route_prefix: z.string().nullable(), group: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const buckets = [ipBucket(request)];
      await ctx.attempts.assertAllowed(buckets);
      const entries = [...ctx.registry.groups.values()].filter((t) => t.secrets.password !== null);
      const index = await ctx.secrets.match(
        request.body.password,
        entries.map((t) => t.secrets.password as string),
      );
      const tenant = entries[index];
      if (!tenant) {
        await ctx.attempts.recordFailure(buckets);
        throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
      }
      // Guesses sent at once may have used up the limit while this one was checked.
      await ctx.attempts.assertAllowed(buckets);
      setSession(reply, 'group', tenant.config.key, ctx.secureCookies);
      return { route_prefix: tenant.config.route_prefix, group: tenant.config.key };
    },
  );

  api.post(
    '/v1/stores/unlock',
    {
      schema: {
        tags: ['sessions'],
        summary: "Opens a store's customs catalogue with the store password",
        body: z.object({ companyName: groupKeyField, storeCode: z.string().max(20), password: secretField }).strict(),
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
        const buckets = [ipBucket(request), `group:${companyName}`];
        await ctx.attempts.assertAllowed(buckets);
        if (!(await ctx.secrets.verify(password, stored))) {
          await ctx.attempts.recordFailure(buckets);
          throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
        }
        await ctx.attempts.assertAllowed(buckets);
      }
      setSession(reply, 'store', companyName, ctx.secureCookies, storeCode);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/v1/bypass/check',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Whether a bypass code (any case) lets this group order on account',
        body: z.object({ companyName: groupKeyField, code: secretField }).strict(),
        response: { 200: z.object({ valid: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { companyName, code } = request.body;
      const tenant = findTenant(ctx.registry, companyName);
      const buckets = [ipBucket(request), `group:${companyName}`];
      await ctx.attempts.assertAllowed(buckets);
      const normalized = normalizeBypassCode(code);
      const valid = normalized !== '' && (await ctx.secrets.match(normalized, tenant.secrets.bypass_codes)) !== -1;
      if (valid) await ctx.attempts.assertAllowed(buckets);
      else await ctx.attempts.recordFailure(buckets);
      return { valid };
    },
  );

  api.post(
    '/v1/admin/unlock',
    {
      schema: {
        tags: ['sessions'],
        summary: "Turns on admin mode on the group's orders screen",
        body: z.object({ companyName: groupKeyField, password: secretField }).strict(),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { companyName, password } = request.body;
      const tenant = findTenant(ctx.registry, companyName);
      const buckets = [ipBucket(request), `group:${companyName}`];
      await ctx.attempts.assertAllowed(buckets);
      if (!(await ctx.secrets.verify(password, tenant.secrets.admin_password))) {
        await ctx.attempts.recordFailure(buckets);
        throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
      }
      await ctx.attempts.assertAllowed(buckets);
      setSession(reply, 'admin', companyName, ctx.secureCookies);
      return reply.code(204).send(null);
    },
  );
}
