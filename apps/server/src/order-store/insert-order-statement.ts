import type { FulfilmentStatus } from '@portal/domain';
import type { Statement } from '../db/database';

/** An order's columns as both statements answer them (OrderStatementRow); bigints as numbers. */
function orderColumns(from = ''): string {
  return [
    'id',
    'seq::float8 as seq',
    'group_key',
    'status',
    'payment',
    'paypal_order_id',
    'capture_id',
    'capture_lease_until',
    'capture_attempt',
    'total_cents::float8 as total_cents',
    'paid_cents::float8 as paid_cents',
    'first_name',
    'last_name',
    'email',
    'store_code',
    'customer_po',
    'browser_id',
    'created_at',
    'placed_at',
    'fulfilment_status',
    'version',
    'carrier',
    'tracking_number',
    'masked_bypass_code',
  ]
    .map((column) => from + column)
    .join(', ');
}

/**
 * A new order in one statement, so one round trip, parsed and planned once per connection: the
 * order, its lines, its Idempotency-Key, and for an order on account (placed at once) the buyer's
 * confirmation count and the order's two e-mails, queued without their message (the outbox worker
 * draws them). A statement is atomic on its own: any failure (a concurrent twin's key, 23505)
 * leaves nothing behind.
 *
 * $1 group key, $2 status, $3 payment, $4 total cents, $5 first name, $6 last name, $7 e-mail,
 * $8 store code, $9 customer PO, $10 browser id, $11 masked bypass code, $12 lines as a JSON array
 * (see LineValues), $13 Idempotency-Key or null, $14 its request hash, $15 the confirmation
 * bucket, $16 its hour, $17 buyer confirmations allowed per hour.
 */
export const INSERT_ORDER: Statement = {
  name: 'insert_order_v1',
  text: `
with new_order as (
  insert into orders (group_key, status, payment, total_cents, paid_cents, first_name, last_name, email,
                      store_code, customer_po, browser_id, masked_bypass_code, placed_at)
  values ($1, $2, $3::text, $4::bigint, case when $3::text = 'account' then $4::bigint else 0 end, $5, $6, $7,
          $8, $9::text, $10, $11,
          -- now() is the transaction's time, as created_at's: an order on account is placed as it is made.
          case when $3::text = 'account' then now() end)
  returning *
), new_lines as (
  insert into order_lines (order_id, line_no, group_key, code, name, description, type, size, color, embroidery,
                           second_embroidery, placement, second_placement, quantity, unit_price_cents, customer_po)
  select o.id, l.line_no, o.group_key, l.code, l.name, l.description, l.type, l.size, l.color, l.embroidery,
         l.second_embroidery, l.placement, l.second_placement, l.quantity, l.unit_price_cents, nullif($9::text, '')
  from new_order o
  cross join jsonb_to_recordset($12::jsonb) as l(line_no integer, code text, name text, description text, type text,
    size text, color text, embroidery text, second_embroidery text, placement text, second_placement text,
    quantity integer, unit_price_cents integer)
), new_key as (
  insert into idempotency_keys (group_key, key, request_hash, order_id)
  select o.group_key, $13::text, $14::text, o.id from new_order o where $13::text is not null
), confirmations as (
  insert into auth_failures (bucket, window_start, count)
  select $15::text, $16::timestamptz, 1 where $3::text = 'account'
  on conflict (bucket, window_start) do update set count = auth_failures.count + 1
  returning count
), new_emails as (
  insert into email_outbox (group_key, order_id, kind, message_id)
  select o.group_key, o.id, k.kind, o.id::text || '.' || k.kind
  from new_order o cross join (values ('provider'), ('buyer')) as k(kind)
  where o.payment = 'account' and (k.kind = 'provider' or (select count from confirmations) <= $17::integer)
)
select ${orderColumns()} from new_order`,
};

/** One line as $12 carries it: the order_lines columns the request decides. */
export interface LineValues {
  line_no: number;
  code: string;
  name: string;
  description: string;
  type: string;
  size: string;
  color: string;
  embroidery: string;
  second_embroidery: string | null;
  placement: string;
  second_placement: string | null;
  quantity: number;
  unit_price_cents: number;
}

/**
 * The order an Idempotency-Key made, with its request's hash: a retry answers it. A plain statement,
 * not a query built per request: this lookup runs before every order with a key.
 *
 * $1 group key, $2 Idempotency-Key.
 */
export const FIND_IDEMPOTENT_ORDER: Statement = {
  name: 'find_idempotent_order_v1',
  text: `
select ${orderColumns('o.')}, k.request_hash
from idempotency_keys k
join orders o on o.id = k.order_id and o.group_key = k.group_key
where k.group_key = $1 and k.key = $2`,
};

/** An order's row as these statements answer it, snake_case as PostgreSQL names it. */
export interface OrderStatementRow {
  id: string;
  seq: number;
  group_key: string;
  status: 'awaiting_payment' | 'capturing' | 'paid' | 'on_account';
  payment: 'paypal' | 'account';
  paypal_order_id: string | null;
  capture_id: string | null;
  capture_lease_until: Date | null;
  capture_attempt: number;
  total_cents: number;
  paid_cents: number;
  first_name: string;
  last_name: string;
  email: string;
  store_code: string;
  customer_po: string;
  browser_id: string | null;
  created_at: Date;
  placed_at: Date | null;
  fulfilment_status: FulfilmentStatus;
  version: number;
  carrier: string | null;
  tracking_number: string | null;
  masked_bypass_code: string | null;
}
