import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish once the server is told to stop. */
export const DEFAULT_GRACE_MS = 10_000;

/**
 * Prepares a bounded graceful stop and answers the function that performs it: no new connections,
 * requests in flight get up to `graceMs` to finish, then every connection still open is cut.
 * Node's server.close() alone waits for connections that never sent a request (a browser's
 * preconnect, a client that opened a second socket and gave up), which holds a SIGTERM for a
 * minute or more. Call before the server starts listening, so every request is counted.
 */
export function gracefulClose(app: FastifyInstance, graceMs: number = DEFAULT_GRACE_MS): () => Promise<void> {
  let inFlight = 0;
  let closing = false;
  const cutWhenIdle = () => {
    if (closing && inFlight === 0) app.server.closeAllConnections();
  };
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    // 'close' comes once per response: sent, or its client gone.
    response.once('close', () => {
      inFlight -= 1;
      cutWhenIdle();
    });
  });
  return async () => {
    closing = true;
    const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
    // Fastify calls server.close() after its preClose hooks: check until the connections are gone.
    const poll = setInterval(cutWhenIdle, 50);
    try {
      await app.close();
    } finally {
      clearTimeout(deadline);
      clearInterval(poll);
    }
  };
}
