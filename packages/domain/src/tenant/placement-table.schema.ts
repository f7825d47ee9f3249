import { z } from 'zod';
import { productTypeSchema } from '../catalogue/catalogue-item.schema';

/** Written on lines whose item takes no logo placement; never a row of the table. */
const RESERVED_PLACEMENT = 'N/A';

/** One logo placement and the kinds of item (catalogue types) it fits. */
export const placementRowSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .max(40)
      .refine((name) => name !== RESERVED_PLACEMENT, `'${RESERVED_PLACEMENT}' is what items without a placement carry`),
    fits: z.array(productTypeSchema).min(1, 'a placement fits at least one kind of item'),
  })
  .strict();

/** placements.json: every placement a group may offer, so which items offer it is data, not code. */
export const placementTableSchema = z.array(placementRowSchema).superRefine((rows, ctx) => {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.name))
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `placement '${row.name}' is listed twice` });
    seen.add(row.name);
  });
});

export type PlacementRow = z.output<typeof placementRowSchema>;
export type PlacementTable = readonly PlacementRow[];
