import pg from 'pg';
import { openGroupAccounts } from '@portal/testing/billing-accounts';
import { readDemoStaff } from '@portal/tenants/server';
import { PAIR_DATABASE } from './ports';

/** The rep who publishes on one instance of the pair: a rep needs no second factor. */
export const PAIR_REP = 'harriet.okafor@crestline.example';

/** TEST_DATABASE_URL with another database name. */
export function pairDatabaseUrl(testDatabaseUrl: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${PAIR_DATABASE}`;
  return url.toString();
}

/** A fresh database for the pair, so each run starts from the demo data. */
export async function freshPairDatabase(testDatabaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${PAIR_DATABASE} with (force)`);
    await client.query(`create database ${PAIR_DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * The demo rep in the pair's database, as `npm run staff -- add` makes an account (on PostgreSQL
 * the server makes no demo staff of its own), and the billing account of each of its groups. Run
 * once the servers have migrated it.
 */
export async function addPairRep(databaseUrl: string): Promise<void> {
  const rep = readDemoStaff().find((member) => member.email === PAIR_REP);
  if (!rep) throw new Error(`no demo staff member ${PAIR_REP}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4) returning id',
      [rep.email, rep.name, rep.role, rep.password_hash],
    );
    for (const group of rep.groups)
      await client.query('insert into staff_groups (staff_id, group_key) values ($1, $2)', [rows[0]!.id, group]);
  } finally {
    await client.end();
  }
  // A group that takes bypass codes is published only with its billing account (docs/billing.md).
  await openGroupAccounts(databaseUrl, rep.groups);
}
