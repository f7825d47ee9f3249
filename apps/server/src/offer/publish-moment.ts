import type { TenantRegistry } from '@portal/tenants/server';
import { AppError } from '../errors/app-error';
import { LiveOffer } from './live-offer';
import type { OfferClock } from '../time/offer-clock';

/** How far ahead a publish may be set: a year is a plan, more is a typo. */
const LATEST_AHEAD_MS = 366 * 24 * 3600_000;

/** When a publish goes live: now (null) for null or a moment the offer's clock has passed, else the moment (a year ahead at most). */
export function publishMoment(at: string | null, clock: OfferClock): Date | null {
  if (at === null) return null;
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) throw new AppError('INVALID_INPUT', 'Give the time to publish at as a date and time.');
  const now = clock.now().getTime();
  if (moment.getTime() > now + LATEST_AHEAD_MS) throw new AppError('UNPROCESSABLE', 'A publish can be set at most a year ahead.');
  return moment.getTime() <= now ? null : moment;
}

/** This instance serves what it published at once; the others hear of it by NOTIFY. */
export async function servePublished(registry: TenantRegistry): Promise<void> {
  if (registry instanceof LiveOffer) await registry.refresh();
}
