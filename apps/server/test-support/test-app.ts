import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadTenants, type TenantRegistry } from '@portal/tenants/server';
import { buildApp, type AppOptions } from '../src/app';
import { openTestDatabase, type TestDatabase } from './test-database';

export const registry: TenantRegistry = loadTenants();

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(kind: 'pglite' | 'postgres', options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    registry,
    database,
    imagesDir: '/nonexistent',
    cookieSecret: 'test-cookie-secret-that-is-long-enough-0123456789',
    ...options,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The cookies a response set, as a Cookie header value to send back. */
export function cookiesFrom(...responses: LightMyRequestResponse[]): string {
  return responses
    .flatMap((response) => response.cookies)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}
