// The benchmarks' PostgreSQL: the machine's server (the one CI uses), a database of their own.
import pg from 'pg';

/** Where to find a server; a database of the benchmark's own is made on it. */
export const BENCH_POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(BENCH_POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and makes the database again when `fresh`, else makes it only when missing. */
export async function ensureDatabase(name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES });
  await admin.connect().catch((error: Error) => {
    throw new Error(
      `No PostgreSQL at ${BENCH_POSTGRES} (${error.message}). Start it (bash .ci/postgres.sh does) or set BENCH_POSTGRES_URL.`,
    );
  });
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}
