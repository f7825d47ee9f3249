import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../errors/error-responses';
import { UNAVAILABLE_MESSAGE } from '../errors/app-error';

export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<boolean>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
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
