import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminUnlockBodySchema,
  bypassCheckAnswerSchema,
  bypassCheckBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  logoutBodySchema,
  sessionAnswerSchema,
  sessionBodySchema,
  storeUnlockBodySchema,
} from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import { findTenant, type AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { clearSessions, hasSession, setProof, setSession } from '../sessions/session-cookies';
import { checkBypassCode, INVALID_PASSWORD, targetOf } from '../sessions/group-secrets';

/** Login, store unlock, bypass check and admin unlock: each compares against scrypt hashes, rate limited. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
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
      setSession(reply, 'group', tenant.config.key);
      setProof(request, reply, tenant.config.key, 'password');
      return { route_prefix: tenant.config.route_prefix, group: tenant.config.key };
    },
  );

  api.post(
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

  api.post(
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
      clearSessions(request, reply, tenant.config.key);
      return reply.code(204).send(null);
    },
  );

  api.post(
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
      setSession(reply, 'store', companyName, storeCode);
      return reply.code(204).send(null);
    },
  );

  api.post(
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

  api.post(
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
      setSession(reply, 'admin', companyName);
      setProof(request, reply, companyName, 'admin');
      return reply.code(204).send(null);
    },
  );
}
