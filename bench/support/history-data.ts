// The order histories of the benchmarks: the demo history that `npm run db:seed` writes
// (apps/server/src/demo/demo-history.ts), at bench sizes, in databases of their own that are kept
// between runs and made again only when the generator or the size changes.
import pg from 'pg';
import { insertDemoHistory } from '@portal/server/demo-history';
import { loadTenants } from '@portal/tenants/server';

/** Bump when the shape of the generated data changes: a kept database is then made again. */
const GENERATOR_VERSION = 7;

async function meta(client: pg.Client): Promise<string | null> {
  await client.query('create table if not exists bench_meta (name text primary key, value text not null)');
  const { rows } = await client.query(`select value from bench_meta where name = 'orders-history'`);
  return rows[0]?.value ?? null;
}

/**
 * Makes the database hold exactly `total` generated orders (its schema must exist: start the server
 * on it once first). Keeps what is there when it was made by this generator version with this size.
 */
export async function generateHistory(databaseUrl: string, total: number, log: (line: string) => void): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const wanted = `v${GENERATOR_VERSION}:${total}`;
    if ((await meta(client)) === wanted) return false;
    const started = Date.now();
    // Truncating fires no trigger: the spend summaries go too, and are counted again as the history is made.
    await client.query(
      'truncate orders, order_lines, idempotency_keys, email_outbox, audit_log, spend_months, spend_category_months, spend_po_months, spend_dirty cascade',
    );
    await client.query(`delete from bench_meta where name = 'orders-history'`);
    await insertDemoHistory(client, loadTenants(), total, log);
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze order_lines');
    await client.query('vacuum analyze order_status_history');
    await client.query(`insert into bench_meta values ('orders-history', $1)`, [wanted]);
    log(`  generated in ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
  } finally {
    await client.end();
  }
}
