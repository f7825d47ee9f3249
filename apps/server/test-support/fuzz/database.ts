// The rows a bad request must leave alone, and the failed-secret counts it may add to.
import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { auditLog, authFailures, emailOutbox, idempotencyKeys, orderLines, orders } from '../../src/db/schema';

export async function snapshot(db: Database) {
  const tables = {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    order_lines: await db.select().from(orderLines).orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
    email_outbox: await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
    idempotency_keys: await db.select().from(idempotencyKeys).orderBy(asc(idempotencyKeys.groupKey), asc(idempotencyKeys.key)),
    audit_log: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
  return Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [
      table,
      { rows: rows.length, sha256: createHash('sha256').update(JSON.stringify(rows)).digest('hex') },
    ]),
  );
}

/** Failed secrets per bucket, over every minute window. */
export async function failureCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ bucket: authFailures.bucket, count: sql<string>`sum(${authFailures.count})` })
    .from(authFailures)
    .groupBy(authFailures.bucket);
  // The same table counts placed orders, confirmations sent and the approval page's calls
  // (orders:…, mailto:…, approval-links:…): not failures.
  return new Map(
    rows.filter((row) => !/^(orders|mailto|approval-links):/.test(row.bucket)).map((row) => [row.bucket, Number(row.count)]),
  );
}
