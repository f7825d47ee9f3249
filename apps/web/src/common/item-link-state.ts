/** What a catalog tile passes to the item screen, so its back arrow returns to the same list (store included). */
export interface ItemLinkState {
  from: string;
  fromTitle: string;
}

export function isItemLinkState(value: unknown): value is ItemLinkState {
  if (typeof value !== 'object' || value === null) return false;
  const { from, fromTitle } = value as Record<string, unknown>;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && typeof fromTitle === 'string';
}
