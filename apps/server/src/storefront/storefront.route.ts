import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { toStorefront, type Tenant } from '@portal/tenants/server';
import type { StorefrontAnswer } from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';

/** One storefront answer in each encoding a browser may ask for. */
interface EncodedAnswer {
  /** Names this content: a browser that holds it is answered 304 without a body. */
  etag: string;
  /** Bytes, not a string: a string would be encoded again for every request (57 KB for guardian). */
  identity: Buffer;
  /** Null until the brotli of a version just published is ready: meanwhile gzip (or none) is sent. */
  br: Buffer | null;
  gzip: Buffer;
}

/** The encoding to send: brotli when it is ready, then gzip, else none; `q=0` refuses one. */
function pickEncoding(acceptEncoding: string | undefined, brReady: boolean): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br') && brReady) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Each group's answer is built and compressed once per version it serves: the first request after
 * a publish builds it from the new Tenant (the registry swaps in a new object), later ones reuse it.
 * The catalogue is the first thing every screen waits for, and compressed it is about a tenth the size.
 */
function encodedAnswers(ctx: AppContext): (tenant: Tenant, atStart?: boolean) => EncodedAnswer {
  const built = new WeakMap<Tenant, EncodedAnswer>();
  return (tenant, atStart = false) => {
    const known = built.get(tenant);
    if (known) return known;
    const paypalAvailable = ctx.paypal !== null && !tenant.config.paypal_not_supported;
    const answer: StorefrontAnswer = {
      ...toStorefront(tenant, ctx.registry.provider),
      payments: { paypal: { available: paypalAvailable, client_id: paypalAvailable ? (ctx.paypal?.clientId ?? null) : null } },
    };
    const identity = Buffer.from(JSON.stringify(answer));
    const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };
    const encoded: EncodedAnswer = {
      // Weak: the same answer in three encodings.
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      br: atStart ? brotliCompressSync(identity, brotli) : null,
      gzip: gzipSync(identity, { level: 9 }),
    };
    // Brotli at quality 9 takes 10–20 ms for the largest group: after a publish it runs on the
    // thread pool, out of the way of the requests it arrives among (gzip, a millisecond, is sent meanwhile).
    if (!atStart)
      brotliCompress(identity, brotli, (error, br) => {
        if (!error) encoded.br = br;
      });
    built.set(tenant, encoded);
    return encoded;
  };
}

export function registerStorefrontRoute(app: FastifyInstance, ctx: AppContext): void {
  const answerOf = encodedAnswers(ctx);
  // Built before the first buyer asks, so no buyer waits for the compression at start.
  for (const tenant of ctx.registry.groups.values()) answerOf(tenant, true);

  app.get<{ Params: { tenant: string } }>(
    '/v1/storefront/:tenant',
    { schema: { tags: ['storefront'], summary: "A group's public configuration and catalogue (prices in cents, no secrets)" } },
    async (request, reply) => {
      const answer = answerOf(findTenant(ctx.registry, request.params.tenant));
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
