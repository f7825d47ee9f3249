import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLineProblem, type CartLine } from '@portal/domain';
import type { SqlClient } from '../src/db/database';
import { DEMO_EMAIL_SUFFIX, seedDemoHistory } from '../src/demo/demo-history';
import { cookiesFrom, createTestApp, groupSessionCookie, registry, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const ORDERS = 600;

describe.each(DATABASE_KINDS)('the demo history of npm run db:seed (%s)', (kind) => {
  let t: TestApp;
  const sql = <T>(work: (client: SqlClient) => Promise<T>) => t.database.withClient(work);
  const count = async (where = 'true', params: unknown[] = []) =>
    sql(
      async (client) =>
        ((await client.query(`select count(*)::int as n from orders where ${where}`, params)).rows[0] as { n: number }).n,
    );
  /** As staff see it: an open group shows a visitor only their own browser's orders, admin mode all of them. */
  const retrieve = async (group: string) => {
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/unlock',
      payload: { companyName: group, password: 'crestline-admin' },
      remoteAddress: '10.30.0.1',
    });
    expect(unlock.statusCode).toBe(204);
    return t.app.inject({
      method: 'POST',
      url: '/v1/retrieve-orders',
      payload: { companyName: group },
      headers: { cookie: withCookies(await groupSessionCookie(t.app, group), cookiesFrom(unlock)) },
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('fills an empty database with orders for every group, placed ones listed', async () => {
    const result = await sql((client) => seedDemoHistory(client, registry, { orders: ORDERS }));
    expect(result).toMatchObject({ added: ORDERS, removed: 0 });
    expect(await count()).toBe(ORDERS);
    for (const group of ['guardian', 'harbor', 'cedar', 'default']) expect(result.placed.get(group)).toBeGreaterThan(0);
    // Guardian holds about a fifth of the orders.
    expect(result.placed.get('guardian')).toBeGreaterThan(ORDERS * 0.12);
  });

  it("answers retrieve-orders with lines of the group's own catalogue that its rules accept", async () => {
    for (const group of ['harbor', 'cedar', 'keystone']) {
      const response = await retrieve(group);
      expect(response.statusCode).toBe(200);
      const { orders } = response.json() as { orders: { email: string; order: (CartLine & { description: string })[] }[] };
      expect(orders.length).toBeGreaterThan(0);
      const tenant = registry.groups.get(group)!;
      const offer = { placements: tenant.config.logo_placements, placementTable: tenant.placementTable };
      for (const order of orders) {
        expect(order.email.endsWith(`@${group}${DEMO_EMAIL_SUFFIX}`)).toBe(true);
        expect(order.order.length).toBeGreaterThanOrEqual(1);
        for (const { type, name, price, quantity, size, color, code, placement, embroidery } of order.order) {
          const item = tenant.catalogue.find((candidate) => candidate.code === code);
          expect(item, code).toBeDefined();
          const line: CartLine = { type, name, price, quantity, size, color, code, placement, embroidery };
          // Logo, placement, the accessory minimum and the type: what create-order checks of each line.
          expect(
            cartLineProblem(line, item!, { ...offer, embroideryOptions: tenant.config.embroideries[item!.type] ?? [] }),
          ).toBe(null);
          // A pack line counts units: whole packs of its size.
          if (/^\d+$/.test(size)) expect(quantity % Number(size)).toBe(0);
        }
      }
    }
  });

  it('moves placed orders through fulfilment as their age says, each with its status history', async () => {
    const rows = (
      await sql((client) =>
        client.query(
          `select o.fulfilment_status as status, o.version, o.carrier, o.tracking_number,
                (extract(epoch from now() - o.created_at) / 86400)::float8 as age_days,
                coalesce(array_agg(h.to_status order by h.at) filter (where h.id is not null), '{}') as moves,
                bool_or(h.tracking_number = o.tracking_number) as tracked
         from orders o left join order_status_history h on h.order_id = o.id
         where o.status in ('paid', 'on_account')
         group by o.id`,
        ),
      )
    ).rows as {
      status: string;
      version: number;
      carrier: string | null;
      tracking_number: string | null;
      age_days: number;
      moves: string[];
      tracked: boolean | null;
    }[];
    // 600 orders over five years: nearly all are old enough to be delivered, a few cancelled.
    const statuses = new Set(rows.map((r) => r.status));
    expect(statuses).toContain('delivered');
    expect(statuses).toContain('cancelled');
    for (const row of rows) {
      expect(row.moves).toHaveLength(row.version);
      expect(row.moves.at(-1) ?? 'received').toBe(row.status);
      if (row.status === 'delivered') expect(row.age_days).toBeGreaterThan(13);
      if (row.status === 'received') expect(row.age_days).toBeLessThan(2.01);
      if (row.status === 'shipped' || row.status === 'delivered') {
        expect(row.carrier).toMatch(/^(UPS|FedEx|USPS)$/);
        expect(row.tracked).toBe(true);
      }
    }
    expect(rows.filter((r) => r.status === 'cancelled').length).toBeLessThan(rows.length * 0.08);
  });

  it('adds nothing when run again, and says what is there', async () => {
    const again = await sql((client) => seedDemoHistory(client, registry, { orders: ORDERS }));
    expect(again.added).toBe(0);
    expect(again.placed.get('guardian')).toBeGreaterThan(0);
    expect(await count()).toBe(ORDERS);
  });

  it('replaces only its own orders when asked to', async () => {
    await sql((client) =>
      client.query(
        `insert into orders (group_key, status, payment, total_cents, paid_cents, first_name, last_name, email)
         values ('cedar', 'on_account', 'account', 1299, 1299, 'Nadia', 'Ferro', 'nadia.ferro@cedar-creek.example')`,
      ),
    );
    const replaced = await sql((client) => seedDemoHistory(client, registry, { orders: 200, replace: true }));
    expect(replaced).toMatchObject({ added: 200, removed: ORDERS });
    expect(await count()).toBe(201);
    expect(await count('email = $1', ['nadia.ferro@cedar-creek.example'])).toBe(1);
  });
});
