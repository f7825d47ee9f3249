import { asc, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { auditLog, emailOutbox, orderLines, orders, orderStatusHistory, staff, staffGroups } from '../src/db/schema';

/**
 * Everything a console change could touch, to compare before and after a refused request: orders
 * (status, version, shipment), line ship dates, the outbox, the audit log, the status history and
 * the staff accounts with their groups.
 */
export async function consoleState(db: Database): Promise<unknown> {
  return {
    orders: await db
      .select({ id: orders.id, s: orders.fulfilmentStatus, v: orders.version, c: orders.carrier, t: orders.trackingNumber })
      .from(orders)
      .orderBy(asc(orders.id)),
    lines: await db
      .select({ o: orderLines.orderId, n: orderLines.lineNo, d: orderLines.estShipDate, po: orderLines.po })
      .from(orderLines)
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
    outbox: await db
      .select({ id: emailOutbox.id, s: emailOutbox.status, a: emailOutbox.attempts, n: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .orderBy(asc(emailOutbox.id)),
    audit: (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n,
    history: (await db.select({ n: sql<number>`count(*)::int` }).from(orderStatusHistory))[0]?.n,
    staff: await db
      .select({ id: staff.id, r: staff.role, n: staff.name, h: staff.passwordHash, e: staff.sessionEpoch, x: staff.removedAt })
      .from(staff)
      .orderBy(asc(staff.id)),
    groups: await db.select().from(staffGroups).orderBy(asc(staffGroups.staffId), asc(staffGroups.groupKey)),
  };
}
