import type { FastifyInstance } from 'fastify';
import { findTenant, type AppContext } from '../context/app-context';
import { LiveOffer } from '../offer/live-offer';
import { pickEncoding, StorefrontAnswers } from './storefront-answers';

export function registerStorefrontRoute(app: FastifyInstance, ctx: AppContext): void {
  const answers = new StorefrontAnswers(ctx);
  // Built before the first buyer asks, so no buyer waits for the compression at start; a version
  // published later is built before it is served.
  for (const tenant of ctx.registry.groups.values()) answers.of(tenant);
  if (ctx.registry instanceof LiveOffer) ctx.registry.beforeServing((tenant) => answers.prepare(tenant));

  app.get<{ Params: { tenant: string } }>(
    '/v1/storefront/:tenant',
    { schema: { tags: ['storefront'], summary: "A group's public configuration and catalogue (prices in cents, no secrets)" } },
    async (request, reply) => {
      const answer = answers.of(findTenant(ctx.registry, request.params.tenant));
      const encoding = pickEncoding(request.headers['accept-encoding'], answer.br !== null);
      // Kept by browsers and shared caches, but asked again each time (a 304 while unchanged), so a
      // publish shows at the next load of the page rather than a minute later.
      void reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, no-cache')
        .header('etag', answer.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(answer.etag)) return reply.code(304).send();
      if (encoding === 'identity') return reply.send(answer.identity);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? answer.br : answer.gzip);
    },
  );
}
