import Fastify, { type FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@portal/tenants/server';
import { registerImagesRoute } from './images/images-route';
import { registerStorefrontRoute } from './storefront/storefront-route';
import { registerWebApp } from './web/web-route';

export interface AppOptions {
  registry: TenantRegistry;
  imagesDir: string;
  webDistDir?: string | undefined;
  logLevel?: string;
}

export async function buildApp({ registry, imagesDir, webDistDir, logLevel = 'silent' }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: logLevel }, bodyLimit: 256 * 1024 });
  app.get('/healthz', async () => ({ status: 'ok' }));
  registerStorefrontRoute(app, registry);
  registerImagesRoute(app, imagesDir);
  const servesWeb = webDistDir ? await registerWebApp(app, webDistDir) : false;
  if (!servesWeb) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' }));
  }
  return app;
}
