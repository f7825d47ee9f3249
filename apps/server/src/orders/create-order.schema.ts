import { z } from 'zod';
import { buyerEmailSchema, cartLineSchema } from '@portal/domain';
import { groupKeyField } from '../api-schemas';

const name = z.string().trim().min(1, 'is required').max(80);

/**
 * The create-order payload (docs/product.md#create-order) with bypassCode. Strict: an unknown field (a made-up
 * `total`, `amount` or `paid`) is refused, and the line prices it carries are never used for money.
 */
export const createOrderBodySchema = z
  .object({
    companyName: groupKeyField,
    first_name: name,
    last_name: name,
    email: buyerEmailSchema,
    /** A store code of the group, its name, or '' / 'None' for no store. */
    store: z.string().trim().max(160).default(''),
    customer_po: z.string().trim().max(60).default(''),
    /** The session cart as the browser keeps it (key → line), or a list of lines. */
    cart: z.union([z.array(cartLineSchema).max(500), z.record(z.string().max(400), cartLineSchema)]),
    bypassPaypal: z.boolean().optional(),
    bypassCode: z.string().max(200).optional(),
  })
  .strict();

export type CreateOrderBody = z.output<typeof createOrderBodySchema>;

export const createOrderAnswerSchema = z.object({
  /** The PayPal order id on the PayPal path; our order id on the bypass path. */
  order_id: z.string(),
  order_number: z.string(),
  /** Cents, as the server priced it. */
  total: z.number().int(),
});
