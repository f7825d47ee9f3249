import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors/app-error';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The calls a page of another site could make with the visitor's cookies. */
const GUARDED_ADDRESS = /^\/(v1|api\/console)(\/|\?|$)/i;

/** scheme://host[:port] with the scheme's default port left out, as browsers write Origin; null when not a URL. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origin the browser reached: the Host (X-Forwarded-Host and -Proto behind a trusted proxy,
 * TRUST_PROXY), and https in production whatever the hop from a TLS-terminating proxy said, as the
 * secure cookies need it.
 */
function ownOrigin(request: FastifyRequest, production: boolean): string | null {
  return originOf(`${production ? 'https' : request.protocol}://${request.host}`);
}

/** Whether a page of another site sent the request: its `Sec-Fetch-Site` says so, or its `Origin` is `null` or not ours. */
function isCrossSite(request: FastifyRequest, production: boolean): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  // No Origin: a client that is not a browser (curl, the tests), or a browser's same-origin GET.
  if (origin === undefined) return false;
  // 'null' is what a sandboxed frame, a data: page or a redirect chain across sites sends.
  if (origin === 'null') return true;
  const own = ownOrigin(request, production);
  return own === null || originOf(origin) !== own;
}

/**
 * Refuses with 403 every state-changing call to /v1 and /api/console sent from a page of another
 * origin, before its body is read (docs/architecture.md#caches-and-other-sites): a second defence behind SameSite
 * cookies. Requests without Origin nor Sec-Fetch-Site (clients that are not browsers) pass.
 */
export function refuseCrossSiteRequests(app: FastifyInstance, options: { production: boolean }): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !GUARDED_ADDRESS.test(request.url)) return;
    if (isCrossSite(request, options.production)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  });
}
