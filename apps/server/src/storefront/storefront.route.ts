import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { toStorefront } from '@portal/tenants/server';
import type { StorefrontAnswer } from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';

/** One storefront answer in each encoding a browser may ask for. */
interface EncodedAnswer {
  /** Bytes, not a string: a string would be encoded again for every request (57 KB for guardian). */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The encoding to send: brotli, then gzip, else none; `q=0` refuses one. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function registerStorefrontRoute(app: FastifyInstance, ctx: AppContext): void {
  // Storefronts never change while the server runs: build and compress each answer once. The
  // catalogue is the first thing every screen waits for, and compressed it is about a tenth the size.
  const answers = new Map<string, EncodedAnswer>();
  for (const [key, tenant] of ctx.registry.groups) {
    const paypalAvailable = ctx.paypal !== null && !tenant.config.paypal_not_supported;
    const answer: StorefrontAnswer = {
      ...toStorefront(tenant, ctx.registry.provider),
      payments: { paypal: { available: paypalAvailable, client_id: paypalAvailable ? (ctx.paypal?.clientId ?? null) : null } },
    };
    const identity = Buffer.from(JSON.stringify(answer));
    answers.set(key, {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(identity, { level: 9 }),
    });
  }

  app.get<{ Params: { tenant: string } }>(
    '/v1/storefront/:tenant',
    { schema: { tags: ['storefront'], summary: "A group's public configuration and catalogue (prices in cents, no secrets)" } },
    async (request, reply) => {
      findTenant(ctx.registry, request.params.tenant);
      const answer = answers.get(request.params.tenant);
      const encoding = answer ? pickEncoding(request.headers['accept-encoding']) : 'identity';
      void reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .header('vary', 'accept-encoding');
      if (!answer || encoding === 'identity') return reply.send(answer?.identity);
      return reply.header('content-encoding', encoding).send(answer[encoding]);
    },
  );
}
