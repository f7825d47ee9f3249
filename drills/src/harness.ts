import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readDemoBillingAccounts } from '@portal/tenants/server';
import { openGroupAccounts } from '@portal/testing/billing-accounts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { startTestSmtpServer, type TestSmtpServer } from '@portal/testing/smtp';
import { startCluster, type Cluster } from './cluster';
import { forgetSessions } from './http';
import { releasePort, servicePort } from './ports';
import { BUILT_SERVER, killAllServersSync, startServer, type ServerProcess } from './server';
import { errorText } from './util';

export interface DrillResult {
  id: string;
  title: string;
  /** Figures of what was done: requests, answers, rows, e-mails, captures, times. */
  figures: string[];
  failures: string[];
  ms: number;
  /** Where the logs were kept, when the drill failed. */
  logDir: string | null;
}

export interface Drill {
  id: string;
  title: string;
  /** Quick enough for `npm test`. */
  quick: boolean;
  run(ctx: DrillContext): Promise<void>;
}

export interface RunOptions {
  /** The server to start; the built apps/server/dist/main.js by default. */
  serverEntry?: string;
}

/** What a drill uses: resources it starts are stopped and removed when it ends, failed or not. */
export class DrillContext {
  readonly figures: string[] = [];
  readonly failures: string[] = [];
  private readonly cleanups: (() => Promise<void> | void)[] = [];

  constructor(
    readonly workDir: string,
    readonly serverEntry: string,
  ) {}

  /** Adds a figure to the table: `label value`. */
  figure(label: string, value: string | number): void {
    this.figures.push(`${label} ${value}`);
  }

  /** Records a failure unless `ok`; the drill goes on, so every figure is still reported. */
  check(ok: boolean, failure: string): boolean {
    if (!ok) this.failures.push(failure);
    return ok;
  }

  defer(cleanup: () => Promise<void> | void): void {
    this.cleanups.push(cleanup);
  }

  async cluster(): Promise<Cluster> {
    const cluster = await startCluster();
    activeClusters.add(cluster);
    this.defer(async () => {
      if (this.failures.length > 0) {
        mkdirSync(join(this.workDir, 'logs'), { recursive: true });
        await copyFile(join(cluster.dir, 'postgres.log'), join(this.workDir, 'logs', 'postgres.log')).catch(() => undefined);
      }
      await cluster.destroy();
      activeClusters.delete(cluster);
    });
    return cluster;
  }

  /** A private cluster with one empty database, 'portal', for the servers of the drill. */
  async database(): Promise<{ cluster: Cluster; url: string }> {
    const cluster = await this.cluster();
    return { cluster, url: await cluster.createDatabase('portal') };
  }

  async port(): Promise<number> {
    const port = await servicePort();
    this.defer(() => releasePort(port));
    return port;
  }

  /** The built server on a free port (or `port`), with DATA_DIR in the drill's folder. */
  async server(name: string, env: Record<string, string>, port?: number): Promise<ServerProcess> {
    const dataDir = join(this.workDir, `data-${name}`);
    mkdirSync(dataDir, { recursive: true });
    const server = await startServer({
      name,
      port: port ?? (await this.port()),
      entry: this.serverEntry,
      logDir: join(this.workDir, 'logs'),
      env: { DATA_DIR: dataDir, ...env },
    });
    forgetSessions(server.url);
    // On PostgreSQL the server opens no demo billing accounts, and an order on account that no
    // account bills is refused (docs/billing.md): the drills' groups get theirs once migrated.
    if (env.DATABASE_URL) await openGroupAccounts(env.DATABASE_URL, DEMO_GROUPS);
    this.defer(async () => {
      if (!(await server.stop())) this.failures.push(`${name} did not stop within 15 s of SIGTERM`);
    });
    return server;
  }

  async fakePayPal(): Promise<FakePayPal> {
    const fake = await startFakePayPal({ port: await this.port() });
    this.defer(() => fake.close());
    return fake;
  }

  async smtp(port: number): Promise<TestSmtpServer> {
    const smtp = await startTestSmtpServer({ port });
    this.defer(() => smtp.close());
    return smtp;
  }

  /** A pg client for checking the outcome. */
  async sql(url: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    this.defer(() => client.end().catch(() => undefined));
    return client;
  }

  async cleanUp(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        this.failures.push(`clean-up: ${errorText(error)}`);
      }
    }
    this.cleanups.length = 0;
  }
}

const activeClusters = new Set<Cluster>();

/** The groups the demo opens an account of the whole group for. */
const DEMO_GROUPS = [...new Set(readDemoBillingAccounts().map((account) => account.group_key))];
const activeWorkDirs = new Set<string>();

/** Stops whatever is left if the process is stopped or exits mid-drill. */
function emergencyCleanUp(): void {
  killAllServersSync();
  for (const cluster of activeClusters) cluster.destroySync();
  activeClusters.clear();
  for (const dir of activeWorkDirs) rmSync(dir, { recursive: true, force: true });
  activeWorkDirs.clear();
}
process.once('exit', emergencyCleanUp);

/** Runs one drill with a time bound; a thrown error is a failure, and everything it started is stopped. */
export async function runDrill(drill: Drill, options: RunOptions = {}, timeoutMs = 120_000): Promise<DrillResult> {
  const workDir = mkdtempSync(join(tmpdir(), `drill-${drill.id}-`));
  activeWorkDirs.add(workDir);
  const ctx = new DrillContext(workDir, options.serverEntry ?? BUILT_SERVER);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      drill.run(ctx),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not finish in ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    ctx.failures.push(errorText(error));
  } finally {
    clearTimeout(timer);
    await ctx.cleanUp();
    activeWorkDirs.delete(workDir);
  }
  const failed = ctx.failures.length > 0;
  if (!failed) rmSync(workDir, { recursive: true, force: true });
  return {
    id: drill.id,
    title: drill.title,
    figures: ctx.figures,
    failures: ctx.failures,
    ms: Date.now() - started,
    logDir: failed ? join(workDir, 'logs') : null,
  };
}

export function formatTable(results: readonly DrillResult[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = results.map((r) => {
    const verdict = r.failures.length === 0 ? 'pass' : `**FAIL**: ${r.failures.join('; ')}`;
    return `| ${cell(r.title)} | ${cell(r.figures.join(', '))} | ${cell(verdict)} |`;
  });
  return ['| drill | what was done | result |', '| --- | --- | --- |', ...rows].join('\n');
}
