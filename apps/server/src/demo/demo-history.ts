// A made-up order history: orders across thirteen of the groups (guardian holding a fifth; none for
// tidewater, whose budgets count only orders placed under its rules), each with
// 1 to 6 lines of the group's own catalogue items, sizes, colours, logos and prices, spread over
// five years, mostly placed (on account or paid) with a few left awaiting payment; placed orders
// have moved through fulfilment as their age says (received, in production after 2 days, shipped
// with a tracking number after 9, delivered after 13; 3 in 100 cancelled after a day), with their
// status history. The rows are
// made by SQL on the database itself, in chunks, so a million orders take minutes, not hours. The
// benchmarks fill their databases with it, and `npm run db:seed` a newcomer's.
import { ACCESSORY_MINIMUM_UNITS, isQuantityBreakItem, placementsFor } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { SqlClient } from '../db/database';
import { PLACED_STATUS_LIST } from '../db/schema';
import { refreshSpendSummariesOn } from '../reports/spend-summary';

/** Per mille of all orders per group: guardian holds 200 of every 1,000. */
export const GROUP_SHARES: Readonly<Record<string, number>> = {
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

/**
 * Every demo buyer's e-mail ends so ('rosa.delgado@harbor.demo-orders.example'): how the seed
 * tells its orders from orders placed by hand, and the reserved .example domain reaches nobody.
 */
export const DEMO_EMAIL_SUFFIX = '.demo-orders.example';

const CHUNK = 100_000;
/** The history runs back this far from now. */
const SPAN_SECONDS = 5 * 365 * 24 * 3600;

const FIRST = ['Rosa', 'Marcus', 'Jane', 'Devon', 'Priya', 'Tomas', 'Leah', 'Omar', 'Grace', 'Hank', 'Ines', 'Caleb'];
const LAST = ['Delgado', 'Okafor', 'Lindqvist', 'Brennan', 'Nakamura', 'Reyes', 'Whitfield', 'Haddad', 'Moreau', 'Castillo'];

type Variant = [group: string, code: string, name: string, description: string, type: string, size: string, color: string];
/** unitsPer: the pack size of a pack line (its quantity counts units, decision 006), else 1. */
type PricedVariant = [...Variant, price: number, embroidery: string, placement: string, unitsPer: number];

/** What a group's buyers can order as a plain line: items with sizes, not printed items nor restricted ones. */
function variantsOf(registry: TenantRegistry, group: string): PricedVariant[] {
  const tenant = registry.groups.get(group);
  if (!tenant) throw new Error(`no group ${group}`);
  const offer = { placements: tenant.config.logo_placements, placementTable: tenant.placementTable };
  const variants: PricedVariant[] = [];
  for (const item of tenant.catalogue) {
    if (item.type === 'customs' || item.restricted) continue;
    const embroidery = tenant.config.embroideries[item.type]?.[0] ?? '';
    const placement = embroidery ? placementsFor(item.type, offer).initial : 'N/A';
    const packs = isQuantityBreakItem(item.sizes);
    for (const [size, price] of Object.entries(item.sizes).slice(0, 4))
      for (const color of item.colors.slice(0, 3))
        variants.push([
          group,
          item.code,
          item.name,
          item.fullname,
          item.type,
          size,
          color,
          price,
          embroidery,
          placement,
          packs ? Number(size) : 1,
        ]);
  }
  if (variants.length === 0) throw new Error(`group ${group} has no item to put in a demo order`);
  return variants;
}

/** A thousandth of the orders: the group they fall to, its store codes and how many variants it has. */
interface Slot {
  key: string;
  stores: string;
  items: number;
}

/**
 * Adds `total` generated orders to a migrated database, on one connection (temporary tables and
 * transactions need it). Adds only: what is there stays. No e-mail is queued for them.
 */
export async function insertDemoHistory(
  client: SqlClient,
  registry: TenantRegistry,
  total: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const started = Date.now();
  const slots: Slot[] = [];
  const variants: PricedVariant[] = [];
  for (const [key, share] of Object.entries(GROUP_SHARES)) {
    const mine = variantsOf(registry, key);
    variants.push(...mine);
    const stores = registry.groups.get(key)!.config.stores.map((s) => s.code);
    for (let i = 0; i < share; i += 1) slots.push({ key, stores: stores.join(','), items: mine.length });
  }
  if (slots.length !== 1000) throw new Error('group shares must add up to 1,000');

  await client.query('drop table if exists gen_slots, gen_items');
  try {
    await createGenerationTables(client, slots, variants);
    for (let from = 1; from <= total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK - 1);
      await insertChunk(client, { from, to, total });
      log(
        `  ${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} orders (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.query('drop table if exists gen_slots, gen_items').catch(() => undefined);
  }
  // The spend report's summaries count the new months now, not at the first report.
  await refreshSpendSummariesOn(client);
}

/** The slots (which group an order falls to) and the priced variants, as temporary tables the chunks read. */
async function createGenerationTables(client: SqlClient, slots: Slot[], variants: PricedVariant[]): Promise<void> {
  await client.query(
    `create temp table gen_slots as
     select * from unnest($1::int[], $2::text[], $3::text[], $4::int[]) as s(slot, group_key, stores, item_count)`,
    [slots.map((_, i) => i), slots.map((s) => s.key), slots.map((s) => s.stores), slots.map((s) => s.items)],
  );
  await client.query('create unique index on gen_slots (slot)');
  await client.query(
    `create temp table gen_items as
     select (row_number() over (partition by group_key order by ord) - 1)::int as idx, * from unnest(
       $1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::text[], $11::int[]
     ) with ordinality as v(group_key, code, name, description, type, size, color, price, embroidery, placement, units_per, ord)`,
    Array.from({ length: 11 }, (_, column) => variants.map((v) => v[column])),
  );
  await client.query('create unique index on gen_items (group_key, idx)');
}

/** Orders `from` to `to` of `total`, their lines and their status history, in one transaction. */
async function insertChunk(client: SqlClient, { from, to, total }: { from: number; to: number; total: number }): Promise<void> {
  await client.query('begin');
  await client.query(
    `create temp table gen_orders on commit drop as
     select i, gen_random_uuid() as id, s.group_key, s.item_count,
            case when s.stores = '' then ''
                 else (string_to_array(s.stores, ','))[1 + (hashint8(i * 3) & 2147483647) % cardinality(string_to_array(s.stores, ','))]
            end as store_code,
            now() - make_interval(secs => (${total} - i) * (${SPAN_SECONDS}.0 / ${total}) + (hashint8(i * 5) & 2147483647) % 60) as created_at,
            1 + (hashint8(i * 31) & 2147483647) % 4 + case when (hashint8(i * 17) & 2147483647) % 5 = 0 then 2 else 0 end as line_count,
            (hashint8(i * 13) & 2147483647) % 100 as fate,
            (hashint8(i * 37) & 2147483647) % 100 < 3 as cancels,
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
            it.embroidery, it.placement,
            -- 1 to 3 packs of a pack line; accessories at least their minimum a line; else 1 to 24.
            case when it.units_per > 1 then it.units_per * (1 + (hashint8(o.i * 11 + l) & 2147483647) % 3)
                 when it.type = 'accessory' then ${ACCESSORY_MINIMUM_UNITS} + (hashint8(o.i * 11 + l) & 2147483647) % 13
                 else 1 + (hashint8(o.i * 11 + l) & 2147483647) % 24 end as quantity,
            it.price as unit_price_cents,
            case when o.created_at < now() - interval '30 days' and (o.i + l) % 2 = 0 then 'PO-' || (40000 + o.i % 50000) end as po,
            nullif(o.customer_po, '') as customer_po,
            case when o.created_at < now() - interval '30 days' and (o.i + l) % 2 = 0
                 then to_char(o.created_at + interval '12 days', 'YYYY-MM-DD') end as est_ship_date
     from gen_orders o cross join lateral generate_series(1, o.line_count) l
     join gen_items it on it.group_key = o.group_key and it.idx = (hashint8(o.i * 7919 + l) & 2147483647) % o.item_count`,
  );
  // PayPal cannot take nothing: an order whose lines are all on quote is placed on account.
  await client.query(
    `insert into orders (id, group_key, status, payment, total_cents, paid_cents, first_name, last_name, email, store_code,
                         customer_po, created_at, placed_at, fulfilment_status, version, carrier, tracking_number)
     select o.id, o.group_key,
            case when t.total = 0 then 'on_account' when o.fate < 3 then 'awaiting_payment' when o.fate < 30 then 'paid' else 'on_account' end,
            case when t.total > 0 and o.fate < 30 then 'paypal' else 'account' end,
            t.total, case when t.total > 0 and o.fate < 3 then 0 else t.total end,
            o.first_name, o.last_name,
            lower(o.first_name || '.' || o.last_name) || '@' || o.group_key || '${DEMO_EMAIL_SUFFIX}',
            o.store_code, o.customer_po,
            o.created_at, case when t.total > 0 and o.fate < 3 then null else o.created_at end,
            f.status, f.version,
            case when f.status in ('shipped', 'delivered') then (array['UPS', 'FedEx', 'USPS'])[1 + o.i % 3] end,
            case when f.status in ('shipped', 'delivered') then 'TRK' || lpad(((hashint8(o.i * 41) & 2147483647) % 1000000000)::text, 12, '0') end
     from gen_orders o
     join (select order_id, sum(quantity * unit_price_cents) as total from gen_lines group by order_id) t on t.order_id = o.id
     cross join lateral (
       select case when t.total > 0 and o.fate < 3 then 'received'
                   when o.cancels and o.created_at < now() - interval '1 day' then 'cancelled'
                   when o.created_at < now() - interval '13 days' then 'delivered'
                   when o.created_at < now() - interval '9 days' then 'shipped'
                   when o.created_at < now() - interval '2 days' then 'in_production'
                   else 'received' end as status
     ) s
     cross join lateral (
       select s.status, case s.status when 'in_production' then 1 when 'shipped' then 2 when 'delivered' then 3
                                      when 'cancelled' then 1 else 0 end as version
     ) f
     order by o.i`,
  );
  // Each placed order's moves so far, at the times its age gives them.
  await client.query(
    `insert into order_status_history (order_id, group_key, from_status, to_status, at, carrier, tracking_number)
     select ord.id, ord.group_key, m.from_status, m.to_status, ord.created_at + m.after,
            case when m.to_status = 'shipped' then ord.carrier end, case when m.to_status = 'shipped' then ord.tracking_number end
     from gen_orders o
     join orders ord on ord.id = o.id
     join (values (1, 'received', 'in_production', interval '2 days'), (2, 'in_production', 'shipped', interval '9 days'),
                  (3, 'shipped', 'delivered', interval '13 days'), (1, 'received', 'cancelled', interval '1 day'))
          as m(step, from_status, to_status, after)
       on m.step <= ord.version and (m.to_status = 'cancelled') = (ord.fulfilment_status = 'cancelled')
     where ord.status in ${PLACED_STATUS_LIST}`,
  );
  await client.query(
    `insert into order_lines (order_id, line_no, group_key, code, name, description, type, size, color, embroidery,
                              second_embroidery, placement, second_placement, quantity, unit_price_cents, po, customer_po, est_ship_date)
     select order_id, line_no, group_key, code, name, description, type, size, color, embroidery, null, placement, null,
            quantity, unit_price_cents, po, customer_po, est_ship_date
     from gen_lines`,
  );
  await client.query('commit');
}

/** Placed demo orders per group, as the orders screens list them. */
export async function demoOrderCounts(client: SqlClient): Promise<Map<string, number>> {
  const { rows } = await client.query(
    `select group_key, count(*)::int as placed from orders
     where email like $1 and status in ${PLACED_STATUS_LIST}
     group by group_key order by placed desc, group_key`,
    [`%${DEMO_EMAIL_SUFFIX}`],
  );
  return new Map((rows as { group_key: string; placed: number }[]).map((row) => [row.group_key, row.placed]));
}

export interface SeedResult {
  /** Orders this run wrote; 0 when the database already had a demo history and `replace` was not asked. */
  added: number;
  /** Demo orders deleted first (with `replace`). */
  removed: number;
  /** Placed demo orders per group afterwards. */
  placed: Map<string, number>;
}

/**
 * Gives a database a demo history once. A second run adds nothing and says so, unless `replace`,
 * which deletes the demo orders (never others: they are told apart by their e-mail) and makes
 * them again, dated up to now.
 */
export async function seedDemoHistory(
  client: SqlClient,
  registry: TenantRegistry,
  options: { orders: number; replace?: boolean; log?: (line: string) => void },
): Promise<SeedResult> {
  const { rows } = await client.query('select count(*)::int as n from orders where email like $1', [`%${DEMO_EMAIL_SUFFIX}`]);
  const existing = (rows[0] as { n: number }).n;
  if (existing > 0 && !options.replace) return { added: 0, removed: 0, placed: await demoOrderCounts(client) };
  // Lines, e-mails, idempotency keys, audit rows and status history go with their order (on delete
  // cascade). A demo order that was invoiced stays: an invoice is never removed, nor what it bills.
  if (existing > 0)
    await client.query(
      'delete from orders where email like $1 and not exists (select 1 from invoices i where i.order_id = orders.id)',
      [`%${DEMO_EMAIL_SUFFIX}`],
    );
  const { rows: kept } = await client.query('select count(*)::int as n from orders where email like $1', [
    `%${DEMO_EMAIL_SUFFIX}`,
  ]);
  await insertDemoHistory(client, registry, options.orders, options.log);
  return { added: options.orders, removed: existing - (kept[0] as { n: number }).n, placed: await demoOrderCounts(client) };
}
