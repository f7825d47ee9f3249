import type { DatabaseHandle } from '../db/database';
import type { LiveOffer } from './live-offer';
import { GROUP_PUBLISHED } from './offer-versions';

/** How often an instance compares its versions with the database's, for a notice it missed or a publish set for later. */
export const OFFER_POLL_MS = 2_000;

export interface FollowOptions {
  pollMs?: number;
  onError?: (error: unknown) => void;
  onChange?: (groups: string[]) => void;
}

/**
 * Keeps an instance's offer on the live versions: at once when a publish notifies (LISTEN), and
 * every `pollMs` besides, which catches a notice lost with its connection and a version whose set
 * time has come. Answers the function that stops it.
 */
export async function followPublishes(
  database: DatabaseHandle,
  offer: LiveOffer,
  options: FollowOptions = {},
): Promise<() => Promise<void>> {
  const refresh = () => {
    offer
      .refresh()
      .then((groups) => {
        if (groups.length > 0) options.onChange?.(groups);
      })
      .catch((error: unknown) => options.onError?.(error));
  };
  const unlisten = await database.listen(GROUP_PUBLISHED, refresh);
  const poll = setInterval(refresh, options.pollMs ?? OFFER_POLL_MS);
  poll.unref();
  return async () => {
    clearInterval(poll);
    await unlisten();
  };
}
