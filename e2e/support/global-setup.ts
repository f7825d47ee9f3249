import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakePayPal } from '@portal/testing/fake-paypal';
import { MODE_A_URL, MODE_B_GROUP, MODE_B_URL, OUTBOX_DIRS, PAYPAL_PORT, PROVIDER_TIME_ZONE } from './ports';

const repo = fileURLToPath(new URL('../..', import.meta.url));

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  // Generous: on a busy two-core machine PGlite and the migrations alone have taken over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} not ready in 180 s:\n${log()}`);
}

function startServer(port: number, env: Record<string, string>): { process: ChildProcess; log: () => string } {
  let output = '';
  const child = spawn(process.execPath, [join(repo, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every order comes from 127.0.0.1 to a handful of inboxes: the per-address and per-inbox hourly limits would end the run.
      ORDERS_PER_HOUR: '1000000',
      CONFIRMATIONS_PER_HOUR: '1000000',
      PROVIDER_TIME_ZONE,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, log: () => output };
}

/**
 * Starts the fake PayPal API and the built app twice: route mode A (every group under its
 * prefix) and mode B (the default group at the root). Needs `npm run build` first.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const paypal = await startFakePayPal({ port: PAYPAL_PORT });
  const paypalEnv = {
    PAYPAL_API_BASE: paypal.baseUrl,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  };
  const port = (url: string) => Number(new URL(url).port);
  for (const dir of Object.values(OUTBOX_DIRS)) rmSync(dir, { recursive: true, force: true });
  const modeA = startServer(port(MODE_A_URL), { ...paypalEnv, OUTBOX_DIR: OUTBOX_DIRS['mode-a'] });
  const modeB = startServer(port(MODE_B_URL), { ...paypalEnv, SITE_GROUP: MODE_B_GROUP, OUTBOX_DIR: OUTBOX_DIRS['mode-b'] });
  await Promise.all([waitUntilReady(MODE_A_URL, modeA.process, modeA.log), waitUntilReady(MODE_B_URL, modeB.process, modeB.log)]);
  return async () => {
    modeA.process.kill('SIGTERM');
    modeB.process.kill('SIGTERM');
    await paypal.close();
  };
}
