/**
 * The store the buyer is shopping for, and the stores whose password they gave, kept for the
 * browser tab like the cart. Checkout starts with the store chosen, so a warehouse's custom items
 * are not refused for 'None'. The unlocked list is only a hint for the screens: the server checks
 * its own store cookie before it takes an order.
 */
const CHOSEN_KEY = 'store_choice';
const UNLOCKED_KEY = 'stores_unlocked';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readMap(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeMap(key: string, map: Record<string, unknown>): void {
  try {
    storage()?.setItem(key, JSON.stringify(map));
  } catch {
    // Storage full or blocked: the buyer picks the store at checkout as before.
  }
}

export function rememberStoreChoice(group: string, storeCode: string): void {
  writeMap(CHOSEN_KEY, { ...readMap(CHOSEN_KEY), [group]: storeCode });
}

export function storeChoice(group: string): string | null {
  const code = readMap(CHOSEN_KEY)[group];
  return typeof code === 'string' ? code : null;
}

export function rememberStoreUnlocked(group: string, storeCode: string): void {
  const map = readMap(UNLOCKED_KEY);
  const codes = Array.isArray(map[group]) ? (map[group] as unknown[]).filter((c) => typeof c === 'string') : [];
  writeMap(UNLOCKED_KEY, { ...map, [group]: [...new Set([...codes, storeCode])] });
}

export function isStoreUnlocked(group: string, storeCode: string): boolean {
  const codes = readMap(UNLOCKED_KEY)[group];
  return Array.isArray(codes) && codes.includes(storeCode);
}
