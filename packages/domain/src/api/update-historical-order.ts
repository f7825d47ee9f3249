import * as z from 'zod/mini';
import { EARLIEST_DATE_MS, groupKeyField, LATEST_DATE_MS } from './common';

const AFTER_LATEST_DATE = 'is after the year 9999';

/** A calendar day; '' or 'N/A' (what the screen shows for nothing) clears it. */
const estShipDateField = z.optional(
  z.nullable(z.union([z.iso.date(), z.literal(''), z.literal('N/A')], { error: 'must be a date written YYYY-MM-DD' })),
);
const text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/** A line as the screen sends it back: only customer_po, po and est_ship_date are changed. */
export const editedLineSchema = z.strictObject({
  line_no: z.optional(z.int().check(z.gte(1))),
  code: z.string().check(z.maxLength(40)),
  quantity: z.optional(z.number()),
  price: z.optional(z.nullable(z.number())),
  description: text(400),
  size: text(40),
  color: text(40),
  embroidery: text(60),
  secondEmbroidery: text(60),
  placement: text(40),
  secondPlacement: text(40),
  type: text(20),
  name: text(160),
  po: text(60),
  customer_po: text(60),
  est_ship_date: estShipDateField,
});
export type EditedLine = z.output<typeof editedLineSchema>;

/**
 * POST /v1/update-historical-order: admin only; edits Customer PO, PO and Est. Ship Date on the
 * lines of the order found by the buyer's e-mail and its created_at. Answers 204.
 */
export const updateHistoricalOrderBodySchema = z.strictObject({
  companyName: z.optional(groupKeyField),
  email: z.string().check(z.maxLength(200)),
  created_at: z.union([
    z.string().check(
      z.regex(/^\d{1,15}$/, { error: 'is a whole number of milliseconds', abort: true }),
      z.refine((value) => Number(value) <= LATEST_DATE_MS, AFTER_LATEST_DATE),
    ),
    z.int().check(z.gte(EARLIEST_DATE_MS), z.lte(LATEST_DATE_MS, AFTER_LATEST_DATE)),
  ]),
  cart: z.array(editedLineSchema).check(z.minLength(1), z.maxLength(500)),
});
export type UpdateHistoricalOrderBody = z.output<typeof updateHistoricalOrderBodySchema>;
