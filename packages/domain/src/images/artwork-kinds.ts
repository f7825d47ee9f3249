import type { ProductType } from '../catalogue/product-type';

/** Which side of an item a picture shows. */
export const ARTWORK_VIEWS = ['front', 'back'] as const;
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

/**
 * Every drawing a logo can be placed on, with the views it is drawn in. A garment is drawn by its
 * fit and whether it has sleeves (a vest has none); a hat by its shape. Positions on them are data:
 * each row of placements.json says where it sits on each of these (docs/product.md#the-logo-on-the-garment).
 */
export const ARTWORK_KINDS = {
  'mens-shirt': ['front', 'back'],
  'womens-shirt': ['front', 'back'],
  'mens-sleeveless': ['front', 'back'],
  'womens-sleeveless': ['front', 'back'],
  cap: ['front'],
  beanie: ['front'],
  visor: ['front'],
  bucket: ['front'],
} as const satisfies Record<string, readonly ArtworkView[]>;

export type ArtworkKind = keyof typeof ARTWORK_KINDS;

export const ARTWORK_KIND_NAMES = Object.keys(ARTWORK_KINDS) as ArtworkKind[];

const GARMENTS: readonly ArtworkKind[] = ['mens-shirt', 'womens-shirt', 'mens-sleeveless', 'womens-sleeveless'];

/**
 * The drawings an item of each type may be drawn as (its name picks one: a 'Ladies' polo of the
 * mens category is cut as a womens one). Types without an entry take no logo in a picture.
 */
export const ARTWORK_KINDS_BY_TYPE: Readonly<Partial<Record<ProductType, readonly ArtworkKind[]>>> = {
  mens: GARMENTS,
  womens: GARMENTS,
  tshirts: GARMENTS,
  hat: ['cap', 'beanie', 'visor', 'bucket'],
};

/** Pictures are drawn on a square of this many units a side; boxes are in these units. */
export const ARTWORK_SIZE = 600;
