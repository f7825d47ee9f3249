import type { Tenant } from '@portal/tenants/server';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../errors/app-error';
import { WindowCounter, type Taken } from './window-counter';

/**
 * Thirty orders an hour from one address for one group is more than a dealership's busiest
 * office places (the demo history's busiest store hour holds a handful), and few enough that a
 * stranger with a public code cannot fill the group's books or the buyers' inboxes.
 */
export const DEFAULT_ORDERS_PER_HOUR = 30;

const HOUR = 3600_000;

const tooManyOrders = (title: string, minutes: number) =>
  `Too many orders were placed for ${title} from your network this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call your account representative.`;

/** Orders placed per client address and group, in a sliding hour shared by every server instance. */
export class OrderRate {
  private readonly counter: WindowCounter;

  constructor(
    database: Pick<DatabaseHandle, 'db' | 'run'>,
    private readonly perHour: number,
  ) {
    this.counter = new WindowCounter(database);
  }

  /** Counts one new order, or refuses it with 429 and Retry-After when the hour's orders are used up. */
  async take(address: string, tenant: Tenant): Promise<Taken[]> {
    const result = await this.counter.take([
      { name: `orders:${address}:${tenant.config.key}`, limit: this.perHour, windowMs: HOUR },
    ]);
    if (result.ok) return result.taken;
    throw new AppError('RATE_LIMITED', tooManyOrders(tenant.config.title, Math.ceil(result.retryAfterSeconds / 60)), {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }

  /** An order that was not written after all (a concurrent twin won, the database failed) counts for nothing. */
  giveBack(taken: Taken[]): Promise<void> {
    return this.counter.giveBack(taken);
  }
}
