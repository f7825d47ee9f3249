import {
  isQuantityBreakItem,
  isQuantityBreakKey,
  orderedSizes,
  resolveCategory,
  SIZE_LABELS,
  type OfferItem,
} from '@portal/domain';

// The item editor's form: what it shows of an item (prices as typed, in dollars), read back into
// the whole item the server takes, what it does not show kept as it was.

export interface SizeRow {
  /** A size label ('Large') or, for an item priced by quantity, the units a price starts at ('250'). */
  size: string;
  price: string;
}

export interface TierRow {
  quantity: string;
  price: string;
}

export interface ColourRow {
  name: string;
  /** Two colours in one garment (the schema's halfColors): the name is two words, 'Navy White'. */
  twoTone: boolean;
  /** The id of the colour's uploaded photo; null draws its picture as before. */
  photo: string | null;
}

/** What the editor shows and changes of an item. */
export interface ItemForm {
  /** Typed only for a new item; an item's code never changes. */
  code: string;
  name: string;
  fullname: string;
  description: string;
  /** A category (PRODUCT_TYPES), or the item's own word when it names none. */
  category: string;
  subCategory: string;
  colours: ColourRow[];
  defaultColour: string;
  /** Priced by quantity: each size row is 'from N units' (custom printed items). */
  byQuantity: boolean;
  sizes: SizeRow[];
  tiers: TierRow[];
  restricted: boolean;
  /** The store codes the item is offered at; none is every store. */
  stores: string[];
}

/** A price in dollars as the field shows it: '74.99', '20.00'. */
export const priceText = (dollars: number) => dollars.toFixed(2);

/** What a new item starts from before anything is typed: its category the one the page is filtered by. */
export function blankItem(category: string): OfferItem {
  return { code: '', name: '', fullname: '', type: category || 'mens', colors: [], default_color: '', sizes: {} };
}

/** The form of an item as it is; a new item gets one empty colour and one empty size to fill. */
export function itemForm(item: OfferItem): ItemForm {
  const colours = item.colors.map((name) => ({
    name,
    twoTone: item.halfColors?.includes(name) ?? false,
    photo: item.photos?.[name] ?? null,
  }));
  const sizes = orderedSizes(item.sizes).map((size) => ({ size, price: priceText(item.sizes[size]!) }));
  return {
    code: item.code,
    name: item.name,
    fullname: item.fullname,
    description: item.description ?? '',
    category: resolveCategory(item.type) ?? item.type,
    subCategory: item.sub_category ?? '',
    colours: colours.length > 0 ? colours : [{ name: '', twoTone: false, photo: null }],
    defaultColour: item.default_color,
    byQuantity: isQuantityBreakItem(item.sizes),
    // In grid order: the database gives a document's keys back in its own order.
    sizes: sizes.length > 0 ? sizes : [{ size: '', price: '' }],
    tiers: (item.discount ?? []).map((tier) => ({ quantity: String(tier.quantity), price: priceText(tier.price) })),
    restricted: item.restricted ?? false,
    stores: [...(item.supportedStores ?? [])],
  };
}

/** The form with its colours changed; the default colour follows when its own was removed or renamed. */
export function withColours(form: ItemForm, colours: ColourRow[]): ItemForm {
  const names = colours.map((row) => row.name.trim()).filter(Boolean);
  if (names.includes(form.defaultColour)) return { ...form, colours };
  const at = form.colours.findIndex((row) => row.name.trim() === form.defaultColour);
  // A renamed default keeps being the default under its new name.
  const renamed = at >= 0 && colours.length === form.colours.length ? colours[at]!.name.trim() : '';
  return { ...form, colours, defaultColour: renamed || names[0] || '' };
}

/** Dollars typed as '74.99', '$1,074.5' or '20': null when they are not an amount of at most two decimals. */
export function readDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const dollars = Number(plain);
  return Number.isFinite(dollars) ? dollars : null;
}

/** What is wrong with the form, by field: 'name', 'sizes.2.price', 'colours.0.name'; empty when it reads. */
export type ItemProblems = Record<string, string>;

const A_PRICE = 'Type a price in dollars, such as 74.99.';
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function codeProblem(code: string, takenCodes: readonly string[]): string | null {
  if (!code) return 'Give the item a code.';
  if (code.length > 40) return 'A code is at most 40 characters.';
  if (!CODE.test(code)) return 'Letters, digits, dot, dash or underscore, starting with a letter or a digit.';
  const taken = takenCodes.find((other) => other.toLowerCase() === code.toLowerCase());
  return taken ? `${taken} is already an item of this group.` : null;
}

function colourProblems(form: ItemForm, problems: ItemProblems): void {
  if (form.colours.length === 0) problems.colours = 'An item needs at least one colour.';
  const seen = new Set<string>();
  form.colours.forEach((row, index) => {
    const name = row.name.trim();
    const key = `colours.${index}.name`;
    if (!name) problems[key] = 'Name the colour.';
    else if (name.length > 40) problems[key] = 'A colour is at most 40 characters.';
    // Pictures are named after the colour in lower case: Navy and navy would be one picture.
    else if (seen.has(name.toLowerCase())) problems[key] = `${name} is listed twice.`;
    else if (row.twoTone && name.split(/\s+/).length !== 2) problems[key] = 'A two-tone colour is two words, such as Navy White.';
    seen.add(name.toLowerCase());
  });
  const names = form.colours.map((row) => row.name.trim());
  if (!names.includes(form.defaultColour)) problems.defaultColour = 'Choose the default colour among the colours.';
}

/** Labels of the size grid, or quantities whose price never rises as the quantity does. */
function sizeProblems(form: ItemForm, problems: ItemProblems): void {
  if (form.sizes.length === 0) problems.sizes = 'An item needs at least one size.';
  const seen = new Set<string>();
  form.sizes.forEach((row, index) => {
    const size = row.size.trim();
    const key = `sizes.${index}.size`;
    if (!size) problems[key] = form.byQuantity ? 'Type the units this price starts at.' : 'Name the size.';
    else if (form.byQuantity && !isQuantityBreakKey(size)) problems[key] = 'Type a whole number of units, 1 or more.';
    else if (!form.byQuantity && isQuantityBreakKey(size))
      problems[key] = 'A number is a quantity: choose "Priced by quantity" for prices from a number of units.';
    else if (!form.byQuantity && !(SIZE_LABELS as readonly string[]).includes(size))
      problems[key] = `${size} is not a size of the grid (such as Small, XLarge, OSFA).`;
    else if (seen.has(size)) problems[key] = `${size} is listed twice.`;
    seen.add(size);
    if (readDollars(row.price) === null) problems[`sizes.${index}.price`] = A_PRICE;
  });
  if (!form.byQuantity) return;
  // A larger order never costs more each (the schema's rule), said at the price that rises.
  const breaks = form.sizes
    .map((row, index) => ({ units: Number(row.size.trim()), price: readDollars(row.price), index }))
    .filter((row) => isQuantityBreakKey(String(row.units)) && row.price !== null)
    .sort((a, b) => a.units - b.units);
  breaks.slice(1).forEach((row, at) => {
    const before = breaks[at]!;
    if (row.price! > before.price! && before.price! > 0 && !problems[`sizes.${row.index}.price`])
      problems[`sizes.${row.index}.price`] = `More than from ${before.units} units: a larger order never costs more each.`;
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

/** What is wrong with the form; `takenCodes` (the group's codes) when it is a new item whose code is typed. */
export function itemProblems(form: ItemForm, takenCodes?: readonly string[]): ItemProblems {
  const problems: ItemProblems = {};
  if (takenCodes) {
    const code = codeProblem(form.code.trim(), takenCodes);
    if (code) problems.code = code;
  }
  if (!form.name.trim()) problems.name = 'Give the item a name.';
  if (!form.fullname.trim()) problems.fullname = 'Give the item its full name.';
  if (!resolveCategory(form.category)) problems.category = 'Choose a category.';
  colourProblems(form, problems);
  sizeProblems(form, problems);
  tierProblems(form.tiers, problems);
  return problems;
}

/** An optional list the item had stays (even emptied); one it did not have is added only when it has something. */
const keepOrAdd = <T>(had: T | undefined, value: T, empty: boolean) => (empty && had === undefined ? undefined : value);

/**
 * The whole item the form makes of `original`, or what is wrong with it. A field the item did not
 * have and the form leaves empty stays absent, so saving unchanged changes nothing. `takenCodes`
 * is given for a new item: its code is the one typed, checked against them.
 */
export function readItemForm(
  original: OfferItem,
  form: ItemForm,
  takenCodes?: readonly string[],
): { item: OfferItem } | { problems: ItemProblems } {
  const problems = itemProblems(form, takenCodes);
  if (Object.keys(problems).length > 0) return { problems };
  const colours = form.colours.map((row) => ({ ...row, name: row.name.trim() }));
  const item: OfferItem = {
    ...original,
    code: takenCodes ? form.code.trim() : original.code,
    name: form.name.trim(),
    fullname: form.fullname.trim(),
    // An alias the files wrote ('hats') stays as written while the category is the same.
    type: resolveCategory(original.type) === form.category ? original.type : form.category,
    colors: colours.map((row) => row.name),
    default_color: form.defaultColour,
    sizes: Object.fromEntries(form.sizes.map((row) => [row.size.trim(), readDollars(row.price)!])),
    restricted: form.restricted,
  };
  const optional: Partial<OfferItem> = {
    description: keepOrAdd(original.description, form.description.trim(), !form.description.trim()),
    sub_category: form.subCategory.trim() || undefined,
    halfColors: keepOrAdd(
      original.halfColors,
      colours.filter((row) => row.twoTone).map((row) => row.name),
      !colours.some((row) => row.twoTone),
    ),
    photos: keepOrAdd(
      original.photos,
      Object.fromEntries(colours.filter((row) => row.photo).map((row) => [row.name, row.photo!])),
      !colours.some((row) => row.photo),
    ),
    discount: keepOrAdd(
      original.discount,
      form.tiers.map((row) => ({ quantity: Number(row.quantity.trim()), price: readDollars(row.price)! })),
      form.tiers.length === 0,
    ),
    supportedStores: form.stores.length > 0 ? form.stores : undefined,
  };
  for (const [field, value] of Object.entries(optional) as [keyof OfferItem, unknown][]) {
    if (value === undefined) delete (item as Partial<OfferItem>)[field];
    else Object.assign(item, { [field]: value });
  }
  if (original.restricted === undefined && !form.restricted) delete item.restricted;
  return { item };
}
