// Generates an order history in PostgreSQL: orders across the thirteen groups (guardian holding a
// fifth), each with 1 to 6 lines of real catalogue items, sizes, colours, logos and prices, spread
// over five years, mostly placed (on account or paid) with a few left awaiting payment. The rows are
// made by SQL on the server, in chunks, so a million orders take about a minute, not an hour.
import pg from 'pg';
import { loadTenants } from '@portal/tenants/server';

/** Bump when the shape of the generated data changes: a kept database is then made again. */
const GENERATOR_VERSION = 5;
const CHUNK = 100_000;

/** Per mille of all orders per group: guardian holds 200 of every 1,000. */
export const GROUP_SHARES: Record<string, number> = {
  guardian: 200,
  harbor: 120,
  summit: 100,
  prairie: 80,
  lakeshore: 80,
  redrock: 70,
  keystone: 70,
  bluebonnet: 60,
  cedar: 50,
  ironbridge: 50,
  northstar: 40,
  maple: 40,
  default: 40,
};

const FIRST = ['Rosa', 'Marcus', 'Jane', 'Devon', 'Priya', 'Tomas', 'Leah', 'Omar', 'Grace', 'Hank', 'Ines', 'Caleb'];
const LAST = ['Delgado', 'Okafor', 'Lindqvist', 'Brennan', 'Nakamura', 'Reyes', 'Whitfield', 'Haddad', 'Moreau', 'Castillo'];

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
    await client.query('truncate orders, order_lines, idempotency_keys, email_outbox, audit_log cascade');
    await client.query(`delete from bench_meta where name = 'orders-history'`);

    const registry = loadTenants();
    const slots: { slot: number; key: string; stores: string[] }[] = [];
    for (const [key, share] of Object.entries(GROUP_SHARES)) {
      const tenant = registry.groups.get(key);
      if (!tenant) throw new Error(`no group ${key}`);
      const stores = tenant.config.stores.map((s) => s.code);
      for (let i = 0; i < share; i += 1) slots.push({ slot: slots.length, key, stores });
    }
    if (slots.length !== 1000) throw new Error('group shares must add up to 1,000');
    await client.query(
      `create temp table gen_slots as
       select * from unnest($1::int[], $2::text[], $3::text[]) as s(slot, group_key, stores)`,
      [slots.map((s) => s.slot), slots.map((s) => s.key), slots.map((s) => s.stores.join(','))],
    );
    await client.query('create unique index on gen_slots (slot)');

    const guardian = registry.groups.get('guardian')!;
    const variants: (string | number)[][] = [];
    for (const item of guardian.catalogue) {
      if (item.type === 'customs') continue;
      const embroidery = guardian.config.embroideries[item.type]?.[0] ?? '';
      const placement = embroidery ? (item.type === 'hat' ? 'Front Center-HATS' : 'Left Chest') : 'N/A';
      for (const [size, price] of Object.entries(item.sizes).slice(0, 4))
        for (const color of item.colors.slice(0, 3))
          variants.push([item.code, item.name, item.fullname, item.type, size, color, price, embroidery, placement]);
    }
    await client.query(
      `create temp table gen_items as select (row_number() over () - 1)::int as idx, * from unnest(
         $1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[]
       ) as v(code, name, description, type, size, color, price, embroidery, placement)`,
      Array.from({ length: 9 }, (_, column) => variants.map((v) => v[column])),
    );
    await client.query('create unique index on gen_items (idx)');
    const items = variants.length;

    for (let from = 1; from <= total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK - 1);
      await client.query('begin');
      await client.query(
        `create temp table gen_orders on commit drop as
         select i, gen_random_uuid() as id, s.group_key,
                case when s.stores = '' then ''
                     else (string_to_array(s.stores, ','))[1 + (hashint8(i * 3) & 2147483647) % cardinality(string_to_array(s.stores, ','))]
                end as store_code,
                now() - make_interval(secs => (${total} - i) * (157680000.0 / ${total}) + (hashint8(i * 5) & 2147483647) % 60) as created_at,
                1 + (hashint8(i * 31) & 2147483647) % 4 + case when (hashint8(i * 17) & 2147483647) % 5 = 0 then 2 else 0 end as line_count,
                (hashint8(i * 13) & 2147483647) % 100 as fate,
                case when i % 3 = 0 then 'C-' || (1000 + i % 9000) else '' end as customer_po,
                ($1::text[])[1 + (hashint8(i * 19) & 2147483647) % ${FIRST.length}] as first_name,
                ($2::text[])[1 + (hashint8(i * 23) & 2147483647) % ${LAST.length}] as last_name
         from generate_series(${from}::bigint, ${to}::bigint) i
         join gen_slots s on s.slot = (hashint8(i) & 2147483647) % 1000`,
        [FIRST, LAST],
      );
      await client.query(
        `create temp table gen_lines on commit drop as
         select o.id as order_id, l as line_no, o.group_key, it.code, it.name, it.description, it.type, it.size, it.color,
                it.embroidery, it.placement, 1 + (hashint8(o.i * 11 + l) & 2147483647) % 24 as quantity, it.price as unit_price_cents,
                case when o.created_at < now() - interval '30 days' and (o.i + l) % 2 = 0 then 'PO-' || (40000 + o.i % 50000) end as po,
                nullif(o.customer_po, '') as customer_po,
                case when o.created_at < now() - interval '30 days' and (o.i + l) % 2 = 0
                     then to_char(o.created_at + interval '12 days', 'YYYY-MM-DD') end as est_ship_date
         from gen_orders o cross join lateral generate_series(1, o.line_count) l
         join gen_items it on it.idx = (hashint8(o.i * 7919 + l) & 2147483647) % ${items}`,
      );
      await client.query(
        `insert into orders (id, group_key, status, payment, total_cents, paid_cents, first_name, last_name, email, store_code,
                             customer_po, created_at, placed_at)
         select o.id, o.group_key,
                case when o.fate < 3 then 'awaiting_payment' when o.fate < 30 then 'paid' else 'on_account' end,
                case when o.fate < 30 then 'paypal' else 'account' end,
                t.total, case when o.fate < 3 then 0 else t.total end,
                o.first_name, o.last_name,
                lower(o.first_name || '.' || o.last_name) || '@' || o.group_key || '-dealers.example.com',
                o.store_code, o.customer_po,
                o.created_at, case when o.fate < 3 then null else o.created_at end
         from gen_orders o
         join (select order_id, sum(quantity * unit_price_cents) as total from gen_lines group by order_id) t on t.order_id = o.id
         order by o.i`,
      );
      await client.query(
        `insert into order_lines (order_id, line_no, group_key, code, name, description, type, size, color, embroidery,
                                  second_embroidery, placement, second_placement, quantity, unit_price_cents, po, customer_po, est_ship_date)
         select order_id, line_no, group_key, code, name, description, type, size, color, embroidery, null, placement, null,
                quantity, unit_price_cents, po, customer_po, est_ship_date
         from gen_lines`,
      );
      await client.query('commit');
      log(
        `  ${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} orders (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze order_lines');
    await client.query(`insert into bench_meta values ('orders-history', $1)`, [wanted]);
    log(`  generated in ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
  } finally {
    await client.end();
  }
}
