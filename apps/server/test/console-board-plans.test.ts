// The board's queries read a page's rows through an index, whatever the history holds: no scan of
// the orders table, no sort of all its rows. Checked with EXPLAIN on a demo history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardQuery, type BoardFilter } from '../src/order-store/board-query';
import type { SqlClient } from '../src/db/database';
import { seedDemoHistory } from '../src/demo/demo-history';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const ORDERS = 20_000;

describe.each(DATABASE_KINDS)("the board's query plans (%s)", (kind) => {
  let t: TestApp;
  let sample: { seq: string; po: string; email: string };
  const query = <T>(text: string, params: unknown[] = []) =>
    t.database.withClient(async (client: SqlClient) => (await client.query(text, params)).rows as T[]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.database.withClient((client) => seedDemoHistory(client, registry, { orders: ORDERS }));
    await query('analyze');
    const [found] = await query<{ seq: string; po: string; email: string }>(
      `select o.seq::text as seq, l.po, o.email from orders o join order_lines l on l.order_id = o.id
       where l.po is not null and o.status in ('paid', 'on_account') order by o.created_at desc limit 1 offset 500`,
    );
    sample = found!;
  }, 300_000);
  afterAll(async () => t?.close());

  const planOf = async (filter: Partial<BoardFilter>) => {
    const { sql, params } = boardQuery(t.database.db, { scope: null, after: null, limit: 51, ...filter }).toSQL();
    const rows = await query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it.each<[string, () => Partial<BoardFilter>]>([
    ['the first page', () => ({})],
    ["a rep's groups", () => ({ scope: ['guardian', 'harbor'] })],
    ['one group and one status', () => ({ group: 'prairie', status: 'in_production' })],
    ['one status', () => ({ status: 'cancelled' })],
    ['one group, paid', () => ({ group: 'keystone', payment: 'paid' })],
    ['one store', () => ({ store: 'GDCH01' })],
    ['an order number', () => ({ q: `CB-${sample.seq}` })],
    ['a PO', () => ({ q: sample.po })],
    ['an e-mail', () => ({ q: sample.email })],
    ['the board by total, largest first', () => ({ sort: { by: 'total', dir: 'desc' } })],
    ['the board by group', () => ({ sort: { by: 'group', dir: 'asc' } })],
    ['the board by buyer', () => ({ sort: { by: 'buyer', dir: 'asc' } })],
    ['the board by status', () => ({ sort: { by: 'status', dir: 'desc' } })],
    ['the orders awaiting payment', () => ({ payment: 'awaiting_payment' })],
  ])('reads %s through an index', async (_name, filter) => {
    const plan = await planOf(filter());
    expect(plan).not.toMatch(/Seq Scan on orders\b/);
    expect(plan).toMatch(/Index Scan|Index Only Scan|Bitmap Index Scan/);
    // A sort only of a few matches (a search's, a rare status's), never of a group's history.
    const sorted = [...plan.matchAll(/Sort {2}\(cost=[\d.]+ rows=(\d+)/g)].map((m) => Number(m[1]));
    for (const rows of sorted) expect(rows, plan).toBeLessThan(500);
  });
});
