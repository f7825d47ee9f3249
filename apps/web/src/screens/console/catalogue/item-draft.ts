import { orderedSizes, type OfferItem } from '@portal/domain';

// The item editor's form: what it shows of an item (prices as typed, in dollars), read back into
// the whole item the server takes, the fields it does not show (colours, stores…) kept as they were.

export interface SizeRow {
  size: string;
  price: string;
}

export interface TierRow {
  quantity: string;
  price: string;
}

/** What the editor shows and changes of an item. */
export interface ItemForm {
  name: string;
  fullname: string;
  description: string;
  sizes: SizeRow[];
  tiers: TierRow[];
  restricted: boolean;
}

/** A price in dollars as the field shows it: '74.99', '20.00'. */
export const priceText = (dollars: number) => dollars.toFixed(2);

/** The form of an item as it is. */
export function itemForm(item: OfferItem): ItemForm {
  return {
    name: item.name,
    fullname: item.fullname,
    description: item.description ?? '',
    // In grid order: the database gives a document's keys back in its own order.
    sizes: orderedSizes(item.sizes).map((size) => ({ size, price: priceText(item.sizes[size]!) })),
    tiers: (item.discount ?? []).map((tier) => ({ quantity: String(tier.quantity), price: priceText(tier.price) })),
    restricted: item.restricted ?? false,
  };
}

/** Dollars typed as '74.99', '$1,074.5' or '20': null when they are not an amount of at most two decimals. */
export function readDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const dollars = Number(plain);
  return Number.isFinite(dollars) ? dollars : null;
}

/** What is wrong with the form, by field: 'name', 'sizes.2.price', 'tiers.0.quantity'; empty when it reads. */
export type ItemProblems = Record<string, string>;

const A_PRICE = 'Type a price in dollars, such as 74.99.';

function sizeProblems(rows: SizeRow[], problems: ItemProblems): void {
  if (rows.length === 0) problems.sizes = 'An item needs at least one size.';
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const size = row.size.trim();
    if (!size) problems[`sizes.${index}.size`] = 'Name the size.';
    else if (seen.has(size)) problems[`sizes.${index}.size`] = `${size} is listed twice.`;
    seen.add(size);
    if (readDollars(row.price) === null) problems[`sizes.${index}.price`] = A_PRICE;
  });
}

function tierProblems(rows: TierRow[], problems: ItemProblems): void {
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const quantity = /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity.trim()) : NaN;
    if (!Number.isInteger(quantity) || quantity < 1)
      problems[`tiers.${index}.quantity`] = 'Type a whole number of units, 1 or more.';
    else if (seen.has(quantity)) problems[`tiers.${index}.quantity`] = `Two tiers start at ${quantity}.`;
    seen.add(quantity);
    if (readDollars(row.price) === null) problems[`tiers.${index}.price`] = A_PRICE;
  });
}

/**
 * The whole item the form makes of `original`, or what is wrong with it. A description or tiers
 * the item did not have and the form leaves empty stay absent, so saving unchanged changes nothing.
 */
export function readItemForm(original: OfferItem, form: ItemForm): { item: OfferItem } | { problems: ItemProblems } {
  const problems: ItemProblems = {};
  if (!form.name.trim()) problems.name = 'Give the item a name.';
  if (!form.fullname.trim()) problems.fullname = 'Give the item its full name.';
  sizeProblems(form.sizes, problems);
  tierProblems(form.tiers, problems);
  if (Object.keys(problems).length > 0) return { problems };
  const item: OfferItem = {
    ...original,
    name: form.name.trim(),
    fullname: form.fullname.trim(),
    sizes: Object.fromEntries(form.sizes.map((row) => [row.size.trim(), readDollars(row.price)!])),
    restricted: form.restricted,
  };
  const description = form.description.trim();
  if (description || original.description !== undefined) item.description = description;
  if (form.tiers.length > 0 || original.discount !== undefined)
    item.discount = form.tiers.map((row) => ({ quantity: Number(row.quantity.trim()), price: readDollars(row.price)! }));
  if (original.restricted === undefined && !form.restricted) delete item.restricted;
  return { item };
}
