import { fileURLToPath } from 'node:url';
import { GENERATED_IMAGES_DIR, loadTenants } from '@portal/tenants/server';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';

async function main(): Promise<void> {
  // From dist/main.js or src/main.ts alike, the web build sits at apps/web/dist.
  const config = loadConfig(process.env, fileURLToPath(new URL('../../web/dist', import.meta.url)));
  const registry = loadTenants();
  const app = await buildApp({
    registry,
    imagesDir: GENERATED_IMAGES_DIR,
    webDistDir: config.WEB_DIST_DIR,
    logLevel: config.LOG_LEVEL,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `${registry.groups.size} dealership groups loaded; open http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}/`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || (error instanceof Error && error.name === 'TenantDataError') ? error.message : error,
  );
  process.exit(1);
});
