// Starts the built server (apps/server/dist/main.js) as production runs it, or create-order's Node
// ceiling, and reads their memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Peak resident set size so far, in MB (VmHWM from /proc). */
  peakRssMb(): number;
  /** Resident set size now, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : Number.NaN;
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  return startNodeProcess(join(REPO, 'apps/server/dist/main.js'), port, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // Every order comes from 127.0.0.1 to a handful of inboxes: the per-address and per-inbox hourly limits would end the run.
    ORDERS_PER_HOUR: '1000000',
    CONFIRMATIONS_PER_HOUR: '1000000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
}

/**
 * The Node ceiling of create-order (support/node-ceiling.ts), bundled (pg external) and run by plain
 * node, so neither tsx nor the bundler sits in its memory or its CPU.
 */
export async function startNodeCeiling(port: number, env: { DATABASE_URL: string; GROUP: string }): Promise<RunningServer> {
  const outfile = join(REPO, 'node_modules/.cache/bench/node-ceiling.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./node-ceiling.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // pg as installed; the server's statement texts (@portal/server) bundled in, as plain strings.
    external: ['pg'],
    logLevel: 'warning',
  });
  return startNodeProcess(outfile, port, { NODE_ENV: 'production', PORT: String(port), ...env });
}

/** Runs `script` with node and waits until GET /readyz answers on `port`. */
async function startNodeProcess(script: string, port: number, env: Record<string, string>): Promise<RunningServer> {
  // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready`))),
  );
  exited.catch(() => undefined);
  // Not left behind (nor left stopped: create-order pauses the portal) when the benchmark dies first.
  process.once('exit', () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    child.kill('SIGCONT');
  });
  await Promise.race([waitFor(`${url}/readyz`), exited]);
  return {
    url,
    process: child,
    peakRssMb: () => statusField(child.pid!, 'VmHWM'),
    rssMb: () => statusField(child.pid!, 'VmRSS'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
