import type { DatabaseHandle } from '../db/database';
import { AppError } from '../errors/app-error';
import { WindowCounter } from './window-counter';

/**
 * Pictures one staff member may send in a sliding hour: a catalogue's new colours and logos take a
 * few dozen, and every upload, refused or kept, is checked and drawn, so one account (or one stolen
 * session) cannot keep the server drawing or fill the database.
 */
export const UPLOADS_PER_HOUR = 120;

const HOUR = 3600_000;

export const TOO_MANY_UPLOADS = (count: number, minutes: number) =>
  `You have sent ${count} pictures this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Uploads per staff member, counted before the file is read, in a window every instance shares. */
export class UploadRate {
  private readonly counter: WindowCounter;

  constructor(
    database: Pick<DatabaseHandle, 'db' | 'run'>,
    private readonly perHour = UPLOADS_PER_HOUR,
  ) {
    this.counter = new WindowCounter(database);
  }

  /** Counts one upload, or refuses it with 429 and Retry-After when the hour's are used up. */
  async take(staffId: string): Promise<void> {
    const result = await this.counter.take([{ name: `uploads:${staffId}`, limit: this.perHour, windowMs: HOUR }]);
    if (!result.ok)
      throw new AppError('RATE_LIMITED', TOO_MANY_UPLOADS(this.perHour, Math.ceil(result.retryAfterSeconds / 60)), {
        retryAfterSeconds: result.retryAfterSeconds,
      });
  }
}
