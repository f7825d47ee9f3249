import { getTableColumns } from 'drizzle-orm';
import { PAYMENT_MOVES, type OrderLine, type PaymentStatus } from '@portal/domain';
import type { Statement } from '../db/database';
import { placedOrderEmailsSql } from '../db/email-outbox';
import { orderLines } from '../db/schema';
import { placedEventSql } from './order-events';

/**
 * The order_lines columns a new order's request decides, in $12's JSON objects: every line field
 * but the ones set after the order (PO, est. ship date) and the buyer's PO, which the order gives.
 */
const REQUESTED_LINE_COLUMNS = Object.values(getTableColumns(orderLines)).filter(
  (column) => !['order_id', 'group_key', 'po', 'customer_po', 'est_ship_date'].includes(column.name),
);
const requestedLineNames = (from = '') => REQUESTED_LINE_COLUMNS.map((column) => from + column.name).join(', ');

/** One line as $12 carries it. */
export type LineValues = Omit<OrderLine, 'po' | 'customer_po' | 'est_ship_date'>;

/**
 * A new order in one statement, so one round trip, parsed and planned once per connection: the
 * order, its lines, its Idempotency-Key, and for an order on account (placed at once) its `placed`
 * event (placedEventSql) and its e-mails (placedOrderEmailsSql). A statement is atomic on its own:
 * any failure (a concurrent twin's key, 23505) leaves nothing behind.
 *
 * $1 group key, $2 status, $3 payment, $4 total cents, $5 first name, $6 last name, $7 e-mail,
 * $8 store code, $9 customer PO, $10 browser id, $11 masked bypass code, $12 lines as a JSON array
 * (see LineValues), $13 Idempotency-Key or null, $14 its request hash, $15 the confirmation
 * bucket, $16 its hour, $17 buyer confirmations allowed per hour, $18 the store whose own code the
 * bypass code is, or null, $19 the version of the group's offer the order was priced with, or null,
 * $20 the staff member who placed it for the buyer, or null; what it costs where it goes
 * (docs/decisions/031): $21 the ship-to address (JSON), $22 where it came from, $23 goods cents,
 * $24 freight cents, $25 tax cents ($4 is their sum), $26 the shipping method (JSON) or null,
 * $27 the rate charged (JSON) or null, $28 the tax settings' version or null, $29 the exempting
 * certificate (JSON) or null; the dealership's own spending rules (decision 032): $30 the budget
 * month it counts against ('YYYY-MM') or null where the group has no rules, $31 'waiting' when it
 * waits for approval or null, $32 the key of the bypass code it was placed with (bypassCodeKey) or null,
 * $33 the store's monthly budget in cents the order must fit in, or null: no budget to check.
 *
 * With a budget ($33), the statement places the order only if it fits (the fast path of placing
 * under the rules, ordering/spending/place-within-rules.ts): `budget` makes sure of the store's
 * budget month and updates it to nothing, which takes its row lock for the rest of the transaction
 * (a concurrent order of the same store waits here until the first commits) and answers its latest
 * spent and committed cents, not the statement's snapshot; the order is inserted only when those
 * plus its total are within $33. Not fitting, nothing is written (no lines, key, event nor e-mails,
 * all read the order's CTE) and no row comes back: the caller decides approval or refusal in its
 * transaction. The trigger budget_count_order adds the order to the locked row at the statement's
 * end. Without a budget the guard is a no-op and `budget` writes and locks nothing.
 */
export const INSERT_ORDER: Statement = {
  name: 'insert_order_v8',
  text: `
with budget as (
  insert into budget_months (group_key, month, store_code)
  select $1::text, $30::text, $8::text where $33::bigint is not null
  on conflict (group_key, month, store_code) do update set orders = budget_months.orders
  returning spent_cents + committed_cents as used_cents
), new_order as (
  insert into orders (group_key, status, payment, total_cents, paid_cents, first_name, last_name, email,
                      store_code, customer_po, browser_id, masked_bypass_code, bypass_store_code, offer_version,
                      placed_by_staff_id, placed_at, ship_to, ship_to_source, goods_cents, freight_cents, tax_cents,
                      freight_method, tax, tax_settings_version, tax_exemption, budget_month, approval, bypass_code_key)
  select $1::text, $2, $3::text, $4::bigint, case when $3::text = 'account' then $4::bigint else 0 end, $5, $6, $7,
         $8::text, $9::text, $10, $11, $18::text, $19::integer, $20::uuid,
         -- now() is the transaction's time, as created_at's: an order on account is placed as it is made.
         case when $3::text = 'account' then now() end,
         $21::jsonb, $22::text, $23::bigint, $24::bigint, $25::bigint, $26::jsonb, $27::jsonb, $28::integer, $29::jsonb,
         $30::text, $31::text, $32::text
  where $33::bigint is null or (select used_cents from budget) + $4::bigint <= $33::bigint
  returning *
), new_lines as (
  insert into order_lines (order_id, group_key, customer_po, ${requestedLineNames()})
  select o.id, o.group_key, nullif($9::text, ''), ${requestedLineNames('l.')}
  from new_order o
  cross join jsonb_to_recordset($12::jsonb)
    as l(${REQUESTED_LINE_COLUMNS.map((column) => `${column.name} ${column.getSQLType()}`).join(', ')})
), new_key as (
  insert into idempotency_keys (group_key, key, request_hash, order_id)
  select o.group_key, $13::text, $14::text, o.id from new_order o where $13::text is not null
), ${placedEventSql({ order: 'new_order', when: "o.payment = 'account'" })},
${placedOrderEmailsSql({ order: 'new_order', when: "o.payment = 'account'", bucket: '$15', hour: '$16', allowed: '$17' })}
select * from new_order`,
};

const statusList = (statuses: readonly PaymentStatus[]) => statuses.map((status) => `'${status}'`).join(', ');

/**
 * A captured PayPal order placed, with its `placed` event and its e-mails, in one statement: the
 * payment table's 'captured' move, only from 'capturing', so a second capture of the same order
 * changes nothing and records nothing.
 *
 * $1 order id, $2 group key, $3 cents captured, $4 PayPal's capture id, $5 the confirmation
 * bucket, $6 its hour, $7 buyer confirmations allowed per hour.
 */
export const MARK_PAID: Statement = {
  name: 'mark_paid_v3',
  text: `
with paid_order as (
  update orders
  set status = '${PAYMENT_MOVES.captured.to}', paid_cents = $3::bigint, capture_id = $4, placed_at = now(),
      capture_lease_until = null
  where id = $1 and group_key = $2 and status in (${statusList(PAYMENT_MOVES.captured.from)})
  returning *
), ${placedEventSql({ order: 'paid_order', when: 'true' })},
${placedOrderEmailsSql({ order: 'paid_order', when: 'true', bucket: '$5', hour: '$6', allowed: '$7' })}
select * from paid_order`,
};

/**
 * The order an Idempotency-Key made, with its request's hash: a retry answers it. A plain statement,
 * not a query built per request: this lookup runs before every order with a key.
 *
 * $1 group key, $2 Idempotency-Key.
 */
export const FIND_IDEMPOTENT_ORDER: Statement = {
  name: 'find_idempotent_order_v1',
  text: `
select o.*, k.request_hash
from idempotency_keys k
join orders o on o.id = k.order_id and o.group_key = k.group_key
where k.group_key = $1 and k.key = $2`,
};
