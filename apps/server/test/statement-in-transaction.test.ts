import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '../src/db/database';
import { budgetMonths } from '../src/db/schema';
import { runInTransaction, statementSql } from '../src/db/statement-in-transaction';
import { rowsOf } from '../src/db/database';
import { openTestDatabase, DATABASE_KINDS, type TestDatabase } from '../test-support/test-database';

// A hot-path Statement run inside a Drizzle transaction (placing under spending rules): on the
// transaction's own connection, and as Drizzle SQL where that is not at hand; either way it commits
// and rolls back with the transaction.

/** $1 named three times, cast where its type is not the column's; $2 once, $3 a number. */
const STATEMENT: Statement = {
  name: 'statement_in_transaction_test_v1',
  text: `insert into budget_months (group_key, month, store_code, spent_cents)
values ($1, $2, $1::text || '-store', $3::bigint)
returning group_key, month, store_code, spent_cents, $1::text as named_again`,
};

describe.each(DATABASE_KINDS)('a statement in a transaction (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  const rowsOfGroup = (group: string) => database.db.select().from(budgetMonths).where(eq(budgetMonths.groupKey, group));

  it('runs on the transaction, and is rolled back with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = await runInTransaction(tx)<Record<string, unknown>>(STATEMENT, ['rolled', '2030-03', 1200]);
        expect(row).toMatchObject({ group_key: 'rolled', month: '2030-03', store_code: 'rolled-store', named_again: 'rolled' });
        expect(Number(row!.spent_cents)).toBe(1200);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rowsOfGroup('rolled')).toEqual([]);
  });

  it('commits with the transaction, twice on one connection (the named statement prepared once)', async () => {
    await database.db.transaction(async (tx) => {
      const run = runInTransaction(tx);
      await run(STATEMENT, ['kept', '2030-03', 1]);
      await run(STATEMENT, ['kept', '2030-04', 2]);
      // On PostgreSQL by its name, on the transaction's own connection, as ctx.run sends it on the pool's.
      const prepared = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where name = ${STATEMENT.name}`),
      );
      expect(prepared[0]?.n).toBe(kind === 'postgres' ? 1 : 0);
    });
    expect((await rowsOfGroup('kept')).map((row) => [row.month, row.storeCode, row.spentCents])).toEqual([
      ['2030-03', 'kept-store', 1],
      ['2030-04', 'kept-store', 2],
    ]);
  });

  it('answers the same as Drizzle SQL, each $n in its place', async () => {
    const rows = await database.db.transaction(async (tx) => {
      const [row] = rowsOf<Record<string, unknown>>(await tx.execute(statementSql(STATEMENT, ['drizzle', '2030-05', 7])));
      return [row];
    });
    expect(rows[0]).toMatchObject({ group_key: 'drizzle', store_code: 'drizzle-store', named_again: 'drizzle' });
    expect(Number(rows[0]!.spent_cents)).toBe(7);
    expect(() => statementSql(STATEMENT, ['too', 'few'])).toThrow('statement_in_transaction_test_v1 names $3 but has 2 values');
  });
});
