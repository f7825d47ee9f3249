import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { staff } from './staff';

// The groups' offer as published versions and drafts, its audit, and the pictures staff upload.

/**
 * Every published version of each group's offer (docs/decisions/028): the group's whole document
 * (settings, stores, secrets as hashes, catalogue with prices in dollars, placements), who published
 * it and from when it is live. Written once: the database refuses to change one, and removes one
 * only while it is still to come (a scheduled publish withdrawn). A group's live version is the one
 * whose live_at came last (the higher number at the same moment).
 */
export const groupVersions = pgTable(
  'group_versions',
  {
    groupKey: text('group_key').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    /** Null for the first version, loaded from packages/tenants when the database was new. */
    publishedBy: uuid('published_by').references(() => staff.id),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    liveAt: timestamp('live_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    /** What the version is, in a few words ('Loaded from packages/tenants', 'Rolled back to version 3'). */
    note: text('note').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupKey, t.version] }),
    check('group_versions_version_positive', sql`${t.version} >= 1`),
    index('group_versions_live_idx').on(t.groupKey, t.liveAt, t.version),
  ],
);

/** The provider's details (name, logo, phones, addresses, remit-to) by version, as groups' offers are. */
export const providerVersions = pgTable(
  'provider_versions',
  {
    version: integer('version').primaryKey(),
    document: jsonb('document').notNull(),
    publishedBy: uuid('published_by').references(() => staff.id),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
    note: text('note').notNull(),
  },
  (t) => [check('provider_versions_version_positive', sql`${t.version} >= 1`)],
);

/**
 * A group's draft: the next version being made in the console, one per group, the whole document
 * as a version holds it. Publishing it writes a version and removes the draft.
 */
export const groupDrafts = pgTable('group_drafts', {
  groupKey: text('group_key').primaryKey(),
  document: jsonb('document').notNull(),
  /** The live version the draft was started from. */
  baseVersion: integer('base_version').notNull(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
});

export const OFFER_ACTIONS = ['draft', 'discard', 'publish', 'rollback', 'withdraw'] as const;

/**
 * Every change of a group's offer, field by field (old → new, secrets only as set or changed), who
 * made it and when: as the draft is edited (no version yet), and again as a publish or a rollback
 * sends it out, with the version it went out in. Written once.
 */
export const offerAudit = pgTable(
  'offer_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupKey: text('group_key').notNull(),
    version: integer('version'),
    action: text('action', { enum: OFFER_ACTIONS }).notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    area: text('area'),
    subject: text('subject'),
    field: text('field'),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('offer_audit_group_idx').on(t.groupKey, t.createdAt)],
);

export const UPLOADED_PICTURE_KINDS = ['logo', 'photo'] as const;
/** A logo has its PNG alone; a photo its 600 px JPEG and the tiles' smaller copy. */
export const UPLOADED_PICTURE_VARIANTS = ['full', 'thumb'] as const;

/**
 * Pictures staff uploaded for the offer (docs/decisions/028, slices 4 and 5): the bytes the server
 * made of them (a logo's PNG, a photo's JPEGs), kept here so every instance serves them. Keyed by
 * content: the id is the first 32 hex digits of the SHA-256 of the full-size bytes, so one picture
 * uploaded twice is one row per variant. Written once; a draft or version names the id.
 */
export const uploadedPictures = pgTable(
  'uploaded_pictures',
  {
    id: text('id').notNull(),
    variant: text('variant', { enum: UPLOADED_PICTURE_VARIANTS }).notNull(),
    kind: text('kind', { enum: UPLOADED_PICTURE_KINDS }).notNull(),
    mediaType: text('media_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => staff.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.variant] }),
    check('uploaded_pictures_id_is_a_hash', sql`${t.id} ~ '^[a-f0-9]{32}$'`),
    check('uploaded_pictures_kind', sql`${t.kind} in ('logo', 'photo')`),
    check('uploaded_pictures_variant', sql`${t.variant} in ('full', 'thumb')`),
  ],
);
