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
