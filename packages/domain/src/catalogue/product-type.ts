export const PRODUCT_TYPES = [
  'mens',
  'womens',
  'tshirts',
  'hat',
  'accessory',
  'customs',
  'office',
  'service',
  'sales',
  'detail',
  'bodyshop',
  'parts',
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Spellings seen in paths and configuration that mean the same category (decision 005). */
const CATEGORY_ALIASES: Readonly<Record<string, ProductType>> = {
  hats: 'hat',
  accessories: 'accessory',
  tshirt: 'tshirts',
};

/** The category a path segment or configuration key names, or null when it names none. */
export function resolveCategory(word: string): ProductType | null {
  const lower = word.trim().toLowerCase();
  if ((PRODUCT_TYPES as readonly string[]).includes(lower)) return lower as ProductType;
  return Object.hasOwn(CATEGORY_ALIASES, lower) ? (CATEGORY_ALIASES[lower] ?? null) : null;
}

/** Human titles for the store home tiles and catalog headings. */
export const CATEGORY_TITLES: Readonly<Record<ProductType, string>> = {
  mens: 'Mens',
  womens: 'Womens',
  tshirts: 'T-Shirts',
  hat: 'Hats',
  accessory: 'Accessories',
  customs: 'Custom Printed',
  office: 'Office Supplies',
  service: 'Service Supplies',
  sales: 'Sales Supplies',
  detail: 'Detail Supplies',
  bodyshop: 'Bodyshop Supplies',
  parts: 'Parts Supplies',
};

/** Garments and hats: the categories whose logos are sewn on (docs/product.md#logos-and-placements). */
const EMBROIDERED: ReadonlySet<ProductType> = new Set<ProductType>(['mens', 'womens', 'tshirts', 'hat']);

/**
 * What a logo on an item of this category is called wherever a line names it: 'Embroidery' on
 * garments and hats, 'Imprint' on everything printed (plates, decals, frames, key fobs, supplies).
 */
export function logoFieldLabel(type: ProductType): 'Embroidery' | 'Imprint' {
  return EMBROIDERED.has(type) ? 'Embroidery' : 'Imprint';
}
