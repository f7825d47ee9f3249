import { CATEGORY_TITLES, resolveCategory, type ProductType } from '../catalogue/product-type';

/**
 * The categories each item code has in some groups' catalogues, with the first group of each. An
 * item's pictures are kept by code and colour for every group alike (/images/{code}_{colour}.jpg),
 * so one code must be one kind of item everywhere, or one group would show another's picture.
 */
export type CodeCategories = ReadonlyMap<string, readonly { type: ProductType; group: string }[]>;

export function codeCategories(
  groups: Iterable<{ title: string; items: Iterable<{ code: string; type: ProductType }> }>,
): CodeCategories {
  const codes = new Map<string, { type: ProductType; group: string }[]>();
  for (const { title, items } of groups) {
    for (const { code, type } of items) {
      const held = codes.get(code) ?? [];
      if (!held.some((entry) => entry.type === type)) held.push({ type, group: title });
      codes.set(code, held);
    }
  }
  return codes;
}

/**
 * Why an item of this code and category would share its pictures with another kind of item, or null.
 * Only the category is compared: the same base item may be named otherwise in each group's price
 * list, and its shape within the category follows the first group's name. An unknown category is
 * the item schema's to name.
 */
export function pictureCodeClash(codes: CodeCategories, item: { code: string; type: string }): string | null {
  const type = resolveCategory(item.type);
  const other = type === null ? undefined : codes.get(item.code)?.find((held) => held.type !== type);
  if (!other) return null;
  const category = CATEGORY_TITLES[other.type];
  return (
    `Code ${item.code} is in the ${category} category in the catalogue of ${other.group}, and pictures are shared ` +
    `by code: give this item a code of its own, or keep its category ${category}.`
  );
}
