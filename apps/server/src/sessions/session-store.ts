import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { sessions, staff, staffGroups, type SESSION_KINDS } from '../db/schema';
import type { StaffAccount } from '../staff/staff-store';

export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  kind: (typeof SESSION_KINDS)[number];
  groupKey?: string;
  storeCode?: string;
  staffId?: string;
  expiresAt: Date;
  userAgent?: string | undefined;
  address?: string | undefined;
}

/**
 * How long an instance trusts what it last read of a buyer's session. A session ended on another
 * instance is refused here at most this long after; on the instance that ended it, at once. The
 * console reads its sessions every request and trusts nothing.
 */
export const BUYER_SESSION_CACHE_MS = 3_000;

/** A session's last use is written at most this often: reading a session costs no write. */
const TOUCH_EVERY_MS = 60_000;

/** A session's row is kept this long after it ended or expired, then swept. */
const KEPT_AFTER_END_MS = 24 * 3600_000;

/** The row's key: the hash of the id sealed in the cookie, so the table alone can make no cookie. */
export const sessionHandle = (id: string): string => createHash('sha256').update(id).digest('base64url');

/** The sessions of every kind, in the database shared by every instance. */
export class SessionStore {
  /** What this instance last read of a buyer's session, by the id in its cookie, with its group. */
  private readonly recent: LRUCache<string, { live: boolean; group: string }>;
  /** Moves on at each forgetGroup: a read that began before it caches nothing. */
  private forgotten = 0;

  constructor(
    private readonly db: Database,
    cacheMs = BUYER_SESSION_CACHE_MS,
  ) {
    this.recent = new LRUCache({ max: 20_000, ttl: Math.max(1, cacheMs) });
  }

  /** Records a new session and answers the id to seal in its cookie. */
  async start(session: NewSession): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    await this.db.insert(sessions).values({
      id: sessionHandle(id),
      kind: session.kind,
      groupKey: session.groupKey ?? '',
      storeCode: session.storeCode ?? '',
      staffId: session.staffId ?? null,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent?.slice(0, 300) ?? null,
      address: session.address ?? null,
    });
    this.recent.set(id, { live: true, group: session.groupKey ?? '' });
    return id;
  }

  /**
   * Which of these buyer sessions' ids are live (not ended, not expired): one query for those this
   * instance has not read in the last few seconds.
   */
  async live(ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const unknown: string[] = [];
    for (const id of ids) {
      const known = this.recent.get(id);
      if (known === undefined) unknown.push(id);
      else if (known.live) found.add(id);
    }
    if (unknown.length === 0) return found;
    const handles = new Map(unknown.map((id) => [sessionHandle(id), id]));
    const forgotten = this.forgotten;
    const rows = await this.db
      .select({ id: sessions.id, group: sessions.groupKey })
      .from(sessions)
      .where(and(inArray(sessions.id, [...handles.keys()]), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`)));
    const liveGroups = new Map(rows.map((row) => [row.id, row.group]));
    // A group forgotten while this read ran may have ended what it read as live: keep none of it.
    const keep = forgotten === this.forgotten;
    for (const [handle, id] of handles) {
      const group = liveGroups.get(handle);
      if (keep) this.recent.set(id, { live: group !== undefined, group: group ?? '' });
      if (group !== undefined) found.add(id);
    }
    return found;
  }

  /**
   * A console session when it is live, with its staff member's account when that is still there:
   * one statement for the session, the account and its groups, read afresh on every request (the
   * console's one lookup per call). Its last use is moved on when a minute old.
   */
  async liveStaffAccount(id: string, staffId: string): Promise<StaffAccount | null> {
    const handle = sessionHandle(id);
    const [found] = await this.db
      .select({
        account: staff,
        lastUsedAt: sessions.lastUsedAt,
        groups: sql<string[]>`coalesce((select array_agg(${staffGroups.groupKey} order by ${staffGroups.groupKey})
          from ${staffGroups} where ${staffGroups.staffId} = ${staff.id}), '{}')`,
      })
      .from(sessions)
      .innerJoin(staff, eq(staff.id, sessions.staffId))
      .where(
        and(
          eq(sessions.id, handle),
          eq(sessions.kind, 'staff'),
          eq(sessions.staffId, staffId),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql`now()`),
          isNull(staff.removedAt),
        ),
      );
    if (!found) return null;
    if (Date.now() - found.lastUsedAt.getTime() > TOUCH_EVERY_MS)
      await this.db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, handle));
    return { row: found.account, groups: found.groups };
  }

  /** Ends these sessions, for every copy of their cookies. */
  async end(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const id of ids) this.recent.set(id, { live: false, group: '' });
    await this.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(inArray(sessions.id, ids.map(sessionHandle)), isNull(sessions.endedAt)));
  }

  /**
   * Drops what this instance read of a group's buyer sessions, so its next request reads them
   * again: called once the sessions a changed secret opened were ended in the database.
   */
  forgetGroup(groupKey: string): void {
    this.forgotten += 1;
    const ids = [...this.recent.entries()].filter(([, known]) => known.group === groupKey).map(([id]) => id);
    for (const id of ids) this.recent.delete(id);
  }

  /** A staff member's live sessions, newest first. */
  async staffSessions(staffId: string): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.staffId, staffId), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.createdAt));
  }

  /** Deletes the rows of sessions that ended or expired a day ago; any instance may run it, at any time. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - KEPT_AFTER_END_MS);
    const swept = await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, before), lt(sessions.endedAt, before)))
      .returning({ id: sessions.id });
    return swept.length;
  }
}
