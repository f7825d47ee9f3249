import type { StorefrontAnswer } from '@portal/domain';
import { getJson } from './api-client';

// Fetched once per group and page load: no screen refetches the catalogue, unless the server said
// it changed (forgetStorefronts).
const cache = new Map<string, Promise<StorefrontAnswer>>();

export function loadStorefront(group: string): Promise<StorefrontAnswer> {
  let pending = cache.get(group);
  if (!pending) {
    pending = getJson<StorefrontAnswer>(`/v1/storefront/${encodeURIComponent(group)}`, 'The catalogue could not be loaded.');
    // A failure is not kept, so the next visit tries again.
    pending.catch(() => cache.delete(group));
    cache.set(group, pending);
  }
  return pending;
}

/**
 * Forgets the storefronts this page loaded, so the next load asks the server again: create-order
 * refused a cart priced with an older catalogue (409, docs/product.md#checkout). The answer is
 * public, no-cache with an ETag, so the browser gets the new one, or a 304 when nothing changed.
 */
export function forgetStorefronts(): void {
  cache.clear();
}
