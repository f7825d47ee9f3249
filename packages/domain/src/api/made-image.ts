import * as z from 'zod/mini';
import { MADE_IMAGE_WIDTHS } from '../images/made-image';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * GET /images/made/{group}/{code}.jpg: the query of a picture of an item as it will be made.
 * Unknown parameters are refused; which colours, logos and placements exist is the group's to say (404).
 */
export const madeImageQuerySchema = z
  .strictObject({
    colour: text(40),
    logo: z.optional(text(60)),
    at: z.optional(text(40)),
    logo2: z.optional(text(60)),
    at2: z.optional(text(40)),
    w: z.optional(z.enum(MADE_IMAGE_WIDTHS.map(String) as ['160', '600'])),
  })
  .check(
    z.refine((query) => (query.logo === undefined) === (query.at === undefined), {
      message: 'A logo and its placement (logo, at) come together.',
      path: ['at'],
    }),
    z.refine((query) => (query.logo2 === undefined) === (query.at2 === undefined), {
      message: 'A second logo and its placement (logo2, at2) come together.',
      path: ['at2'],
    }),
    z.refine((query) => query.logo2 === undefined || query.logo !== undefined, {
      message: 'A second logo needs a first.',
      path: ['logo2'],
    }),
  );
export type MadeImageQuery = z.output<typeof madeImageQuerySchema>;
