import type { DatabaseHandle } from '../db/database';
import { AppError } from '../errors/app-error';
import { WindowCounter } from './window-counter';

/**
 * Calls of the approval page (opening a link, deciding) one client address may make in a sliding
 * hour: an approver opens a few links a day, a stranger trying tokens is stopped long before one
 * could be guessed (2^256 of them). Counted by address, never by token or order, so no stranger can
 * use up a real approver's calls.
 */
export const APPROVAL_CALLS_PER_HOUR = 60;

const HOUR = 3600_000;

const tooManyCalls = (minutes: number) =>
  `Too many approval links were opened from your network this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Approval page calls per client address, in a window every instance shares. */
export class ApprovalLinkRate {
  private readonly counter: WindowCounter;

  constructor(
    database: Pick<DatabaseHandle, 'db' | 'run'>,
    private readonly perHour = APPROVAL_CALLS_PER_HOUR,
  ) {
    this.counter = new WindowCounter(database);
  }

  /** Counts one call, or refuses it with 429 and Retry-After when the hour's are used up. */
  async take(address: string): Promise<void> {
    const result = await this.counter.take([{ name: `approval-links:${address}`, limit: this.perHour, windowMs: HOUR }]);
    if (!result.ok)
      throw new AppError('RATE_LIMITED', tooManyCalls(Math.ceil(result.retryAfterSeconds / 60)), {
        retryAfterSeconds: result.retryAfterSeconds,
      });
  }
}
