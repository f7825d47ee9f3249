import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakePayPal } from '@portal/testing/fake-paypal';
import { sleep } from './util';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** What `npm start` runs. */
export const BUILT_SERVER = join(REPO, 'apps/server/dist/main.js');

/** The server's own bound on a graceful stop is 10 s for requests in flight. */
const STOP_GRACE_MS = 15_000;

/** The same on every instance, so a session cookie signed by one is good on the other. */
export const COOKIE_SECRET = 'drills-cookie-secret-0123456789-abcdefghijklmnop';

/** The sender of every drill's e-mails: the Message-IDs the outbox writes carry its domain. */
export const MAIL_FROM = 'Crestline Orders <orders@crestline-supply.example>';

/** A server's environment for sending its e-mails to `smtpUrl`. */
export const mailEnv = (smtpUrl: string) => ({ SMTP_URL: smtpUrl, MAIL_FROM });

/** A server's environment for paying through the fake PayPal. */
export const paypalEnv = (paypal: FakePayPal) => ({
  PAYPAL_API_BASE: paypal.baseUrl,
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
});

export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly logFile: string;
  /** Null while it runs. */
  exitCode(): number | string | null;
  /** SIGTERM, then SIGKILL after 15 s; false when SIGKILL was needed. */
  stop(): Promise<boolean>;
  /** SIGKILL at once: a crash, no shutdown code runs. */
  kill9(): Promise<void>;
  log(): string;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the built server as production runs it (`node apps/server/dist/main.js`) and waits for
 * /readyz. Its output goes to a log file in `logDir`.
 */
export async function startServer(options: {
  name: string;
  port: number;
  entry: string;
  logDir: string;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  if (!existsSync(options.entry)) throw new Error(`${options.entry} is missing: run npm run build first`);
  mkdirSync(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${options.name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [options.entry], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      // Every order comes from 127.0.0.1 to a handful of inboxes: the per-address and per-inbox hourly limits would end the run.
      ORDERS_PER_HOUR: '1000000',
      CONFIRMATIONS_PER_HOUR: '1000000',
      COOKIE_SECRET,
      ...options.env,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    name: options.name,
    url,
    port: options.port,
    pid: child.pid ?? -1,
    logFile,
    exitCode: () => child.exitCode ?? child.signalCode,
    async stop() {
      if (server.exitCode() !== null) return true;
      child.kill('SIGTERM');
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, STOP_GRACE_MS);
      await exited(child);
      clearTimeout(timer);
      return !killed;
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    log: () => readFileSync(logFile, 'utf8'),
  };
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode() !== null) {
      throw new Error(`${options.name} exited (${server.exitCode()}) before it was ready:\n${server.log().slice(-2000)}`);
    }
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill9();
      throw new Error(`${options.name} not ready in 60 s:\n${server.log().slice(-2000)}`);
    }
    await sleep(100);
  }
}

const liveChildren = new Set<ChildProcess>();

/** For process exit: no server of ours outlives the drills. */
export function killAllServersSync(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
}
