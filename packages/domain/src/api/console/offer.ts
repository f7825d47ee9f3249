import * as z from 'zod/mini';
import { OFFER_AREAS } from '../../offer/offer-diff';
import { groupKeyField } from '../common';
import { SHIPPING_METHODS_MAX } from '../../charges/freight';

/** The limits of the catalogue and settings editors' fields, which the editors set as maxLength. */
export const SIZE_KEY_MAX_LENGTH = 40;
export const ITEM_NAME_MAX_LENGTH = 200;
export const SETTINGS_TEXT_MAX_LENGTH = 200;
export const REP_PHONE_MAX_LENGTH = 40;
export const RECIPIENT_MAX_LENGTH = 320;
export const MAX_RECIPIENTS = 20;
export const GROUP_PASSWORD_MAX_LENGTH = 200;
export const BYPASS_CODE_MAX_LENGTH = 60;
export const MAX_BYPASS_CODES = 50;
/** A price typed in dollars ('100000.00'), a count of units or a limit typed as digits. */
export const PRICE_INPUT_MAX_LENGTH = 12;
/** A store's or the group's address on one line ('street, city, ST ZIP'), as group.json keeps it. */
export const ADDRESS_MAX_LENGTH = 160;
export const SHIPPING_METHOD_CODE_MAX_LENGTH = 20;
export const SHIPPING_METHOD_NAME_MAX_LENGTH = 40;

// The groups' offer in the console (docs/catalogue.md): each group's draft, its difference from
// the version it starts from, publishing now or at a set time, the versions and rolling back.

export const offerChangeSchema = z.object({
  area: z.enum(OFFER_AREAS),
  /** The item code, store code or placement name; '' for the group's settings and secrets. */
  subject: z.string(),
  field: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});

export const OFFER_VERSION_STATES = ['live', 'scheduled', 'past'] as const;

export const offerVersionSchema = z.object({
  version: z.int(),
  /** Milliseconds since 1970. */
  published_at: z.int(),
  live_at: z.int(),
  /** The staff member who published it; null for the first version, loaded from the files. */
  published_by: z.nullable(z.string()),
  note: z.string(),
  state: z.enum(OFFER_VERSION_STATES),
});
export type OfferVersion = z.output<typeof offerVersionSchema>;

export const offerDraftSummarySchema = z.object({
  changes: z.int(),
  updated_at: z.int(),
  updated_by: z.string(),
});

/** GET /api/console/offer: every group the staff member sees, its live version and draft. */
export const offerGroupsAnswerSchema = z.object({
  groups: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      live_version: z.int(),
      live_since: z.int(),
      draft: z.nullable(offerDraftSummarySchema),
      scheduled: z.nullable(z.object({ version: z.int(), live_at: z.int() })),
    }),
  ),
});
export type OfferGroupsAnswer = z.output<typeof offerGroupsAnswerSchema>;

export const offerGroupParamsSchema = z.strictObject({ group: groupKeyField });
export const offerVersionParamsSchema = z.strictObject({
  group: groupKeyField,
  version: z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
});

export const offerAuditEntrySchema = z.object({
  at: z.int(),
  by: z.string(),
  action: z.enum(['draft', 'discard', 'publish', 'rollback', 'withdraw']),
  version: z.nullable(z.int()),
  change: z.nullable(offerChangeSchema),
});

/** GET /api/console/offer/:group: the draft and what it changes, the versions, the latest changes. */
export const offerGroupAnswerSchema = z.object({
  key: z.string(),
  title: z.string(),
  live_version: z.int(),
  draft: z.nullable(
    z.object({
      updated_at: z.int(),
      updated_by: z.string(),
      /** The version the draft was started from. */
      base_version: z.int(),
      /** What publishing it would change, against the newest version (live, or set for later). */
      changes: z.array(offerChangeSchema),
      /** What would keep it from being published, each naming the part and field. */
      problems: z.array(z.string()),
    }),
  ),
  /**
   * What the checks warn of in the draft, or in the newest version without one (a store listed
   * without an address): nothing that stops a publish.
   */
  warnings: z.array(z.string()),
  /** Newest first. */
  versions: z.array(offerVersionSchema),
  /** The latest changes, newest first. */
  audit: z.array(offerAuditEntrySchema),
  /** Whether this staff member may change and publish the group's catalogue, stores and logos. */
  may_edit: z.boolean(),
});
export type OfferGroupAnswer = z.output<typeof offerGroupAnswerSchema>;

/** A catalogue item as the files and the editor write it: prices in dollars. */
export const offerItemSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.maxLength(ITEM_NAME_MAX_LENGTH)),
  fullname: z.string().check(z.maxLength(400)),
  type: z.string().check(z.maxLength(40)),
  colors: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(100)),
  default_color: z.string().check(z.maxLength(60)),
  halfColors: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(100))),
  sizes: z.record(z.string().check(z.maxLength(SIZE_KEY_MAX_LENGTH)), z.number()),
  sub_category: z.optional(z.string().check(z.maxLength(80))),
  restricted: z.optional(z.boolean()),
  supportedStores: z.optional(z.array(z.string().check(z.maxLength(6))).check(z.maxLength(200))),
  discount: z.optional(z.array(z.strictObject({ quantity: z.int(), price: z.number() })).check(z.maxLength(50))),
  description: z.optional(z.string().check(z.maxLength(2000))),
  /** Colour to the id of its uploaded photo (POST /api/console/offer/uploads/photo). */
  photos: z.optional(z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(64)))),
});
export type OfferItem = z.output<typeof offerItemSchema>;

/** GET /api/console/offer/:group/items: the draft's items (or the newest version's when there is no draft). */
export const offerItemsAnswerSchema = z.object({ items: z.array(offerItemSchema) });

export const offerItemParamsSchema = z.strictObject({
  group: groupKeyField,
  code: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** PUT /api/console/offer/:group/items/:code answers what the draft now changes. */
export const offerDraftChangeAnswerSchema = z.object({ changes: z.array(offerChangeSchema) });

/** POST /api/console/offer/:group/publish: now, or at a moment to come (ISO 8601 with its offset). */
export const offerPublishBodySchema = z.strictObject({
  at: z.nullable(z.iso.datetime({ offset: true })),
});
export const offerPublishAnswerSchema = z.object({ version: z.int() });

/**
 * A shipping method as the editor sends it: its shape only. The amounts, the codes and the count are
 * checked on the server by shippingMethodsSchema (charges/freight.schema.ts), as group.json's are.
 */
export const offerShippingMethodSchema = z.strictObject({
  code: z.string().check(z.maxLength(SHIPPING_METHOD_CODE_MAX_LENGTH)),
  name: z.string().check(z.maxLength(SHIPPING_METHOD_NAME_MAX_LENGTH)),
  rule: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('free') }),
    z.strictObject({ kind: z.literal('flat'), cents: z.int() }),
    z.strictObject({ kind: z.literal('per_unit'), cents: z.int() }),
    z.strictObject({ kind: z.literal('free_above'), cents: z.int(), threshold_cents: z.int() }),
  ]),
});
export type OfferShippingMethod = z.output<typeof offerShippingMethodSchema>;

/** A group's settings as the editor changes them (group.json's fields but its stores and logos, and the order e-mails' recipients). */
export const offerSettingsSchema = z.strictObject({
  title: z.string().check(z.maxLength(SETTINGS_TEXT_MAX_LENGTH)),
  show_image_preview: z.boolean(),
  show_modification_thumbnail: z.boolean(),
  render_logo_preview: z.boolean(),
  minimum_apparel_order: z.boolean(),
  paypal_not_supported: z.boolean(),
  /** The group's key when it is served under /{key} on the shared site (route mode A), null when it is meant to be served alone (mode B). */
  route_prefix: z.nullable(z.string().check(z.maxLength(40))),
  /** Absent limits take the defaults (DEFAULT_ORDER_LIMITS). */
  order_limits: z.strictObject({
    max_units_per_line: z.optional(z.int()),
    max_lines_per_order: z.optional(z.int()),
    max_on_account_order: z.optional(z.int()),
  }),
  /** Shown in the group's footer; `staff`, the e-mail of the staff rep an entry is linked to (one of the group's reps). */
  account_reps: z
    .array(
      z.strictObject({
        name: z.string().check(z.maxLength(SETTINGS_TEXT_MAX_LENGTH)),
        phone: z.string().check(z.maxLength(REP_PHONE_MAX_LENGTH)),
        staff: z.optional(z.string().check(z.maxLength(320))),
      }),
    )
    .check(z.maxLength(20)),
  /** Who receives each of the group's orders by e-mail. */
  email_recipients: z.array(z.string().check(z.maxLength(RECIPIENT_MAX_LENGTH))).check(z.maxLength(MAX_RECIPIENTS)),
  /**
   * Where orders without a store ship, one line like a store's address; '' for none. One that does
   * not parse is kept and warned of (the offer's checks), not refused: buyers must then pick a store.
   */
  ship_to_address: z.string().check(z.maxLength(ADDRESS_MAX_LENGTH)),
  /** Whether buyers may type an address of their own to ship to. */
  typed_ship_to: z.boolean(),
  /** How orders may ship and what each costs, the first offered first; none: no freight is charged. */
  shipping_methods: z.array(offerShippingMethodSchema).check(z.maxLength(SHIPPING_METHODS_MAX)),
});
export type OfferSettings = z.output<typeof offerSettingsSchema>;

export const offerStoreSchema = z.strictObject({
  name: z.string().check(z.maxLength(200)),
  /** Empty for none. */
  address: z.string().check(z.maxLength(400)),
});

/** GET /api/console/offer/:group/settings: the draft's (or newest version's) settings, stores and which secrets are set; never a secret. */
export const offerSettingsAnswerSchema = z.object({
  settings: offerSettingsSchema,
  /** The group's staff reps (active, role rep, the group among theirs): whom a footer entry may be linked to. */
  staff_reps: z.array(z.object({ email: z.string(), name: z.string() })),
  stores: z.array(z.object({ code: z.string(), name: z.string(), address: z.string(), password_set: z.boolean() })),
  secrets: z.object({ group_password_set: z.boolean(), bypass_codes: z.int() }),
});
export type OfferSettingsAnswer = z.output<typeof offerSettingsAnswerSchema>;

export const offerStoreParamsSchema = z.strictObject({ group: groupKeyField, code: z.string().check(z.maxLength(20)) });

/** A new secret, typed once; null clears a group or store password (the storefront or store opens). */
export const offerPasswordBodySchema = z.strictObject({
  password: z.nullable(z.string().check(z.maxLength(GROUP_PASSWORD_MAX_LENGTH))),
});

/** The group's bypass codes, all replaced by these (at most 50). */
export const offerBypassCodesBodySchema = z.strictObject({
  codes: z.array(z.string().check(z.maxLength(BYPASS_CODE_MAX_LENGTH))).check(z.minLength(1), z.maxLength(MAX_BYPASS_CODES)),
});

export const PRICE_FILE_FORMATS = ['csv', 'xlsx'] as const;

/** GET /api/console/offer/:group/price-file/:format: the draft's items and prices as a file. */
export const offerPriceFileParamsSchema = z.strictObject({ group: groupKeyField, format: z.enum(PRICE_FILE_FORMATS) });

/**
 * POST /api/console/offer/:group/price-file: a file of items and prices, CSV as text or XLSX in
 * base64; `apply: false` is the dry run, and `apply: true` changes the draft only when every row holds.
 */
export const offerPriceFileBodySchema = z.strictObject({
  format: z.enum(PRICE_FILE_FORMATS),
  file: z.string().check(z.minLength(1), z.maxLength(6_000_000)),
  apply: z.boolean(),
});

export const offerPriceFileAnswerSchema = z.object({
  created: z.array(z.string()),
  updated: z.array(z.object({ code: z.string(), changes: z.array(offerChangeSchema) })),
  unchanged: z.int(),
  /** Each row that cannot be applied, by its line in the file (the heading is line 1), with why. */
  wrong: z.array(z.object({ line: z.int(), code: z.string(), reason: z.string() })),
  /** Whether the draft was changed: only with apply and no wrong row. */
  applied: z.boolean(),
});
export type OfferPriceFileAnswer = z.output<typeof offerPriceFileAnswerSchema>;

export const OFFER_UPLOAD_KINDS = ['logo', 'photo'] as const;
export type OfferUploadKind = (typeof OFFER_UPLOAD_KINDS)[number];

/**
 * The largest file taken of each kind: a logo is a drawing or a small picture, a photo a camera's
 * JPEG. The server refuses a larger one with 413 and TOO_LARGE; the console says so before sending.
 */
export const UPLOAD_LIMITS: Readonly<Record<OfferUploadKind, number>> = { logo: 512 * 1024, photo: 8 * 1024 * 1024 };

const bytesInWords = (bytes: number): string => (bytes / 1024 >= 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** 'A logo file may be at most 512 KB.' */
export const TOO_LARGE = (kind: OfferUploadKind): string => `A ${kind} file may be at most ${bytesInWords(UPLOAD_LIMITS[kind])}.`;

/**
 * POST /api/console/offer/uploads/{kind}: the file itself as the body, its type as Content-Type
 * (a logo: image/svg+xml or image/png; a photo: image/jpeg, image/png or image/webp), checked by
 * its content whatever it claims to be. A logo's SVG is cleaned and drawn as a PNG; a photo is
 * made a 600 px square JPEG with a smaller copy. Nothing changes in a draft until an item or the
 * group's logos name the id.
 */
export const offerUploadParamsSchema = z.strictObject({ kind: z.enum(OFFER_UPLOAD_KINDS) });
export const offerUploadAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(OFFER_UPLOAD_KINDS),
  /** Where the picture is served (uploadedLogoPath or uploadedPhotoPath). */
  path: z.string(),
  width: z.int(),
  height: z.int(),
  /** What cleaning an SVG took out (scripts, event handlers, outside references…), in words; empty when nothing. */
  removed: z.array(z.string()),
});
export type OfferUploadAnswer = z.output<typeof offerUploadAnswerSchema>;

/**
 * A group's logos as the logos editor changes them, all at once: the placements the group offers,
 * the logos offered per category (names), and each logo's uploaded picture.
 */
export const offerLogosSchema = z.strictObject({
  logo_placements: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(40)),
  embroideries: z.record(z.string().check(z.maxLength(40)), z.array(z.string().check(z.maxLength(60))).check(z.maxLength(100))),
  logo_files: z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(64))),
});
export type OfferLogos = z.output<typeof offerLogosSchema>;

/** GET /api/console/offer/:group/logos: the draft's (or newest version's) logos, and every placement the provider's table knows. */
export const offerLogosAnswerSchema = z.object({
  logos: offerLogosSchema,
  /** The provider's placement table: each placement's name and the categories it fits. */
  placements: z.array(z.object({ name: z.string(), fits: z.array(z.string()) })),
});
export type OfferLogosAnswer = z.output<typeof offerLogosAnswerSchema>;
