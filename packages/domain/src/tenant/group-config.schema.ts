import { z } from 'zod';
import { PRODUCT_TYPES, resolveCategory, type ProductType } from '../catalogue/product-type';
import { productTypeSchema, storeCodeSchema } from '../catalogue/catalogue-item.schema';
import { orderLimitsSchema } from '../checkout/order-limits';
import { UPLOAD_ID_PATTERN } from '../images/image-names';
import { shippingMethodsSchema } from '../charges/freight.schema';
import { spendingRulesSchema } from '../spending/spending-rules.schema';

/**
 * The first words of the site's own addresses (the console, the API, pictures, built scripts, docs,
 * health checks): a group under one of them could never be reached in route mode A.
 */
export const RESERVED_GROUP_KEYS = ['console', 'api', 'v1', 'images', 'assets', 'docs', 'healthz', 'readyz'] as const;

/** A group key or route prefix: the word in the address that picks the group. */
export const groupKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'a group key is lower-case letters, digits and dashes, starting with a letter')
  .refine((key) => !(RESERVED_GROUP_KEYS as readonly string[]).includes(key), {
    message: `a group key is none of the site's own words (${RESERVED_GROUP_KEYS.join(', ')})`,
  });

const imageFileSchema = z.string().regex(/^[a-z0-9][a-z0-9_.-]*\.(png|jpg|svg)$/, 'an image file name (png, jpg or svg)');

/** Embroidery logo names per category; alias keys ('hats', 'tshirt') fold into their category. */
export const embroideriesSchema = z.record(z.string(), z.array(z.string().min(1).max(60))).transform((byKey, ctx) => {
  const byType: Partial<Record<ProductType, string[]>> = {};
  for (const [key, logos] of Object.entries(byKey)) {
    const type = resolveCategory(key);
    if (!type) {
      ctx.addIssue({ code: 'custom', path: [key], message: `unknown category '${key}'; one of ${PRODUCT_TYPES.join(', ')}` });
      continue;
    }
    byType[type] = [...new Set([...(byType[type] ?? []), ...logos])];
  }
  return byType;
});

export const storeSchema = z
  .object({
    name: z.string().min(1).max(80),
    address: z.string().min(1).max(160).optional(),
    code: storeCodeSchema,
  })
  .strict();

export const accountRepSchema = z
  .object({
    name: z.string().min(1).max(80),
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, "a phone number like '(555) 010-0000'"),
    /**
     * The e-mail of the staff rep this footer entry stands for, when it is linked to one: the
     * console checks they are a rep of the group. Never sent to a browser (toStorefront).
     */
    staff: z.email().max(320).optional(),
  })
  .strict();

/** The public part of a group's configuration (group.json): everything a browser may see. */
export const groupPublicConfigSchema = z
  .object({
    key: groupKeySchema,
    title: z.string().min(1).max(80),
    company_logo: imageFileSchema,
    logo_placements: z.array(z.string().min(1).max(40)).min(1),
    show_image_preview: z.boolean(),
    show_modification_thumbnail: z.boolean(),
    render_logo_preview: z.boolean(),
    minimum_apparel_order: z.boolean().optional(),
    /** Business limits on one order; safe defaults when absent (DEFAULT_ORDER_LIMITS). */
    order_limits: orderLimitsSchema.optional(),
    embroideries: embroideriesSchema,
    /** Logos with an uploaded picture (name to upload id); the others are drawn from their names. */
    logo_files: z.record(z.string().min(1).max(60), z.string().regex(UPLOAD_ID_PATTERN, 'an uploaded picture id')).optional(),
    stores: z.array(storeSchema),
    /** The group's own address, one line like a store's: where orders without a store ship. */
    ship_to_address: z.string().min(1).max(160).optional(),
    /** Whether buyers may type an address of their own to ship to. */
    typed_ship_to: z.boolean().optional(),
    /** How orders may ship and what each costs; none: no freight is charged. */
    shipping_methods: shippingMethodsSchema.optional(),
    server_hostname: z.url({ protocol: /^https?$/ }),
    account_reps: z.array(accountRepSchema),
    route_prefix: groupKeySchema.nullable(),
    paypal_not_supported: z.boolean(),
    catalogue: z
      .object({
        /** Name of a price list in price-lists/, or null for the base catalogue's own prices. */
        price_list: z.string().min(1).nullable(),
        /** Limits the base catalogue to these categories; all when absent. */
        categories: z.array(productTypeSchema).min(1).optional(),
      })
      .strict(),
  })
  .strict()
  .superRefine((group, ctx) => {
    const codes = new Set<string>();
    group.stores.forEach((store, index) => {
      if (codes.has(store.code))
        ctx.addIssue({ code: 'custom', path: ['stores', index, 'code'], message: `store code ${store.code} is listed twice` });
      codes.add(store.code);
    });
    const offered = new Set(Object.values(group.embroideries).flat());
    for (const name of Object.keys(group.logo_files ?? {})) {
      if (!offered.has(name))
        ctx.addIssue({ code: 'custom', path: ['logo_files', name], message: `'${name}' is not a logo offered for any category` });
    }
    if (group.route_prefix !== null && group.route_prefix !== group.key) {
      ctx.addIssue({
        code: 'custom',
        path: ['route_prefix'],
        message: 'the route prefix is the group key (the same word)',
      });
    }
  });

export type GroupPublicConfig = z.output<typeof groupPublicConfigSchema>;
export type GroupPublicConfigInput = z.input<typeof groupPublicConfigSchema>;
export type Store = z.output<typeof storeSchema>;
export type AccountRep = z.output<typeof accountRepSchema>;
/** A footer representative as buyers see it: a name and a phone, without the staff account it may stand for. */
export type PublicAccountRep = Pick<AccountRep, 'name' | 'phone'>;

/** 'scrypt$N$r$p$salt$hash' with base64 salt and hash: how every secret is stored. */
export const secretHashSchema = z
  .string()
  .regex(
    /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/,
    "a scrypt hash 'scrypt$N$r$p$salt$hash' (npm run hash-secret makes one)",
  );

/** The server-only part (secrets.json): never sent to a browser. */
export const groupSecretsSchema = z
  .object({
    /** The group's access password; null when its storefront is open. */
    password: secretHashSchema.nullable(),
    admin_password: secretHashSchema,
    bypass_codes: z.array(secretHashSchema),
    /**
     * What staff call each bypass code, in the order of bypass_codes ('••••••CT', 'Store code of
     * Harbor Point Ford'): the console names a code's caps and trail by it. Never the plain code.
     */
    bypass_code_labels: z.array(z.string().min(1).max(80)).optional(),
    /** Store code to password hash, for stores whose customs catalogue is gated. */
    store_passwords: z.record(storeCodeSchema, secretHashSchema),
    email_recipients: z.array(z.email()).min(1, 'at least one address receives the orders'),
    /** Approvals, budgets and code caps (docs/approvals.md); absent: the group's orders go out unchecked. */
    spending: spendingRulesSchema.optional(),
  })
  .strict();

export type GroupSecrets = z.output<typeof groupSecretsSchema>;

/** A price list: replaces base catalogue prices for the groups that use it. */
export const priceListSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().min(1),
    /** What an item the list does not name costs: the base price, or zero (price set elsewhere). */
    unlisted: z.enum(['base', 'zero']),
    prices: z.record(z.string(), z.record(z.string(), z.number())),
  })
  .strict();

export type PriceList = z.output<typeof priceListSchema>;

/** Provider-wide details shown on every group's pages. */
export const providerSchema = z
  .object({
    name: z.string().min(1),
    logo: imageFileSchema,
    header_image: imageFileSchema,
    main_phone: accountRepSchema.shape.phone,
    support_phone: accountRepSchema.shape.phone,
    support_email: z.email(),
    address: z.array(z.string().min(1)).min(2),
    /** Where on-account payments go, as printed on invoices and statements. */
    remit_to: z.array(z.string().min(1)).min(2),
    /** Who answers for invoices and statements; their e-mails reply to it. */
    billing_email: z.email(),
    flip_books: z.object({ auto: z.url(), apparel: z.url(), promotional: z.url() }).strict(),
    section_links: z.array(z.object({ label: z.string().min(1), page: z.number().int().min(1) }).strict()).min(1),
  })
  .strict();

export type Provider = z.output<typeof providerSchema>;
