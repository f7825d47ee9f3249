// The SQL of one order on account as the portal sends it, for the two contenders that send it without
// the portal: pgbench's script and the Node ceiling (support/node-ceiling.ts). The statements are the
// server's own texts (FIND_IDEMPOTENT_ORDER, INSERT_ORDER, the window counter's PEEK and TAKE,
// imported, so they cannot drift). The values are those of an order
// the server made, read back from the database; each order has an Idempotency-Key of its own.
import type pg from 'pg';
import { FIND_IDEMPOTENT_ORDER, INSERT_ORDER } from '@portal/server/order-statements';
import { PEEK, TAKE } from '@portal/server/window-statements';

/** The Idempotency-Key's place in a statement's values: each order fills it with a key of its own. */
export const KEY = Symbol('the order’s Idempotency-Key');

export interface OrderStatement {
  name: string;
  text: string;
  /** The values, the key's place marked with KEY. */
  values: unknown[];
}

/** An order the server made on account, its lines and the hash of its Idempotency-Key's request. */
export interface MadeOrder {
  order: Record<string, unknown>;
  lines: Record<string, unknown>[];
  requestHash: string;
}

/** Reads back an order of `group` the server made on account, with an Idempotency-Key. */
export async function readMadeOrder(db: pg.Client | pg.Pool, group: string): Promise<MadeOrder> {
  const { rows: orderRows } = await db.query(
    `select o.*, k.request_hash from orders o join idempotency_keys k on k.order_id = o.id
     where o.group_key = $1 and o.payment = 'account' order by o.seq limit 1`,
    [group],
  );
  const order = orderRows[0] as Record<string, unknown> | undefined;
  if (!order) throw new Error(`no order on account of ${group} to read the statements from`);
  const { rows: lines } = await db.query(`select * from order_lines where order_id = $1 order by line_no`, [order.id]);
  return { order, lines, requestHash: String(order.request_hash) };
}

/** A jsonb column's value as a statement's parameter: its JSON, or null. */
const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const windowOf = (now: number, bucket: string, windowMs: number) => {
  const start = Math.floor(now / windowMs) * windowMs;
  return { bucket, window_start: new Date(start).toISOString(), previous_start: new Date(start - windowMs).toISOString() };
};

/**
 * What the portal sends for one order on account from a browser with the group's session, in its
 * order: the bypass check's counts read (the code matched before, so none is taken), the
 * Idempotency-Key looked up, the order counted for its address, and the order written.
 */
export function orderStatements({ order, lines, requestHash }: MadeOrder, now = Date.now()): OrderStatement[] {
  const group = String(order.group_key);
  const check = [
    windowOf(now, 'addr:127.0.0.1', MINUTE),
    windowOf(now, `addr:127.0.0.1:${group}`, HOUR),
    windowOf(now, `known:${group}:${group}:bypass`, HOUR),
  ];
  // The line as the request decides it (LineValues): what the order and staff set later is left out.
  const lineValues = lines.map(
    ({ order_id: _order, group_key: _group, po: _po, customer_po: _customerPo, est_ship_date: _shipDate, ...line }) => line,
  );
  const hour = new Date(Math.floor(now / HOUR) * HOUR).toISOString();
  return [
    { name: 'bypass-peek', text: PEEK.text, values: [JSON.stringify(check)] },
    {
      name: 'idempotency-lookup',
      text: FIND_IDEMPOTENT_ORDER.text,
      values: [group, KEY],
    },
    { name: 'order-take', text: TAKE.text, values: [JSON.stringify([windowOf(now, `orders:127.0.0.1:${group}`, HOUR)])] },
    {
      name: 'insert-order',
      text: INSERT_ORDER.text,
      values: [
        group,
        order.status,
        order.payment,
        order.total_cents,
        order.first_name,
        order.last_name,
        order.email,
        order.store_code,
        order.customer_po,
        order.browser_id,
        order.masked_bypass_code,
        JSON.stringify(lineValues),
        KEY,
        requestHash,
        'mailto:bench',
        hour,
        1_000_000,
        order.bypass_store_code,
        order.offer_version,
        order.placed_by_staff_id,
        // What it costs where it goes, as the server charged it (jsonb comes back parsed: sent as JSON again).
        json(order.ship_to),
        order.ship_to_source,
        order.goods_cents,
        order.freight_cents,
        order.tax_cents,
        json(order.freight_method),
        json(order.tax),
        order.tax_settings_version,
        json(order.tax_exemption),
        // The spending rules' columns (budget month, approval, the code's key), as the order has them.
        order.budget_month,
        order.approval,
        order.bypass_code_key,
        // No budget to fit in: the group has no spending rules.
        null,
      ],
    },
  ];
}

/**
 * pgbench's script: each statement on one line, each value a variable it sends as a parameter
 * (`-M prepared`, `-D name=value`), a null written as null, and the key a new one each order.
 */
export function pgbenchScript(statements: OrderStatement[]): { script: string; variables: string[] } {
  const variables: string[] = [];
  const lines = [`\\set r random(1, 9000000000000)`];
  statements.forEach((statement, s) => {
    const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = statement.values[Number(n) - 1];
      if (value === KEY) return `('pgb-' || :client_id || '-' || :r)`;
      if (value === null || value === undefined) return 'null';
      const name = `s${s}p${n}`;
      if (!variables.some((v) => v.startsWith(`${name}=`))) variables.push(`${name}=${String(value)}`);
      return `:${name}`;
    });
    lines.push(
      `${text
        .replace(/--[^\n]*/g, '')
        .replace(/\s*\n\s*/g, ' ')
        .trim()};`,
    );
  });
  return { script: `${lines.join('\n')}\n`, variables };
}

/** The values of one order as the Node ceiling sends them, with its Idempotency-Key. */
export function valuesWithKey(statement: OrderStatement, key: string): unknown[] {
  return statement.values.map((value) => (value === KEY ? key : value));
}
