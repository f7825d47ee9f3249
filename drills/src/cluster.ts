import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { postgresPort, releasePort } from './ports';

/**
 * A private PostgreSQL cluster for one drill: initdb into a temporary folder, trust auth, its own
 * port and socket folder, fsync on. Stopping and restarting it touches nothing else on the machine.
 */
export interface Cluster {
  readonly port: number;
  readonly dir: string;
  /** Connection string of a database in this cluster. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops (fast), removes the folder; safe to call twice. */
  destroy(): Promise<void>;
  /** Synchronous last resort for process exit: immediate stop and removal. */
  destroySync(): void;
}

/** The folder of initdb and pg_ctl: PG_BIN_DIR, else PATH, else Debian's /usr/lib/postgresql/<newest>/bin. */
export function postgresBinDir(): string | null {
  const candidates = [
    process.env.PG_BIN_DIR,
    ...(process.env.PATH ?? '').split(delimiter),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  for (const dir of candidates) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/** initdb refuses to run as root: then the cluster belongs to the postgres user. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function command(bin: string, args: string[], owner: { uid: number } | null): [string, string[]] {
  return owner ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[], owner: { uid: number } | null, timeoutMs = 60_000): Promise<string> {
  const [file, argv] = command(bin, args, owner);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${[file, ...argv].join(' ')} exited with ${code}:\n${output.trim()}`));
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs (initdb, pg_ctl) not found; set PG_BIN_DIR');
  const owner = runAs();
  const port = await postgresPort();
  const dir = mkdtempSync(join(tmpdir(), 'drill-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const pgCtl = join(bin, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100`;
  let removed = false;

  const destroySync = () => {
    if (removed) return;
    removed = true;
    const [file, argv] = command(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], owner);
    if (existsSync(join(data, 'postmaster.pid'))) spawnSync(file, argv, { stdio: 'ignore', timeout: 15_000 });
    rmSync(dir, { recursive: true, force: true });
    releasePort(port);
  };

  const cluster: Cluster = {
    port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url('postgres') });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return cluster.url(name);
    },
    async start() {
      await run(pgCtl, ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start'], owner);
    },
    async stop(mode = 'fast') {
      await run(pgCtl, ['-D', data, '-m', mode, '-w', '-t', '60', 'stop'], owner);
    },
    async destroy() {
      if (removed) return;
      try {
        if (existsSync(join(data, 'postmaster.pid'))) await cluster.stop('immediate');
      } catch {
        // destroySync tries once more
      }
      destroySync();
    },
    destroySync,
  };

  try {
    await run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'], owner);
    await cluster.start();
  } catch (error) {
    destroySync();
    throw error;
  }
  return cluster;
}
