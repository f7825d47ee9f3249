import type { StorefrontAnswer } from '@portal/domain';
import { loadStorefront } from '../../../core/api/storefront';
import { callConsole, type Caller } from './request';

// The groups: each one at a glance, and a group's stores.

export const groupsAtAGlance = (caller: Caller) =>
  callConsole('GET /api/console/groups', { fallback: 'The groups could not be loaded.', caller });

/** A group's stores for the board's store filter, from its public storefront, which every screen may read; none when it fails. */
export function groupStores(group: string): Promise<StorefrontAnswer['stores']> {
  return loadStorefront(group).then(
    (storefront) => storefront.stores,
    () => [],
  );
}
