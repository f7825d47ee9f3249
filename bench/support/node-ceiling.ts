// The Node ceiling of create-order (bench/create-order.ts): a bare node:http server, no framework,
// the plain pg driver with a pool of 10 and named prepared statements. Each POST /v1/create-order
// parses its JSON body and sends the statements the portal sends for an order on account
// (support/order-sql.ts: the server's own SQL, with the values of an order it made and the request's
// Idempotency-Key), then answers 201 with the order's id, number and total. No validation, no
// pricing, no rules: what Node and pg alone cost for this work. Run as a process of its own (bundled
// by startNodeCeiling in support/server.ts), so its CPU and memory are measured apart: PORT,
// DATABASE_URL and GROUP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { orderStatements, readMadeOrder, valuesWithKey } from './order-sql';

const port = Number(process.env.PORT);
const group = process.env.GROUP ?? 'guardian';
// The portal's pool: 10 connections, no JIT (apps/server/src/db/database.ts).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: '-c jit=off',
  idleTimeoutMillis: 30_000,
});
pool.on('error', () => undefined);

// Read once; the counts' windows are those of the start, as pgbench's are.
const statements = orderStatements(await readMadeOrder(pool, group));

function answer(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function createOrder(request: IncomingMessage, text: string, response: ServerResponse): Promise<void> {
  const body = JSON.parse(text) as { companyName?: unknown };
  if (body.companyName !== group) return answer(response, 404, { error: 'no such group' });
  const key = String(request.headers['idempotency-key']);
  let made: { id: string; seq: number; total_cents: number } | undefined;
  // One statement after another, each on the pool as the portal sends them (no transaction around them).
  for (const statement of statements) {
    const result = await pool.query({ name: statement.name, text: statement.text, values: valuesWithKey(statement, key) });
    if (statement.name === 'insert-order') made = result.rows[0];
  }
  if (!made) throw new Error('no order inserted');
  answer(response, 201, { order_id: made.id, order_number: `CB-${made.seq}`, total: made.total_cents });
}

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/readyz') return answer(response, 200, { ok: true });
  if (request.method !== 'POST' || request.url !== '/v1/create-order') return answer(response, 404, { error: 'not found' });
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    createOrder(request, Buffer.concat(chunks).toString('utf8'), response).catch((error: unknown) =>
      answer(response, 500, { error: String(error) }),
    );
  });
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
  void pool.end().then(() => process.exit(0));
});
