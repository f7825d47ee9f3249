import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built single-page app's files; answers whether there is one to serve. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'] });
  return true;
}

/** Screen paths (not the API, pictures or docs) get index.html, so a reload of /harbor/checkout works. */
export function isScreenPath(method: string, url: string): boolean {
  return method === 'GET' && !/^\/(v1|images|docs|healthz|readyz)(\/|$|\?)/.test(url);
}
