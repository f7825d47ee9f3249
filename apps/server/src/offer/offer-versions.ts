import { sql } from 'drizzle-orm';
import { documentOf, type GroupDocument, type TenantRegistry } from '@portal/tenants/server';
import { rowsOf, type Database } from '../db/database';
import { groupVersions, providerVersions } from '../db/schema';
import { realClock, type OfferClock } from '../time/offer-clock';

/** The channel a publish notifies every instance on (docs/decisions/028). */
export const GROUP_PUBLISHED = 'group_published';

export const FIRST_LOAD_NOTE = 'Loaded from packages/tenants';

/**
 * Makes version 1 of every group the database has no version of, and of the provider's details,
 * from the files: a new database starts with the demo data, and a group added to the files later
 * is added too. Groups already in the database keep what staff published. Safe on several
 * instances starting at once (a version written twice is written once). Answers the groups added.
 */
export async function loadFirstVersions(db: Database, files: TenantRegistry): Promise<string[]> {
  await db.insert(providerVersions).values({ version: 1, document: files.provider, note: FIRST_LOAD_NOTE }).onConflictDoNothing();
  const added = await db
    .insert(groupVersions)
    .values(
      [...files.groups].map(([key, tenant]) => ({
        groupKey: key,
        version: 1,
        document: documentOf(tenant),
        note: FIRST_LOAD_NOTE,
      })),
    )
    .onConflictDoNothing()
    .returning({ key: groupVersions.groupKey });
  return added.map((row) => row.key).sort();
}

export interface LiveVersion {
  groupKey: string;
  version: number;
  /** Milliseconds since 1970: from when it is live. */
  liveAt: number;
}

/**
 * Each group's live version number at the clock's now: the one whose live_at came last, the higher
 * number at the same moment. What an instance compares with what it serves.
 */
export async function liveVersions(db: Database, clock: OfferClock = realClock): Promise<LiveVersion[]> {
  const rows = rowsOf<{ group_key: string; version: number; live_ms: number | string }>(
    await db.execute(sql`select distinct on (group_key) group_key, version, extract(epoch from live_at) * 1000 as live_ms
      from group_versions where live_at <= ${clock.now().toISOString()}::timestamptz
      order by group_key, live_at desc, version desc`),
  );
  return rows.map((row) => ({ groupKey: row.group_key, version: Number(row.version), liveAt: Math.round(Number(row.live_ms)) }));
}

/** The documents of the given versions. */
export async function versionDocuments(
  db: Database,
  versions: readonly Pick<LiveVersion, 'groupKey' | 'version'>[],
): Promise<Map<string, GroupDocument>> {
  if (versions.length === 0) return new Map();
  const wanted = sql.join(
    versions.map((v) => sql`(${v.groupKey}, ${v.version}::integer)`),
    sql`, `,
  );
  const rows = rowsOf<{ group_key: string; document: GroupDocument | string }>(
    await db.execute(sql`select group_key, document from group_versions where (group_key, version) in (${wanted})`),
  );
  // PGlite and node-postgres both parse jsonb; a driver that answers text is read the same.
  return new Map(
    rows.map((row) => [
      row.group_key,
      typeof row.document === 'string' ? (JSON.parse(row.document) as GroupDocument) : row.document,
    ]),
  );
}

/** The provider's newest details and their version; the details null when they are the version `known`. */
export async function liveProvider(
  db: Database,
  known: number | null = null,
): Promise<{ version: number; document: unknown } | null> {
  // The poll asks every 2 s: the document comes only when it is not the version the instance has.
  const rows = rowsOf<{ version: number; document: unknown }>(
    await db.execute(sql`select version, case when version = ${known}::integer then null else document end as document
      from provider_versions order by version desc limit 1`),
  );
  const row = rows[0];
  return row ? { version: Number(row.version), document: row.document } : null;
}

export interface NewVersion {
  groupKey: string;
  document: GroupDocument;
  /** The staff member who published it; null only for the first load. */
  publishedBy: string | null;
  /** When it goes live: the offer clock's now for a publish now; the database's now when not given (the first load). */
  liveAt?: Date;
  note: string;
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Puts the changes of one group's offer (draft edits, publishes) one after the other, on every instance. */
export async function lockGroupOffer(tx: Tx, groupKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('group_versions'), hashtext(${groupKey}))`);
}

/**
 * Writes a group's next version within the caller's transaction (which holds lockGroupOffer) and
 * tells every instance: the NOTIFY is sent when the transaction commits, never for one rolled back.
 */
export async function insertVersion(tx: Tx, next: NewVersion): Promise<number> {
  const rows = rowsOf<{ version: number }>(
    await tx.execute(sql`insert into group_versions (group_key, version, document, published_by, live_at, note)
      -- A withdrawn version's number is not given again: the audit still names it.
      select ${next.groupKey},
             greatest(coalesce(max(version), 0), (select coalesce(max(version), 0) from offer_audit where group_key = ${next.groupKey})) + 1,
             ${JSON.stringify(next.document)}::jsonb,
             ${next.publishedBy}::uuid, coalesce(${next.liveAt?.toISOString() ?? null}::timestamptz, now()), ${next.note}
      from group_versions where group_key = ${next.groupKey}
      returning version`),
  );
  const version = Number(rows[0]!.version);
  await tx.execute(sql`select pg_notify(${GROUP_PUBLISHED}, ${JSON.stringify({ group: next.groupKey, version })})`);
  return version;
}

/** Writes a group's next version in a transaction of its own (the caller checked the document). */
export function publishGroupVersion(db: Database, next: NewVersion): Promise<number> {
  return db.transaction(async (tx) => {
    await lockGroupOffer(tx, next.groupKey);
    return insertVersion(tx, next);
  });
}
