import * as z from 'zod/mini';
import { PRODUCT_TYPES } from '../../catalogue/product-type';
import { US_STATE_CODES } from '../../charges/ship-to';

// The provider's sales-tax settings and the tax exemption certificates on file per billing account
// (docs/billing.md#freight-and-sales-tax). Everyone in the console reads them; admins and the
// accounts role change them. Settings are saved as numbered versions, never changed in place; a
// certificate is added or withdrawn, never edited. Every change notifies 'tax_changed'.

/** How long a note on a saved version of the settings may be. */
export const TAX_NOTE_MAX_LENGTH = 500;
/** The longest certificate number taken (as taxExemptionSchema). */
export const CERTIFICATE_NUMBER_MAX_LENGTH = 40;
/** A certificate's PDF is at most this many bytes. */
export const CERTIFICATE_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** The longest file name kept with a certificate's PDF. */
export const CERTIFICATE_FILE_NAME_MAX_LENGTH = 200;
export const CERTIFICATE_PDF_TOO_LARGE = 'The PDF is over 5 MB; scan the certificate at a lower resolution.';

const rateField = z.int();

/** One state of the settings as the console sends and reads it; the rules are the server's (taxSettingsSchema). */
export const stateTaxFieldsSchema = z.strictObject({
  state: z.string().check(z.maxLength(20)),
  rate_thousandths: rateField,
  freight_taxed: z.boolean(),
  exempt_types: z.array(z.enum(PRODUCT_TYPES)).check(z.maxLength(PRODUCT_TYPES.length)),
  zip_rates: z
    .array(z.strictObject({ prefix: z.string().check(z.maxLength(10)), rate_thousandths: rateField }))
    .check(z.maxLength(200)),
});

export const taxSettingsFieldsSchema = z.strictObject({ states: z.array(stateTaxFieldsSchema).check(z.maxLength(60)) });

/** A saved version of the settings, as the list of versions shows it. */
export const taxSettingsVersionSchema = z.object({
  version: z.int(),
  /** Milliseconds since 1970. */
  saved_at: z.int(),
  /** The staff member's e-mail, or 'system' for the demo's first version. */
  saved_by: z.string(),
  note: z.string(),
});
export type TaxSettingsVersion = z.output<typeof taxSettingsVersionSchema>;

/**
 * GET /api/console/tax-settings: the version in force (version 0, no states, when none was ever
 * saved: no tax is charged) and the earlier versions, newest first.
 */
export const consoleTaxSettingsAnswerSchema = z.object({
  current: z.object({
    version: z.int(),
    settings: taxSettingsFieldsSchema,
    saved_at: z.nullable(z.int()),
    saved_by: z.nullable(z.string()),
    note: z.string(),
  }),
  earlier: z.array(taxSettingsVersionSchema),
});
export type ConsoleTaxSettingsAnswer = z.output<typeof consoleTaxSettingsAnswerSchema>;

/**
 * PUT /api/console/tax-settings: admins and accounts save the settings as the next version.
 * `version_seen` is the version read (409 when another was saved since); each state is checked by
 * taxSettingsSchema (a state that does not exist, a rate below 0 or over 20 %, a ZIP prefix not of
 * three to five digits: 400 naming it). Answers as GET does.
 */
export const consoleTaxSettingsSaveBodySchema = z.strictObject({
  settings: taxSettingsFieldsSchema,
  note: z.string().check(z.trim(), z.maxLength(TAX_NOTE_MAX_LENGTH)),
  version_seen: z.int().check(z.gte(0)),
});
export type ConsoleTaxSettingsSaveBody = z.output<typeof consoleTaxSettingsSaveBodySchema>;

/** A certificate on file, as the account's page lists it. */
export const taxExemptionCertificateSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  certificate_number: z.string(),
  state: z.string(),
  /** The last day it is good, 'YYYY-MM-DD' in the provider's calendar. */
  expires_on: z.string(),
  /** Whether the provider's day today is past `expires_on`: orders shipped to the state are taxed again. */
  expired: z.boolean(),
  /** Whether a PDF of it is on file (GET …/file). */
  has_file: z.boolean(),
  file_name: z.nullable(z.string()),
  added_by: z.string(),
  added_at: z.int(),
  withdrawn_at: z.nullable(z.int()),
  withdrawn_by: z.nullable(z.string()),
  /** Why it was withdrawn, as the withdrawal's audit entry keeps it. */
  withdrawn_reason: z.nullable(z.string()),
});
export type TaxExemptionCertificate = z.output<typeof taxExemptionCertificateSchema>;

/** GET /api/console/billing/accounts/:accountId/tax-exemptions: open ones first (by state), then the withdrawn. */
export const consoleTaxExemptionsAnswerSchema = z.object({
  /** The provider's day the `expired` flags were judged on. */
  today: z.string(),
  exemptions: z.array(taxExemptionCertificateSchema),
});
export type ConsoleTaxExemptionsAnswer = z.output<typeof consoleTaxExemptionsAnswerSchema>;

/**
 * POST /api/console/billing/accounts/:accountId/tax-exemptions: admins and accounts put a
 * certificate on file, its PDF (at most 5 MB, starting %PDF-) sent as base64. Answers it (201).
 */
export const consoleTaxExemptionAddBodySchema = z.strictObject({
  certificate_number: z.string().check(z.maxLength(CERTIFICATE_NUMBER_MAX_LENGTH)),
  state: z.string().check(z.maxLength(20)),
  expires_on: z.string().check(z.maxLength(20)),
  file_name: z.string().check(z.trim(), z.minLength(1, 'must name the file'), z.maxLength(CERTIFICATE_FILE_NAME_MAX_LENGTH)),
  /** The PDF's bytes in base64. */
  pdf_base64: z.string().check(
    z.minLength(1, 'must carry the PDF'),
    // Said of the field ('PDF is over 5 MB: …'), as every refused body names its field.
    z.maxLength(Math.ceil(CERTIFICATE_PDF_MAX_BYTES / 3) * 4, 'is over 5 MB: scan the certificate at a lower resolution.'),
  ),
});
export type ConsoleTaxExemptionAddBody = z.output<typeof consoleTaxExemptionAddBodySchema>;

export const consoleTaxExemptionParamsSchema = z.strictObject({
  accountId: z.uuid({ error: 'is not an account id' }),
  exemptionId: z.uuid({ error: 'is not a certificate id' }),
});

/** POST …/tax-exemptions/:exemptionId/withdraw: admins and accounts take it off (once: 409 after). */
export const consoleTaxExemptionWithdrawBodySchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1, 'must say why'), z.maxLength(TAX_NOTE_MAX_LENGTH)),
});
export type ConsoleTaxExemptionWithdrawBody = z.output<typeof consoleTaxExemptionWithdrawBodySchema>;

/**
 * The certificate that speaks for an account in a state (exemptionFor: a good one, or the latest
 * run out), as the accounts list carries it so staff are told when one expired.
 */
export const accountTaxExemptionSchema = z.object({
  state: z.string(),
  certificate_number: z.string(),
  expires_on: z.string(),
  expired: z.boolean(),
});
export type AccountTaxExemption = z.output<typeof accountTaxExemptionSchema>;

/** The states a certificate may name, for the console's choice. */
export const TAX_EXEMPTION_STATES = US_STATE_CODES;
