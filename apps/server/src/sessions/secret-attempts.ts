import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authFailures } from '../db/schema';
import { AppError } from '../errors/app-error';

export const FAILURES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Counts failed secret checks per bucket (the client address, the group) in one-minute windows
 * kept in the database, so every server instance shares the count.
 *
 * A check goes: `assertAllowed` (cheap, before the secret is hashed), then `recordFailure` for a
 * wrong secret or `assertAllowed` again for a right one. Guesses sent at once all pass the first
 * check; the verdicts after it are what keep them to the limit: a failure counted over the limit
 * answers 429, not "wrong", and a right secret is refused once the limit was reached meanwhile,
 * so no more than the limit of guesses get an answer that tells anything.
 */
export class SecretAttempts {
  constructor(
    private readonly db: Database,
    private readonly limit: number = FAILURES_PER_MINUTE,
  ) {}

  private window(now: number): Date {
    return new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  }

  /**
   * Throws 429 when any bucket has used up its failures this minute. Called before a secret is
   * checked, and again before a right one takes effect.
   */
  async assertAllowed(buckets: readonly string[]): Promise<void> {
    const rows = await this.db
      .select({ count: authFailures.count })
      .from(authFailures)
      .where(and(inArray(authFailures.bucket, [...buckets]), sql`${authFailures.windowStart} = ${this.window(Date.now())}`));
    if (rows.some((row) => row.count >= this.limit)) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
  }

  /** Counts a wrong secret; throws 429 when this failure is over the limit, so its verdict stays untold. */
  async recordFailure(buckets: readonly string[]): Promise<void> {
    const windowStart = this.window(Date.now());
    // Sorted: one order of row locks for every statement, so two failures on the same buckets never deadlock.
    const counts = await this.db
      .insert(authFailures)
      .values([...new Set(buckets)].sort().map((bucket) => ({ bucket, windowStart, count: 1 })))
      .onConflictDoUpdate({
        target: [authFailures.bucket, authFailures.windowStart],
        set: { count: sql`${authFailures.count} + 1` },
      })
      .returning({ count: authFailures.count });
    await this.db.delete(authFailures).where(lt(authFailures.windowStart, new Date(windowStart.getTime() - 10 * WINDOW_MS)));
    if (counts.some((row) => row.count > this.limit)) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
  }
}
