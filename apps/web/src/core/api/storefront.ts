import type { StorefrontAnswer } from '@portal/domain';
import { getJson } from './api-client';

// Fetched once per group and page load: no screen refetches the catalogue.
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
