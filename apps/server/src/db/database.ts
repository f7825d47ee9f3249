import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One connection, one statement at a time: a pg.Client, a pooled client, or PGlite. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A hot-path statement in plain SQL, named so PostgreSQL parses and plans it once per connection. */
export interface Statement {
  name: string;
  text: string;
}

/** Runs a Statement with its values and answers its rows, as the driver reads them (no Drizzle mapping). */
export type RunStatement = <Row>(statement: Statement, values: readonly unknown[]) => Promise<Row[]>;

/** Resolved through the package name so it holds from source and from the bundled server. */
export const MIGRATIONS_DIR = join(dirname(createRequire(import.meta.url).resolve('@portal/server/package.json')), 'drizzle');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  run: RunStatement;
  /** True when a trivial query answers: the readiness check. */
  ping(): Promise<boolean>;
  /** Runs `work` on one connection of its own, for plain SQL that needs one (the demo history). */
  withClient<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with each payload NOTIFY sends on `channel`, from any instance, until the
   * answer's stop is called. On PostgreSQL a connection of its own listens and is made again when
   * lost (a restart), after which `onNotice(null)` says that notices may have been missed.
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite folder; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite data folder (dumpDataDir's tarball) to start from instead of a new cluster: tests start from one migrated copy. */
  pgliteFrom?: Blob;
  poolSize?: number;
}

// A fixed key for pg_advisory_lock so two instances starting at once migrate one after the other.
const MIGRATION_LOCK = 7_202_611;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const migrationClient = new pg.Client({ connectionString: options.databaseUrl });
    await migrationClient.connect();
    try {
      await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(migrationClient), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await migrationClient.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // No JIT: the console's searches and reports are planned at a high cost yet run in a
      // millisecond or two, and compiling them took 200+ ms each (EXPLAIN ANALYZE, bench/console.ts).
      options: '-c jit=off',
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // Nor may a client in use: pg emits 'error' on a checked-out client whose connection ends (a
    // restart, pg_terminate_backend), and the pool listens only while the client is idle. The query
    // on it fails (answered 503) and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      run: async <Row>(statement: Statement, values: readonly unknown[]) =>
        (await pool.query({ name: statement.name, text: statement.text, values: [...values] })).rows as Row[],
      ping: () => pingDatabase(db),
      withClient: async (work) => {
        const client = await pool.connect();
        try {
          return await work(client);
        } finally {
          client.release();
        }
      },
      listen: (channel, onNotice) => listenOnPostgres(options.databaseUrl!, channel, onNotice),
      close: () => pool.end(),
    };
  }

  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {});
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // In process, so nothing to prepare: the text is the statement.
    run: async <Row>(statement: Statement, values: readonly unknown[]) =>
      (await client.query<Row>(statement.text, [...values])).rows,
    ping: () => pingDatabase(db),
    // PGlite is one connection already.
    withClient: (work) => work(client),
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    close: () => client.close(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1_000;

async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (again: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? null);
    });
    const lost = () => {
      if (stopped || current !== client) return;
      current = null;
      retry = setTimeout(() => void connect(true).catch(lost), LISTEN_RETRY_MS);
      retry.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!again) {
        current = null;
        await client.end().catch(() => undefined);
        throw error;
      }
      lost();
      return;
    }
    if (again) onNotice(null);
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** PGlite answers `{ rows }`, node-postgres through Drizzle an array-like result with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
