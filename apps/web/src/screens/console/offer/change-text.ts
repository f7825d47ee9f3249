import type { OfferChange } from '@portal/domain';

// How a change of a group's offer reads on the catalogue's pages: what was changed ('Item HP-W01'),
// which field ('Price (LT)') and its values, as the difference (packages/domain offer-diff.ts) names them.

const AREA_NOUNS: Readonly<Record<OfferChange['area'], string>> = {
  settings: 'Settings',
  stores: 'Store',
  items: 'Item',
  secrets: 'Secrets',
  placements: 'Placement',
};

/** What a change is about: 'Item HP-W01', 'Store HPFD01', 'Settings'; a store's password names its store. */
export function changeSubject(change: Pick<OfferChange, 'area' | 'subject'>): string {
  if (change.area === 'secrets') return change.subject ? `Store ${change.subject}` : 'Secrets';
  return change.subject ? `${AREA_NOUNS[change.area]} ${change.subject}` : AREA_NOUNS[change.area];
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  fullname: 'Full name',
  description: 'Description',
  type: 'Category',
  sub_category: 'Subcategory',
  colors: 'Colours',
  default_color: 'Default colour',
  halfColors: 'Half colours',
  restricted: 'Restricted',
  supportedStores: 'Stores offering it',
  discount: 'Discount tiers',
  sizes: 'Sizes',
};

/** The field a change names, as staff read it: 'Price (LT)' for sizes.LT, 'Full name' for fullname. */
export function fieldLabel(change: Pick<OfferChange, 'area' | 'field'>): string {
  const { field } = change;
  if (change.area === 'items' && field.startsWith('sizes.')) return `Price (${field.slice('sizes.'.length)})`;
  // A whole item, store or placement added or removed: the row says which by its values.
  if (field === 'item' || field === 'store' || field === 'placement') return `The whole ${field}`;
  if (change.area === 'items' || change.area === 'stores') return FIELD_LABELS[field] ?? field;
  return field;
}

/** A side of a change: its value, or what its absence means. */
export const changeValue = (value: string | null): string => value ?? 'none';

/** A change in one line, for the audit and for a screen reader: 'Item HP-W01, Price (LT): $75.99 → $79.99'. */
export function changeLine(change: OfferChange): string {
  return `${changeSubject(change)}, ${fieldLabel(change)}: ${changeValue(change.before)} → ${changeValue(change.after)}`;
}
