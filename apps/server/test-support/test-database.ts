import { createHash, randomBytes } from 'node:crypto';
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

/** What a migrated PGlite depends on: its version and every migration file. */
async function templateKey(): Promise<string> {
  const entry = require.resolve('@electric-sql/pglite');
  const pglitePackage = join(entry.slice(0, entry.lastIndexOf('/@electric-sql/pglite/')), '@electric-sql/pglite/package.json');
  const hash = createHash('sha256').update(await readFile(pglitePackage));
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hash.update(entry.name).update(await readFile(path));
    }
  };
  await walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
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
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database made from
 * TEST_DATABASE_URL (dropped again on close), so test files never see each other's rows.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite')
    return { ...(await openDatabase({ dataDir: 'memory://', pgliteFrom: await migratedPglite() })), url: undefined };
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
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
