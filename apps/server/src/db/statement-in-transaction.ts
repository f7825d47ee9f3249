import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type RunStatement, type Statement } from './database';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A Statement's text and values as Drizzle SQL: the text cut at each `$n`, and the n-th value put
 * back there as a parameter of its own (a value named twice is sent twice; the statements cast
 * every value they name more than once, so each place knows its type).
 */
export function statementSql(statement: Statement, values: readonly unknown[]): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, index) => {
    // split() with a group alternates: text, number, text, number … text.
    if (index % 2 === 0) query.append(sql.raw(part));
    else {
      const n = Number(part);
      if (n < 1 || n > values.length) throw new Error(`${statement.name} names $${n} but has ${values.length} values`);
      query.append(sql`${sql.param(values[n - 1])}`);
    }
  });
  return query;
}

/**
 * A RunStatement that runs in the caller's transaction, for a hot-path statement that must commit
 * with other writes (placing an order under a group's spending rules). Unnamed, so planned per
 * call: the single-statement paths keep `ctx.run`, which PostgreSQL plans once per connection.
 */
export function runInTransaction(tx: Tx): RunStatement {
  return async <Row>(statement: Statement, values: readonly unknown[]) =>
    rowsOf<Row>(await tx.execute(statementSql(statement, values)));
}
