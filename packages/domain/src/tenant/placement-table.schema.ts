import { z } from 'zod';
import { productTypeSchema } from '../catalogue/catalogue-item.schema';
import {
  ARTWORK_KIND_NAMES,
  ARTWORK_KINDS,
  ARTWORK_KINDS_BY_TYPE,
  ARTWORK_SIZE,
  ARTWORK_VIEWS,
  type ArtworkKind,
} from '../images/artwork-kinds';

/** Written on lines whose item takes no logo placement; never a row of the table. */
const RESERVED_PLACEMENT = 'N/A';

/** Smallest side of a logo's box: smaller would not show on a cart thumbnail. */
const MIN_BOX_SIDE = 16;

const coordinate = z.number().int().min(0).max(ARTWORK_SIZE);

/**
 * Where a placement sits on one kind of artwork: the view it shows on and its box, [x, y, width,
 * height] in the drawing's 600-unit square. The logo is drawn as large as fits in the box, centred.
 */
export const placementPositionSchema = z
  .object({
    view: z.enum(ARTWORK_VIEWS),
    box: z.tuple([coordinate, coordinate, coordinate, coordinate]),
  })
  .strict()
  .superRefine(({ box: [x, y, width, height] }, ctx) => {
    if (width < MIN_BOX_SIDE || height < MIN_BOX_SIDE)
      ctx.addIssue({ code: 'custom', path: ['box'], message: `a box is at least ${MIN_BOX_SIDE} units a side` });
    if (x + width > ARTWORK_SIZE || y + height > ARTWORK_SIZE)
      ctx.addIssue({ code: 'custom', path: ['box'], message: `the box runs past the ${ARTWORK_SIZE}-unit picture` });
  });

/** One logo placement, the kinds of item (catalogue types) it fits, and where it sits on each drawing of them. */
export const placementRowSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .max(40)
      .refine((name) => name !== RESERVED_PLACEMENT, `'${RESERVED_PLACEMENT}' is what items without a placement carry`),
    fits: z.array(productTypeSchema).min(1, 'a placement fits at least one kind of item'),
    at: z.partialRecord(z.enum(ARTWORK_KIND_NAMES), placementPositionSchema),
  })
  .strict()
  .superRefine((row, ctx) => {
    // Every drawing of every kind of item the placement fits must say where it goes, so a picture
    // never silently drops a logo the buyer chose.
    const needed = new Set(row.fits.flatMap((type) => ARTWORK_KINDS_BY_TYPE[type] ?? []));
    for (const kind of needed) {
      if (!row.at[kind])
        ctx.addIssue({ code: 'custom', path: ['at', kind], message: `'${row.name}' needs a position on the ${kind} artwork` });
    }
    for (const [kind, position] of Object.entries(row.at) as [ArtworkKind, { view: string }][]) {
      if (!needed.has(kind))
        ctx.addIssue({
          code: 'custom',
          path: ['at', kind],
          message: `no kind of item '${row.name}' fits is drawn as ${kind}`,
        });
      else if (!(ARTWORK_KINDS[kind] as readonly string[]).includes(position.view))
        ctx.addIssue({ code: 'custom', path: ['at', kind, 'view'], message: `the ${kind} artwork has no ${position.view} view` });
    }
  });

/** placements.json: every placement a group may offer, so which items offer it, and where it is drawn, is data, not code. */
export const placementTableSchema = z.array(placementRowSchema).superRefine((rows, ctx) => {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.name))
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `placement '${row.name}' is listed twice` });
    seen.add(row.name);
  });
});

export type PlacementPosition = z.output<typeof placementPositionSchema>;
export type PlacementRow = z.output<typeof placementRowSchema>;
export type PlacementTable = readonly PlacementRow[];
/** What the browser is sent of a row: which kinds of item it fits (the server draws the pictures). */
export type PublicPlacementRow = Pick<PlacementRow, 'name' | 'fits'>;
