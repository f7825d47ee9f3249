import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authFailures } from '../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A named count and how many it allows per window. */
export interface CountedBucket {
  name: string;
  limit: number;
  windowMs: number;
}

/** One count an attempt added, so it can be given back. */
export interface Taken {
  bucket: string;
  windowStart: Date;
}

export type TakeResult = { ok: true; taken: Taken[] } | { ok: false; over: CountedBucket; retryAfterSeconds: number };

const windowStart = (now: number, windowMs: number) => new Date(Math.floor(now / windowMs) * windowMs);

/**
 * Counts in sliding windows kept in the database (the auth_failures table), so every server
 * instance shares them: wrong answers to secrets, orders placed from one address.
 */
export class WindowCounter {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  /**
   * Counts one in every bucket. When one is over its limit over the last window (this window's
   * count plus the part of the previous one still inside it, so no moment lets twice the limit
   * through), nothing stays counted and the answer names it.
   */
  async take(buckets: readonly CountedBucket[]): Promise<TakeResult> {
    const now = Date.now();
    // Sorted: one order of row locks for every statement, so two takes on the same buckets never deadlock.
    const sorted = [...buckets].sort((a, b) => a.name.localeCompare(b.name));
    const counted = await this.db
      .insert(authFailures)
      .values(sorted.map((b) => ({ bucket: b.name, windowStart: windowStart(now, b.windowMs), count: 1 })))
      .onConflictDoUpdate({
        target: [authFailures.bucket, authFailures.windowStart],
        set: { count: sql`${authFailures.count} + 1` },
      })
      .returning({ bucket: authFailures.bucket, count: authFailures.count });
    const previous = await this.db
      .select({ bucket: authFailures.bucket, windowStart: authFailures.windowStart, count: authFailures.count })
      .from(authFailures)
      .where(
        and(
          inArray(
            authFailures.bucket,
            sorted.map((b) => b.name),
          ),
          lt(authFailures.windowStart, windowStart(now, MINUTE)),
        ),
      );
    await this.sweep(now);
    const taken = sorted.map((b) => ({ bucket: b.name, windowStart: windowStart(now, b.windowMs) }));
    for (const b of sorted) {
      const start = windowStart(now, b.windowMs).getTime();
      const current = counted.find((row) => row.bucket === b.name)?.count ?? 0;
      const before =
        previous.find((row) => row.bucket === b.name && row.windowStart.getTime() === start - b.windowMs)?.count ?? 0;
      const elapsed = (now - start) / b.windowMs;
      if (current + Math.floor(before * (1 - elapsed)) <= b.limit) continue;
      // A refused take did nothing, so it uses up nothing: refusals never fill a shared count.
      await this.giveBack(taken);
      return { ok: false, over: b, retryAfterSeconds: Math.ceil((start + b.windowMs - now) / 1000) };
    }
    return { ok: true, taken };
  }

  async giveBack(taken: readonly Taken[]): Promise<void> {
    for (const { bucket, windowStart: start } of taken) {
      await this.db
        .update(authFailures)
        .set({ count: sql`greatest(${authFailures.count} - 1, 0)` })
        .where(and(eq(authFailures.bucket, bucket), eq(authFailures.windowStart, start)));
    }
  }

  /** Old windows go, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < MINUTE) return;
    this.lastSweep = now;
    await this.db.delete(authFailures).where(lt(authFailures.windowStart, new Date(now - 3 * HOUR)));
  }
}
