import * as z from 'zod/mini';
import { cartLineSchema } from '../cart/cart-line.schema';
import { buyerEmailSchema } from '../checkout/buyer-email.schema';
import { groupKeyField } from './common';
import { shipToChoiceSchema } from '../charges/destinations';
import { shipToAnswerSchema, SHIP_TO_SOURCES } from '../charges/ship-to';

/** The longest first or last name, PO and store a buyer may type at checkout. */
export const BUYER_NAME_MAX_LENGTH = 80;
export const CUSTOMER_PO_MAX_LENGTH = 60;
export const ORDER_STORE_MAX_LENGTH = 160;

const name = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(BUYER_NAME_MAX_LENGTH));

/** What both checkout calls name besides the cart: where the order ships and how. */
const orderChargesFields = {
  /** Where it ships: the chosen store's address, the group's, or one typed; absent: the store's, else the group's. */
  ship_to: z.optional(shipToChoiceSchema),
  /** The code of one of the group's shipping methods; absent: the first. */
  shipping_method: z.optional(z.string().check(z.maxLength(20))),
};

/**
 * POST /v1/create-order: checks and prices the cart on the server and records the order, paid by
 * PayPal or on account with a bypass code (docs/product.md#create-order). Strict: an unknown
 * field (a made-up `total`, `amount` or `paid`) is refused, and the line prices it carries are
 * never used for money.
 */
export const createOrderBodySchema = z.strictObject({
  companyName: groupKeyField,
  first_name: name,
  last_name: name,
  email: buyerEmailSchema,
  /** A store code of the group, its name, or '' / 'None' for no store. */
  store: z._default(z.string().check(z.trim(), z.maxLength(ORDER_STORE_MAX_LENGTH)), ''),
  customer_po: z._default(z.string().check(z.trim(), z.maxLength(CUSTOMER_PO_MAX_LENGTH)), ''),
  /** The session cart as the browser keeps it (key → line), or a list of lines. */
  cart: z.union([z.array(cartLineSchema).check(z.maxLength(500)), z.record(z.string().check(z.maxLength(400)), cartLineSchema)]),
  bypassPaypal: z.optional(z.boolean()),
  bypassCode: z.optional(z.string().check(z.maxLength(200))),
  ...orderChargesFields,
  /** The freight the buyer was shown, in cents: one the server does not charge is refused (409), naming old → new. */
  freight: z.optional(z.int().check(z.minimum(0))),
  /** The sales tax the buyer was shown, in cents, refused the same way. */
  tax: z.optional(z.int().check(z.minimum(0))),
});

/** What the browser sends (defaults not yet applied). */
export type CreateOrderRequest = z.input<typeof createOrderBodySchema>;
/** What the server works with, after trimming and defaults. */
export type CreateOrderBody = z.output<typeof createOrderBodySchema>;

/**
 * How the order is paid, which the success screen says (docs/product.md#success). Never a secret:
 * the bypass code only masked, as the provider's e-mail has it (decision 016).
 */
export const orderPaymentSchema = z.object({
  method: z.enum(['paypal', 'account']),
  /** On account: the bypass code used, masked ('••••••CT'); null for PayPal. */
  masked_code: z.nullable(z.string()),
  /** On account: the name of the store whose own code it is, or null when it is no store's code. */
  code_store: z.nullable(z.string()),
  /** On account: the name of the billing account the order bills to, or null when none is opened. */
  billing_account: z.nullable(z.string()),
});
export type OrderPayment = z.output<typeof orderPaymentSchema>;

/** What an order costs and where it goes, as the server charged it (docs/product.md#freight-and-tax). */
export const orderChargesSchema = z.object({
  /** Cents: goods + freight + tax = total. */
  goods: z.int(),
  freight: z.int(),
  tax: z.int(),
  total: z.int(),
  ship_to: z.object({ source: z.enum(SHIP_TO_SOURCES), address: shipToAnswerSchema }),
  shipping_method: z.nullable(z.object({ code: z.string(), name: z.string() })),
  /** The rate charged ('OH 5.75%'); null where no tax is collected or the order is exempt. */
  tax_rate: z.nullable(z.object({ name: z.string(), state: z.string(), rate_thousandths: z.int() })),
  /** The certificate that makes the order exempt; null when it is not. */
  exemption: z.nullable(z.object({ certificate_number: z.string(), state: z.string() })),
});
export type OrderChargesAnswer = z.output<typeof orderChargesSchema>;

/**
 * POST /v1/checkout-charges: what the order would cost, before it is placed: the same checks and
 * the same computation as create-order, nothing written. The checkout shows it before paying.
 */
export const checkoutChargesBodySchema = z.strictObject({
  companyName: groupKeyField,
  store: createOrderBodySchema.shape.store,
  cart: createOrderBodySchema.shape.cart,
  ...orderChargesFields,
});
export type CheckoutChargesRequest = z.input<typeof checkoutChargesBodySchema>;

/**
 * The order waits for the dealership's approval before it goes into production (docs/approvals.md):
 * whom it waits for, and the words the success screen says ('Waiting for approval by …').
 */
export const orderApprovalAnswerSchema = z.object({
  /** The approver's name (never their e-mail). */
  approver: z.string(),
  text: z.string(),
});
export type OrderApprovalAnswer = z.output<typeof orderApprovalAnswerSchema>;

/**
 * What the group's spending rules say of the order being quoted (docs/approvals.md), read without a
 * lock: placing decides again. Never an approver's e-mail.
 */
export const checkoutSpendingSchema = z.object({
  /** It would wait for approval: by whom first, and why in the buyer's words; null when it would not. */
  approval: z.nullable(z.object({ approver: z.string(), reasons: z.array(z.string()) })),
  /** It would be refused (over a budget that refuses): the words placing would answer; null otherwise. */
  refused: z.nullable(z.string()),
  /** Cents left of the chosen store's budget this month, before this order; null unless the group shows it to buyers. */
  budget_left_cents: z.nullable(z.int()),
});
export type CheckoutSpending = z.output<typeof checkoutSpendingSchema>;

/** POST /v1/checkout-charges' answer: the charges, and what the spending rules say of the order. */
export const checkoutChargesAnswerSchema = z.extend(orderChargesSchema, {
  /** Null for a group without spending rules. */
  spending: z.nullable(checkoutSpendingSchema),
});
export type CheckoutChargesAnswer = z.output<typeof checkoutChargesAnswerSchema>;

export const createOrderAnswerSchema = z.object({
  /** The PayPal order id on the PayPal path; the portal's order id on the bypass path. */
  order_id: z.string(),
  order_number: z.string(),
  /** Cents, as the server priced it: goods + freight + tax. */
  total: z.int(),
  payment: orderPaymentSchema,
  /** Goods, freight and tax apart, and where the order ships. */
  charges: orderChargesSchema,
  /** Whom the order waits for, under the group's spending rules; null when it needs no approval. */
  approval: z.nullable(orderApprovalAnswerSchema),
});
export type CreateOrderAnswer = z.output<typeof createOrderAnswerSchema>;
