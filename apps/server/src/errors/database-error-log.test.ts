import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseErrorLog, isDatabaseError } from './database-error-log';

/** What pg and PGlite throw, with the fields PostgreSQL sends. */
function driverError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('databaseErrorLog', () => {
  it('keeps the SQLSTATE and the names of the constraint and table, not the row in the detail', () => {
    const cause = driverError('duplicate key value violates unique constraint "idempotency_keys_pkey"', {
      code: '23505',
      detail: 'Key (group_key, key)=(summit, order-key-123) already exists.',
      where: "unnamed portal parameter $2 = '...'",
      table: 'idempotency_keys',
      constraint: 'idempotency_keys_pkey',
      routine: '_bt_check_unique',
    });
    const error = new DrizzleQueryError('insert into "idempotency_keys" values ($1, $2)', ['summit', 'order-key-123'], cause);
    const log = databaseErrorLog(error);
    expect(log).toEqual({
      name: 'DrizzleQueryError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "idempotency_keys_pkey"',
      routine: '_bt_check_unique',
      table: 'idempotency_keys',
      constraint: 'idempotency_keys_pkey',
    });
    expect(isDatabaseError(error)).toBe(true);
  });

  it('replaces each value the message quotes, and any parameter it repeats', () => {
    const params = ['summit', 'rosa.delgado@example.com', '+275760-09-13T00:00:00.000Z', 'Delgado'];
    const cases: [string, string][] = [
      ['invalid input syntax for type integer: "rosa.delgado@example.com"', 'invalid input syntax for type integer: "…"'],
      ['time zone displacement out of range: "+275760-09-13T00:00:00.000Z"', 'time zone displacement out of range: "…"'],
      // A value that looks like a name is still a value when the statement sent it.
      ['invalid input value for enum status: "summit"', 'invalid input value for enum status: "…"'],
      ["value 'Delgado' is not allowed", "value '…' is not allowed"],
      ['no name for Delgado here', 'no name for … here'],
      ['relation "orders_archive" does not exist', 'relation "orders_archive" does not exist'],
    ];
    for (const [message, logged] of cases) {
      const error = new DrizzleQueryError('select $1, $2, $3, $4', params, driverError(message, { code: '22P02' }));
      expect(databaseErrorLog(error).message).toBe(logged);
    }
  });

  it('leaves out the message of a failed statement that has no driver error', () => {
    const error = new DrizzleQueryError('select * from "orders" where "email" = $1', ['rosa.delgado@example.com'], undefined);
    expect(databaseErrorLog(error)).toEqual({ name: 'DrizzleQueryError' });
  });

  it('tells other errors apart', () => {
    expect(isDatabaseError(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseError(driverError('canceling statement due to statement timeout', { code: '57014' }))).toBe(true);
  });
});
