import { maskBypassCode, normalizeBypassCode } from '../checkout/bypass-code';
import { bypassCodeKey } from './spending-rules';

// What staff call each bypass code (docs/approvals.md#bypass-codes): the plain code is never kept,
// so the console names a code's caps and trail by a label written when the code was set.

/** 'Store code of Harbor Point Ford' when the code is a store's code, else the masked code ('••••••CT'). */
export function bypassCodeLabel(code: string, stores: readonly { code: string; name: string }[]): string {
  const normalized = normalizeBypassCode(code);
  const store = stores.find((s) => normalizeBypassCode(s.code) === normalized);
  return store ? `Store code of ${store.name}` : maskBypassCode(normalized);
}

/** A code that was set before labels were kept, named by its key. */
export const unlabelledCodeLabel = (key: string): string => `Code ${key}`;

/**
 * Each code's key (bypassCodeKey) to its label, in the order of the codes; a label a side lacks
 * falls back to the key. Tolerates a draft's part of any shape: it is read as it is.
 */
export function codeLabelsByKey(secrets: unknown): Map<string, string> {
  const record = typeof secrets === 'object' && secrets !== null ? (secrets as Record<string, unknown>) : {};
  const hashes = Array.isArray(record.bypass_codes) ? record.bypass_codes : [];
  const labels = Array.isArray(record.bypass_code_labels) ? record.bypass_code_labels : [];
  const byKey = new Map<string, string>();
  hashes.forEach((hash, index) => {
    if (typeof hash !== 'string') return;
    const key = bypassCodeKey(hash);
    const label = labels[index];
    byKey.set(key, typeof label === 'string' && label ? label : unlabelledCodeLabel(key));
  });
  return byKey;
}
