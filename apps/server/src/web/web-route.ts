import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built single-page app; every other GET that is not the API gets index.html. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/v1/') || request.url.startsWith('/images/')) {
      return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
  return true;
}
