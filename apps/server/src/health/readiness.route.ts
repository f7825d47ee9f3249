import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNAVAILABLE_MESSAGE } from '../errors/app-error';
import { errorSchema } from '../errors/error-responses';

/** GET /readyz: the database answers (503 while it does not). */
export function registerReadiness(app: FastifyInstance, ping: () => Promise<boolean>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorSchema },
      },
    },
    async (_request, reply) => {
      if (await ping()) return { status: 'ready' as const };
      return reply.code(503).send({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
    },
  );
}
