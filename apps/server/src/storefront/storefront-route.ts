import type { FastifyInstance } from 'fastify';
import { toStorefront } from '@portal/tenants/server';
import type { StorefrontAnswer } from '@portal/domain';
import { findTenant, type AppContext } from '../app-context';

export function registerStorefrontRoute(app: FastifyInstance, ctx: AppContext): void {
  // Storefronts never change while the server runs: build each answer once.
  const answers = new Map<string, string>();
  for (const [key, tenant] of ctx.registry.groups) {
    const paypalAvailable = ctx.paypal !== null && !tenant.config.paypal_not_supported;
    const answer: StorefrontAnswer = {
      ...toStorefront(tenant, ctx.registry.provider),
      payments: { paypal: { available: paypalAvailable, client_id: paypalAvailable ? (ctx.paypal?.clientId ?? null) : null } },
    };
    answers.set(key, JSON.stringify(answer));
  }

  app.get<{ Params: { tenant: string } }>(
    '/v1/storefront/:tenant',
    { schema: { tags: ['storefront'], summary: "A group's public configuration and catalogue (prices in cents, no secrets)" } },
    async (request, reply) => {
      findTenant(ctx.registry, request.params.tenant);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .send(answers.get(request.params.tenant));
    },
  );
}
