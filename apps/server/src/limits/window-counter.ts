import { lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { authFailures } from '../db/schema';
import { GIVE_BACK, PEEK, TAKE } from './window-statements';

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

interface WindowCount {
  bucket: string;
  count: number;
  previous: number;
}

function wantedOf(buckets: readonly CountedBucket[], now: number): string {
  return JSON.stringify(
    buckets.map((b) => {
      const start = windowStart(now, b.windowMs).getTime();
      return {
        bucket: b.name,
        window_start: new Date(start).toISOString(),
        previous_start: new Date(start - b.windowMs).toISOString(),
      };
    }),
  );
}

/**
 * The first bucket over its limit over the last window (this window's count, `adding` more, plus the
 * part of the previous window still inside it, so no moment lets twice the limit through), or null.
 */
function firstOver(
  buckets: readonly CountedBucket[],
  counts: readonly WindowCount[],
  now: number,
  adding: number,
): Extract<TakeResult, { ok: false }> | null {
  for (const b of buckets) {
    const start = windowStart(now, b.windowMs).getTime();
    const row = counts.find((r) => r.bucket === b.name);
    const elapsed = (now - start) / b.windowMs;
    if ((row?.count ?? 0) + adding + Math.floor((row?.previous ?? 0) * (1 - elapsed)) <= b.limit) continue;
    return { ok: false, over: b, retryAfterSeconds: Math.ceil((start + b.windowMs - now) / 1000) };
  }
  return null;
}

/**
 * Counts in sliding windows kept in the database (the auth_failures table), so every server
 * instance shares them: wrong answers to secrets, orders placed from one address.
 */
export class WindowCounter {
  private lastSweep = 0;

  constructor(private readonly database: Pick<DatabaseHandle, 'db' | 'run'>) {}

  /**
   * Counts one in every bucket. When one is over its limit over the last window (this window's
   * count plus the part of the previous one still inside it, so no moment lets twice the limit
   * through), nothing stays counted and the answer names it.
   */
  async take(buckets: readonly CountedBucket[]): Promise<TakeResult> {
    const now = Date.now();
    // Sorted: one order of row locks for every statement, so two takes on the same buckets never deadlock.
    const sorted = [...buckets].sort((a, b) => a.name.localeCompare(b.name));
    const counts = await this.database.run<WindowCount>(TAKE, [wantedOf(sorted, now)]);
    await this.sweep(now);
    const taken = sorted.map((b) => ({ bucket: b.name, windowStart: windowStart(now, b.windowMs) }));
    const over = firstOver(sorted, counts, now, 0);
    if (!over) return { ok: true, taken };
    // A refused take did nothing, so it uses up nothing: refusals never fill a shared count.
    await this.giveBack(taken);
    return over;
  }

  /**
   * What take would answer, counting nothing: for an attempt that must be refused while a count is
   * used up but would be given back at once (a right answer already known to be right).
   */
  async peek(buckets: readonly CountedBucket[]): Promise<{ ok: true } | Extract<TakeResult, { ok: false }>> {
    const now = Date.now();
    const counts = await this.database.run<WindowCount>(PEEK, [wantedOf(buckets, now)]);
    return firstOver(buckets, counts, now, 1) ?? { ok: true };
  }

  async giveBack(taken: readonly Taken[]): Promise<void> {
    if (taken.length === 0) return;
    const given = taken.map((t) => ({ bucket: t.bucket, window_start: t.windowStart.toISOString() }));
    await this.database.run(GIVE_BACK, [JSON.stringify(given)]);
  }

  /** Old windows go, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < MINUTE) return;
    this.lastSweep = now;
    await this.database.db.delete(authFailures).where(lt(authFailures.windowStart, new Date(now - 3 * HOUR)));
  }
}
