import type { Tenant } from '@portal/tenants/server';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../errors/app-error';
import { WindowCounter } from './window-counter';

/**
 * Six hundred quotes of checkout-charges an hour from one address for one group: a checkout asks
 * again as its buyer changes the store, the method or the address, a few dozen times an order at
 * most, and the order rate allows thirty orders an hour; a stranger pricing carts of 500 lines
 * without end is stopped well before the server feels it.
 */
export const DEFAULT_QUOTES_PER_HOUR = 600;

const HOUR = 3600_000;

const tooManyQuotes = (title: string, minutes: number) =>
  `Too many checkouts were priced for ${title} from your network this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Quotes asked per client address and group, in a sliding hour shared by every server instance. */
export class QuoteRate {
  private readonly counter: WindowCounter;

  constructor(
    database: Pick<DatabaseHandle, 'db' | 'run'>,
    private readonly perHour: number,
  ) {
    this.counter = new WindowCounter(database);
  }

  /** Counts one quote, or refuses it with 429 and Retry-After when the hour's are used up. */
  async take(address: string, tenant: Tenant): Promise<void> {
    const result = await this.counter.take([
      { name: `quotes:${address}:${tenant.config.key}`, limit: this.perHour, windowMs: HOUR },
    ]);
    if (result.ok) return;
    throw new AppError('RATE_LIMITED', tooManyQuotes(tenant.config.title, Math.ceil(result.retryAfterSeconds / 60)), {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}
