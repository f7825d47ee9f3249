import { asc, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../src/db/database';
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

/**
 * What a table's fingerprint reads of each row: where it is and which transaction wrote it, so any
 * insert, update or delete shows without reading large documents. The tables whose rows move by
 * use alone, a refused request's too, are read without what moves.
 */
const ROWS_READ: Record<string, string> = {
  // A session's last use moves once a minute, whatever the request.
  sessions: `(to_jsonb(x) - 'last_used_at')::text`,
  // A rate counter taken and given back (a refused resend) leaves its window at 0.
  auth_failures: `case when x.count > 0 then to_jsonb(x)::text end`,
};
const WHERE_AND_WHO = `x.ctid::text || x.xmin::text`;

/**
 * A fingerprint of every table of the database (its own schema, as the migrations made it): each
 * table's hash of its rows, by name. A table added tomorrow is in it too.
 */
export async function databaseFingerprint(database: DatabaseHandle): Promise<Record<string, string>> {
  return database.withClient(async (client) => {
    const tables = (
      await client.query(
        `select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      )
    ).rows as { name: string }[];
    const each = tables.map(({ name }) => {
      const row = ROWS_READ[name] ?? WHERE_AND_WHO;
      return `select '${name}' as name, coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as print from "${name}" x`;
    });
    const rows = (await client.query(each.join(' union all '))).rows as { name: string; print: string }[];
    return Object.fromEntries(rows.map((row) => [row.name, row.print]));
  });
}

/** The next transaction id the database will give: it moves on with every write, and only then. */
async function nextTransaction(database: DatabaseHandle): Promise<string> {
  return database.withClient(
    async (client) =>
      ((await client.query('select pg_snapshot_xmax(pg_current_snapshot())::text as next')).rows[0] as { next: string }).next,
  );
}

/** The database as it is now, to tell later whether anything in it changed. */
export interface DatabaseMark {
  next: string;
  fingerprint: Record<string, string>;
}

export async function markDatabase(database: DatabaseHandle): Promise<DatabaseMark> {
  return { next: await nextTransaction(database), fingerprint: await databaseFingerprint(database) };
}

/**
 * The tables whose rows changed since `mark` ({} when none did). Without a write since, nothing
 * did, which is quick to tell; after one (a session's last use, another database of the cluster),
 * every table is read again.
 */
export async function changesSince(database: DatabaseHandle, mark: DatabaseMark): Promise<Record<string, string>> {
  const next = await nextTransaction(database);
  if (next === mark.next) return {};
  const now = await databaseFingerprint(database);
  const changed = Object.keys({ ...mark.fingerprint, ...now }).filter((name) => mark.fingerprint[name] !== now[name]);
  if (changed.length === 0) mark.next = next;
  return Object.fromEntries(
    changed.map((name) => [name, `${mark.fingerprint[name] ?? 'no table'} → ${now[name] ?? 'no table'}`]),
  );
}
