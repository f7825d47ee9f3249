// The SQL of one order on account, written once for the two contenders that send it without the
// portal: pgbench's script (values written as literals, pgbench variables for the new order's id and
// the key) and the Node ceiling (bench/support/node-ceiling.ts: the same text with $n parameters,
// named prepared statements). Statements, tables, columns, rows and values come from an order the
// server made, read back from the database, so neither can drift from the other.
import type pg from 'pg';

/** The parts of create-order's JSON body that the statements read. */
export interface OrderBody {
  companyName: string;
  first_name: string;
  last_name: string;
  email: string;
  store?: string;
  customer_po?: string;
  cart: {
    type: string;
    name: string;
    quantity: number;
    size: string;
    color: string;
    code: string;
    placement: string;
    embroidery: string;
    secondEmbroidery?: string;
    secondPlacement?: string;
  }[];
}

/** What the Node ceiling knows of one request: its body, its Idempotency-Key and where it came from. */
export interface OrderRequest {
  body: OrderBody;
  key: string;
  ip: string;
}

/** One value of a statement. */
interface Param {
  /** How pgbench's script writes it: a literal, or an expression of pgbench variables. */
  readonly pgbench: string;
  /** Its value in the Node ceiling for one request; `id` is the new order's, once inserted. */
  readonly value: (request: OrderRequest, id: string) => unknown;
  /** Read from the request: the value the server stored, which the request must give again. */
  readonly stored?: unknown;
}

type Part = string | Param;

export interface OrderStatement {
  name: string;
  parts: Part[];
  /** Answers the new order (`returning *`): pgbench sets its variables from it (\gset), :id among them. */
  returnsOrder?: true;
}

/** An SQL string literal; a colon is escaped, since pgbench reads ':name' as a variable even inside quotes. */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : `E'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll(':', '\\x3a')}'`;

/** An integer column's value, written bare in pgbench's script (bigint columns come back from pg as strings). */
function integer(value: unknown): string {
  const text = String(value);
  if (!/^-?\d+$/.test(text)) throw new Error(`not an integer: ${text}`);
  return text;
}

/** A value of the order the server made, the same in every order of both contenders. */
const made = (value: unknown): Param => ({ pgbench: literal(value), value: () => value });
const madeInteger = (value: unknown): Param => ({ pgbench: integer(value), value: () => value });

/** A value the Node ceiling reads from each request; pgbench writes what the server stored. */
const asked = (stored: unknown, read: (request: OrderRequest) => unknown): Param => ({
  pgbench: typeof stored === 'number' ? integer(stored) : literal(stored),
  value: read,
  stored,
});

/** The new order's id: pgbench's :id (set by \gset), the Node ceiling's from the insert's answer. */
const newOrderId: Param = { pgbench: ':id', value: (_request, id) => id };

/** The Idempotency-Key: a new one each order in pgbench (client and a random number), the request's header in Node. */
const idempotencyKey: Param = {
  pgbench: `'pgb-' || cast(:client_id as text) || '-' || cast(:r as text)`,
  value: (request) => request.key,
};

/** SQL text with values in it; a list of parts (rows) is spliced in as it is. */
function sql(strings: TemplateStringsArray, ...values: (Param | Part[])[]): Part[] {
  const parts: Part[] = [strings[0]!];
  values.forEach((value, i) => parts.push(...(Array.isArray(value) ? value : [value]), strings[i + 1]!));
  return parts;
}

const joined = (rows: Part[][]): Part[] => rows.flatMap((row, i) => (i === 0 ? row : [', ', ...row]));

/** An order the server made on account, its lines, e-mails and the hash of its Idempotency-Key's request. */
export interface MadeOrder {
  order: Record<string, unknown>;
  lines: Record<string, unknown>[];
  mails: { kind: string; message: string }[];
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
  const { rows: mails } = await db.query(
    `select kind, message::text as message from email_outbox where order_id = $1 order by id`,
    [order.id],
  );
  return { order, lines, mails, requestHash: String(order.request_hash) };
}

/**
 * The statements the server sends for one order on account, with the values of an order it made:
 * the rate-limit check (twice: before and after the code is checked), the idempotency lookup, then
 * in one transaction the order, its lines, its key and the two e-mails.
 */
export function orderStatements({ order, lines, mails, requestHash }: MadeOrder): OrderStatement[] {
  const group = (stored: unknown) => asked(stored, (r) => r.body.companyName);
  const rateLimit = sql`select "count" from "auth_failures" where ("bucket" in (${asked(`ip:127.0.0.1`, (r) => `ip:${r.ip}`)}, ${asked(`group:${String(order.group_key)}`, (r) => `group:${r.body.companyName}`)}) and "window_start" = date_trunc('minute', now()))`;
  const cart = (i: number) => (r: OrderRequest) => r.body.cart[i]!;
  const lineRows = lines.map((l, i) => {
    const line = cart(i);
    return sql`(${newOrderId}, ${madeInteger(l.line_no)}, ${group(l.group_key)}, ${asked(l.code, (r) => line(r).code)}, ${asked(l.name, (r) => line(r).name)}, ${made(l.description)}, ${asked(l.type, (r) => line(r).type)}, ${asked(l.size, (r) => line(r).size)}, ${asked(l.color, (r) => line(r).color)}, ${asked(l.embroidery, (r) => line(r).embroidery)}, ${asked(l.second_embroidery, (r) => line(r).secondEmbroidery || null)}, ${asked(l.placement, (r) => line(r).placement)}, ${asked(l.second_placement, (r) => (line(r).secondEmbroidery ? (line(r).secondPlacement ?? null) : null))}, ${asked(l.quantity, (r) => line(r).quantity)}, ${madeInteger(l.unit_price_cents)}, default, ${asked(l.customer_po, (r) => r.body.customer_po || null)}, default)`;
  });
  const mailRows = mails.map(
    (m) =>
      sql`(default, ${group(order.group_key)}, ${newOrderId}, ${made(m.kind)}, cast(${newOrderId} as text) || ${made(`.${m.kind}`)}, ${made(m.message)}::jsonb, default, default, default, default, default, default, default)`,
  );
  return [
    // The rate-limit count, read before the code is checked and again before a right one takes effect.
    { name: 'rate-limit', parts: rateLimit },
    { name: 'rate-limit', parts: rateLimit },
    {
      name: 'idempotency-lookup',
      parts: sql`select o.*, k."request_hash" from "idempotency_keys" k inner join "orders" o on o."id" = k."order_id" where (k."group_key" = ${group(order.group_key)} and k."key" = ${idempotencyKey} and o."group_key" = ${group(order.group_key)})`,
    },
    { name: 'begin', parts: sql`begin` },
    {
      name: 'insert-order',
      parts: sql`insert into "orders" ("id", "seq", "group_key", "status", "payment", "paypal_order_id", "capture_id", "capture_lease_until", "capture_attempt", "total_cents", "paid_cents", "first_name", "last_name", "email", "store_code", "customer_po", "created_at", "placed_at") values (default, default, ${group(order.group_key)}, ${made(order.status)}, ${made(order.payment)}, default, default, default, default, ${madeInteger(order.total_cents)}, ${madeInteger(order.paid_cents)}, ${asked(order.first_name, (r) => r.body.first_name)}, ${asked(order.last_name, (r) => r.body.last_name)}, ${asked(order.email, (r) => r.body.email)}, ${asked(order.store_code, (r) => r.body.store ?? '')}, ${asked(order.customer_po, (r) => r.body.customer_po ?? '')}, default, now()) returning *`,
      returnsOrder: true,
    },
    {
      name: 'insert-lines',
      parts: sql`insert into "order_lines" ("order_id", "line_no", "group_key", "code", "name", "description", "type", "size", "color", "embroidery", "second_embroidery", "placement", "second_placement", "quantity", "unit_price_cents", "po", "customer_po", "est_ship_date") values ${joined(lineRows)}`,
    },
    {
      name: 'insert-key',
      parts: sql`insert into "idempotency_keys" ("group_key", "key", "request_hash", "order_id", "created_at") values (${group(order.group_key)}, ${idempotencyKey}, ${made(requestHash)}, ${newOrderId}, default)`,
    },
    {
      name: 'insert-emails',
      parts: sql`insert into "email_outbox" ("id", "group_key", "order_id", "kind", "message_id", "message", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "created_at") values ${joined(mailRows)} on conflict do nothing`,
    },
    { name: 'commit', parts: sql`commit` },
  ];
}

const isParam = (part: Part): part is Param => typeof part !== 'string';

/** pgbench's script: each SQL command on one line, values written in. */
export function pgbenchScript(statements: OrderStatement[]): string {
  const lines = [`\\set r random(1, 9000000000000)`];
  for (const statement of statements) {
    const text = statement.parts.map((part) => (isParam(part) ? part.pgbench : part)).join('');
    if (text.includes('\n')) throw new Error(`${statement.name}: a pgbench command is one line`);
    lines.push(...(statement.returnsOrder ? [text, '\\gset'] : [`${text};`]));
  }
  return `${lines.join('\n')}\n`;
}

export interface PreparedOrderStatement {
  name: string;
  text: string;
  values(request: OrderRequest, id: string): unknown[];
  returnsOrder: boolean;
}

/** The statements as the Node ceiling prepares them: the same text, each value a parameter. */
export function preparedStatements(statements: OrderStatement[]): PreparedOrderStatement[] {
  return statements.map(({ name, parts, returnsOrder }) => {
    let n = 0;
    const params = parts.filter(isParam);
    return {
      name,
      text: parts.map((part) => (isParam(part) ? `$${++n}` : part)).join(''),
      values: (request, id) => params.map((param) => param.value(request, id)),
      returnsOrder: returnsOrder === true,
    };
  });
}

/**
 * Where the values the Node ceiling reads from `request` differ from those the server stored (and
 * pgbench writes): none, or the two contenders would not insert the same rows.
 */
export function requestMismatches(statements: OrderStatement[], request: OrderRequest): string[] {
  const found: string[] = [];
  for (const { name, parts } of statements)
    for (const param of parts.filter(isParam)) {
      if (!('stored' in param)) continue;
      const value = param.value(request, '');
      if (String(value ?? null) !== String(param.stored ?? null))
        found.push(`${name}: the request gives ${JSON.stringify(value)}, the server stored ${JSON.stringify(param.stored)}`);
    }
  return found;
}
