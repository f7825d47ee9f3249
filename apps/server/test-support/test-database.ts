import { createHash, randomBytes, type Hash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../src/db/database';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string on PostgreSQL; undefined on PGlite. */
  url: string | undefined;
}

/** The database kinds the integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const require = createRequire(import.meta.url);
const CACHE_DIR = join(dirname(require.resolve('@portal/server/package.json')), '../../node_modules/.cache/portal-tests');

/** A hash of every migration file, in order of their paths. */
async function hashMigrations(hash: Hash): Promise<Hash> {
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hash.update(entry.name).update(await readFile(path));
    }
  };
  await walk(MIGRATIONS_DIR);
  return hash;
}

/** What a migrated PGlite depends on: its version and every migration file. */
async function templateKey(): Promise<string> {
  const entry = require.resolve('@electric-sql/pglite');
  const pglitePackage = join(entry.slice(0, entry.lastIndexOf('/@electric-sql/pglite/')), '@electric-sql/pglite/package.json');
  return (await hashMigrations(createHash('sha256').update(await readFile(pglitePackage)))).digest('hex').slice(0, 16);
}

/**
 * One migrated PGlite data folder, made once and kept under node_modules/.cache (keyed by the
 * migrations), that every PGlite test database starts from: a new cluster costs PGlite's initdb,
 * seconds each time, and the suite opens dozens.
 */
let template: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  template ??= (async () => {
    const file = join(CACHE_DIR, `pglite-${await templateKey()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const handle = await openDatabase({ dataDir: 'memory://' });
      const dump = await handle.withClient((client) => (client as unknown as PGlite).dumpDataDir('none'));
      await handle.close();
      await mkdir(CACHE_DIR, { recursive: true });
      // Written aside then renamed: another test process may be reading or writing the same file.
      const aside = `${file}.${randomBytes(4).toString('hex')}`;
      await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
      await rename(aside, file);
      return dump;
    }
  })();
  return template;
}

/**
 * One migrated PostgreSQL database per set of migrations (its name carries their hash), that every
 * PostgreSQL test database is copied from: migrating a new database took a second or more, and the
 * suite makes about a hundred. Made once under an advisory lock, since every test process asks at
 * start; nothing ever connects to it after (CREATE DATABASE ... TEMPLATE refuses a template in use).
 */
let postgresTemplate: Promise<string> | undefined;
function migratedPostgres(admin: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `portal_template_${(await hashMigrations(createHash('sha256'))).digest('hex').slice(0, 16)}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        // Migrated under a name of its own, then renamed: a template is never seen half made.
        const making = `${name}_${randomBytes(4).toString('hex')}`;
        await client.query(`create database ${making}`);
        const url = new URL(admin);
        url.pathname = `/${making}`;
        const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 1 });
        await handle.close();
        await client.query(`alter database ${making} rename to ${name}`);
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      await client.end();
    }
    return name;
  })();
  return postgresTemplate;
}

// pg_advisory_lock's key for making the PostgreSQL template (database.ts's migration lock is another).
const TEMPLATE_LOCK = 7_202_612;

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database made from
 * TEST_DATABASE_URL (dropped again on close), so test files never see each other's rows.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite')
    return { ...(await openDatabase({ dataDir: 'memory://', pgliteFrom: await migratedPglite() })), url: undefined };
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const template = await migratedPostgres(admin);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${template}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
