import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@portal/tenants/server';
import { toStorefront } from '@portal/tenants/server';
import type { Storefront } from '@portal/domain';

export function registerStorefrontRoute(app: FastifyInstance, registry: TenantRegistry): void {
  // Storefronts never change while the server runs: build each answer once.
  const answers = new Map<string, string>();
  for (const [key, tenant] of registry.groups)
    answers.set(key, JSON.stringify(toStorefront(tenant, registry.provider) satisfies Storefront));

  app.get<{ Params: { tenant: string } }>('/v1/storefront/:tenant', async (request, reply) => {
    const answer = answers.get(request.params.tenant);
    if (answer === undefined) {
      return reply.code(404).send({ message: `No dealership group is called '${request.params.tenant}'.`, code: 'NOT_FOUND' });
    }
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=60').send(answer);
  });
}
