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
 */
export class SecretAttempts {
  constructor(
    private readonly db: Database,
    private readonly limit: number = FAILURES_PER_MINUTE,
  ) {}

  private window(now: number): Date {
    return new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  }

  /** Throws 429 when any bucket has used up its failures this minute. */
  async assertAllowed(buckets: readonly string[]): Promise<void> {
    const rows = await this.db
      .select({ count: authFailures.count })
      .from(authFailures)
      .where(and(inArray(authFailures.bucket, [...buckets]), sql`${authFailures.windowStart} = ${this.window(Date.now())}`));
    if (rows.some((row) => row.count >= this.limit)) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
  }

  async recordFailure(buckets: readonly string[]): Promise<void> {
    const windowStart = this.window(Date.now());
    await this.db
      .insert(authFailures)
      .values(buckets.map((bucket) => ({ bucket, windowStart, count: 1 })))
      .onConflictDoUpdate({
        target: [authFailures.bucket, authFailures.windowStart],
        set: { count: sql`${authFailures.count} + 1` },
      });
    await this.db.delete(authFailures).where(lt(authFailures.windowStart, new Date(windowStart.getTime() - 10 * WINDOW_MS)));
  }
}
