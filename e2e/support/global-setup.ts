import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakePayPal } from '@portal/testing/fake-paypal';
import { addPairRep, freshPairDatabase, pairDatabaseUrl } from './instance-pair';
import {
  MODE_A_URL,
  MODE_B_GROUP,
  MODE_B_URL,
  OFFER_CLOCK_FILES,
  OUTBOX_DIRS,
  PAIR_URLS,
  PAYPAL_PORT,
  PROVIDER_TIME_ZONE,
} from './ports';

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
 * Two servers in route mode A on one fresh PostgreSQL database, when TEST_DATABASE_URL names one
 * (CI does): the journey in two-instances.spec.ts publishes on the first and reads the second.
 */
async function startPair(paypalEnv: Record<string, string>) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) return { servers: [], ready: async () => undefined };
  await freshPairDatabase(testDatabaseUrl);
  const databaseUrl = pairDatabaseUrl(testDatabaseUrl);
  const env = { ...paypalEnv, DATABASE_URL: databaseUrl, OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'e2e-pair-outbox-')) };
  // One after the other: both would load the demo data into the new database at once otherwise
  // (which holds, but the first start is the one the demo rep is added after).
  const first = startServer(Number(new URL(PAIR_URLS[0]).port), env);
  const servers = [first];
  return {
    servers,
    async ready() {
      await waitUntilReady(PAIR_URLS[0], first.process, first.log);
      await addPairRep(databaseUrl);
      const second = startServer(Number(new URL(PAIR_URLS[1]).port), env);
      servers.push(second);
      await waitUntilReady(PAIR_URLS[1], second.process, second.log);
    },
  };
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
  // Each server's offer clock starts on the real time; only support/offer-clock.ts moves it, forward.
  for (const file of Object.values(OFFER_CLOCK_FILES)) writeFileSync(file, '0');
  const modeA = startServer(port(MODE_A_URL), {
    ...paypalEnv,
    OUTBOX_DIR: OUTBOX_DIRS['mode-a'],
    OFFER_CLOCK_FILE: OFFER_CLOCK_FILES['mode-a'],
  });
  const modeB = startServer(port(MODE_B_URL), {
    ...paypalEnv,
    SITE_GROUP: MODE_B_GROUP,
    OUTBOX_DIR: OUTBOX_DIRS['mode-b'],
    OFFER_CLOCK_FILE: OFFER_CLOCK_FILES['mode-b'],
  });
  const pair = await startPair(paypalEnv);
  await Promise.all([waitUntilReady(MODE_A_URL, modeA.process, modeA.log), waitUntilReady(MODE_B_URL, modeB.process, modeB.log)]);
  await pair.ready();
  return async () => {
    modeA.process.kill('SIGTERM');
    modeB.process.kill('SIGTERM');
    for (const server of pair.servers) server.process.kill('SIGTERM');
    await paypal.close();
  };
}
