import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The console's API and the buyer's /v1 calls: answers that may depend on a session or carry personal data. */
const PRIVATE_ADDRESS = /^\/(v1|api\/console)(\/|\?|$)/i;

/** Routes under those addresses whose answer is the same for everyone and cached as the route says. */
const PUBLIC_ROUTES: ReadonlySet<string> = new Set(['/v1/storefront/:tenant']);

/** Whether the answer to this request is kept out of every cache (docs/architecture.md#caches-and-other-sites). */
function answersPrivately(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && PUBLIC_ROUTES.has(route)) return false;
  // A request no route matched (a 401 of the console, a 404) is judged by its address.
  return PRIVATE_ADDRESS.test(route ?? request.url);
}

/** A Vary header that also names Cookie, keeping what the route put there. */
function varyWithCookie(current: unknown): string {
  const names = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'cookie')) return names.join(', ');
  return [...names, 'Cookie'].join(', ');
}

/**
 * Sends `Cache-Control: no-store` and `Vary: Cookie` with every private answer, errors included,
 * so neither a browser's cache nor a shared one keeps a session's orders, staff or e-mails (ASVS
 * 8.2.1). One hook by address, so a new route under /v1 or /api/console cannot forget it; the
 * storefront, pictures, assets and pages keep their own Cache-Control.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (answersPrivately(request)) {
      void reply.header('cache-control', 'no-store').header('vary', varyWithCookie(reply.getHeader('vary')));
    }
    return payload;
  });
}
