import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { toStorefront, type Tenant } from '@portal/tenants/server';
import type { StorefrontAnswer } from '@portal/domain';
import type { AppContext } from '../context/app-context';
import { PAYPAL_STAND_IN_SDK_PATH } from '../payments/paypal-stand-in';

const gzipAsync = promisify(gzip);
// Quality 6: guardian's answer in 0.7 ms and 8.7 KB, where 9 took 8.5 ms for 8.6 KB, CPU taken from
// the requests that arrive among a burst of publishes (the publish bench's storefront p99).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/** One storefront answer in each encoding a browser may ask for. */
export interface EncodedAnswer {
  /** Names this content: a browser that holds it is answered 304 without a body. */
  etag: string;
  /** Bytes, not a string: a string would be encoded again for every request (57 KB for guardian). */
  identity: Buffer;
  /** Null until the brotli of a version just published is ready: meanwhile gzip (or none) is sent. */
  br: Buffer | null;
  gzip: Buffer;
}

/** The encoding to send: brotli when it is ready, then gzip, else none; `q=0` refuses one. */
export function pickEncoding(acceptEncoding: string | undefined, brReady: boolean): 'br' | 'gzip' | 'identity' {
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
 * Each group's answer, built and compressed once per version it serves. At start every group's is
 * built at once; a version published later is built as it is swapped in (`prepare`, which the live
 * offer awaits before serving it), with gzip and brotli on the thread pool, so the requests that
 * arrive among publishes never wait for a compression. A Tenant object met without either (a test
 * registry) is built on its first request.
 */
export class StorefrontAnswers {
  private readonly built = new WeakMap<Tenant, EncodedAnswer>();

  constructor(private readonly ctx: Pick<AppContext, 'paypal' | 'registry'>) {}

  /** The answer of a group's version: built before, or now. */
  of(tenant: Tenant): EncodedAnswer {
    const known = this.built.get(tenant);
    if (known) return known;
    const identity = this.identityOf(tenant);
    const encoded: EncodedAnswer = {
      ...identity,
      br: brotliCompressSync(identity.identity, BROTLI),
      gzip: gzipSync(identity.identity, { level: 9 }),
    };
    this.built.set(tenant, encoded);
    return encoded;
  }

  /** Builds a version's answer before it is served: gzip awaited, brotli when it is ready (gzip is sent meanwhile). */
  async prepare(tenant: Tenant): Promise<void> {
    if (this.built.has(tenant)) return;
    const identity = this.identityOf(tenant);
    const encoded: EncodedAnswer = { ...identity, br: null, gzip: await gzipAsync(identity.identity, { level: 9 }) };
    brotliCompress(identity.identity, BROTLI, (error, br) => {
      if (!error) encoded.br = br;
    });
    if (!this.built.has(tenant)) this.built.set(tenant, encoded);
  }

  private identityOf(tenant: Tenant): Pick<EncodedAnswer, 'etag' | 'identity'> {
    const paypalAvailable = this.ctx.paypal !== null && !tenant.config.paypal_not_supported;
    const answer: StorefrontAnswer = {
      ...toStorefront(tenant, this.ctx.registry.provider),
      payments: {
        paypal: {
          available: paypalAvailable,
          client_id: paypalAvailable ? (this.ctx.paypal?.clientId ?? null) : null,
          // The fake PayPal only: the web app loads the local stand-in instead of PayPal's script.
          ...(paypalAvailable && this.ctx.paypal?.sdkStandIn ? { sdk_url: PAYPAL_STAND_IN_SDK_PATH } : {}),
        },
      },
    };
    const identity = Buffer.from(JSON.stringify(answer));
    // Weak: the same answer in three encodings.
    return { etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`, identity };
  }
}
