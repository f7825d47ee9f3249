import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaxSettings } from '@portal/domain';
import { bytea, createdAt } from './columns';
import { billingAccounts } from './billing';
import { staff } from './staff';

// Sales tax (docs/billing.md#freight-and-sales-tax, docs/decisions/031): the provider's settings as
// numbered versions, and the exemption certificates on file per billing account. Both are written
// once: a change is a new version or a new certificate, and an order keeps the rate it was charged.

/** The provider's tax settings, one row per saved version; the highest version is in force. */
export const taxSettingsVersions = pgTable('tax_settings_versions', {
  version: integer('version').primaryKey(),
  settings: jsonb('settings').$type<TaxSettings>().notNull(),
  /** Why it changed, as staff wrote it. */
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by').references(() => staff.id),
  createdAt: createdAt(),
});

/**
 * A tax exemption certificate on file for a billing account: good in one state through its last
 * day. Withdrawn (never deleted) when staff take it off; a replacement is a certificate of its own.
 */
export const taxExemptions = pgTable(
  'tax_exemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    certificateNumber: text('certificate_number').notNull(),
    state: text('state').notNull(),
    /** 'YYYY-MM-DD', the last day it is good, in the provider's calendar. */
    expiresOn: text('expires_on').notNull(),
    /** The certificate's PDF (tax_certificate_files.id), or null when none was uploaded. */
    fileId: text('file_id'),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, precision: 3, mode: 'date' }),
    withdrawnBy: uuid('withdrawn_by').references(() => staff.id),
  },
  (t) => [
    index('tax_exemptions_account_idx')
      .on(t.accountId)
      .where(sql`${t.withdrawnAt} is null`),
    check('tax_exemptions_expires_on_check', sql`${t.expiresOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

/** The certificates' PDFs, kept as the uploaded pictures are: by the hash of their bytes, written once. */
export const taxCertificateFiles = pgTable(
  'tax_certificate_files',
  {
    id: text('id').primaryKey(),
    bytes: bytea('bytes').notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => staff.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('tax_certificate_files_id_is_a_hash', sql`${t.id} ~ '^[a-f0-9]{32}$'`)],
);
