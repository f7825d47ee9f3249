import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageWriter, type PageFor } from './web-pages';

/**
 * Serves the built single-page app's files; answers how to write the page for a screen path, or
 * null when there is no build. In route mode B the page names its group in a meta tag.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  siteGroup: string | null,
  groupKeys: ReadonlySet<string>,
): Promise<PageFor | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  // index.html is served by the not-found handler, so the site group is always written into it.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    maxAge: '1h',
    // index.html goes out as the page below (with its site group meta tag), never as a raw file.
    allowedPath: (pathname) => pathname !== '/index.html',
    // Scripts and styles are sent as the build compressed them (.br, .gz beside each file).
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite names every asset by its content hash: a changed file gets a new name, so keep it a year.
      if (/[/\\]assets[/\\][^/\\]+$/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return pageWriter(distDir, siteGroup, groupKeys);
}
