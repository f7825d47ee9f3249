import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app's files; answers the page to send for screen paths, or null
 * when there is no build. In route mode B the page names its group in a meta tag.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, siteGroup: string | null): Promise<string | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  // index.html is served by the not-found handler, so the site group is always written into it.
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  const page = readFileSync(indexFile, 'utf8');
  const meta = `<meta name="portal-site-group" content="${siteGroup ?? ''}" />`;
  return page.includes('</head>') ? page.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${page}`;
}

/** Screen paths (not the API, pictures or docs) get index.html, so a reload of /harbor/checkout works. */
export function isScreenPath(method: string, url: string): boolean {
  return method === 'GET' && !/^\/(v1|images|docs|healthz|readyz)(\/|$|\?)/.test(url);
}
