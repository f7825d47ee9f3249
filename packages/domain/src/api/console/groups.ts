import * as z from 'zod/mini';

/** Orders counted and what they came to, in cents (placed, not cancelled). */
export const orderSpendSchema = z.object({ orders: z.int(), total_cents: z.int() });
export type OrderSpend = z.output<typeof orderSpendSchema>;

/**
 * One group as the console's groups page shows it: its set-up, read from the group's files, and
 * its orders today and this month (the provider's days). Never a password, code or hash: only
 * whether one is set.
 */
export const consoleGroupGlanceSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** The path of its storefront in route mode A, or null for a group without a prefix. */
  route_prefix: z.nullable(z.string()),
  logo_url: z.string(),
  stores: z.array(z.object({ code: z.string(), name: z.string(), address: z.nullable(z.string()), has_password: z.boolean() })),
  /** The account representatives the group's footer names. */
  account_reps: z.array(z.object({ name: z.string(), phone: z.string() })),
  /** Staff reps assigned to the group in the console. */
  staff_reps: z.array(z.object({ name: z.string(), email: z.string() })),
  /** Where the group's order e-mails go. */
  email_recipients: z.array(z.string()),
  flags: z.object({
    /** The storefront asks for the group's password; false: open. */
    password: z.boolean(),
    /** Buyers may pay online with PayPal. */
    paypal: z.boolean(),
    /** How many bypass codes put an order on account (never the codes). */
    bypass_codes: z.int(),
    /** The company minimum of 12 mens and womens items applies. */
    company_minimum: z.boolean(),
    image_preview: z.boolean(),
    modification_thumbnail: z.boolean(),
    logo_preview: z.boolean(),
  }),
  /** The price list its catalogue uses, or null for the base prices. */
  price_list: z.nullable(z.string()),
  items: z.int(),
  today: orderSpendSchema,
  this_month: orderSpendSchema,
});
export type ConsoleGroupGlance = z.output<typeof consoleGroupGlanceSchema>;

/** GET /api/console/groups: every group the staff member sees (a rep: their own), by title. Read only. */
export const consoleGroupsAnswerSchema = z.object({
  groups: z.array(consoleGroupGlanceSchema),
  /** The provider's calendar day the figures run to, 'YYYY-MM-DD'. */
  today: z.string(),
});
export type ConsoleGroupsAnswer = z.output<typeof consoleGroupsAnswerSchema>;
