import { desc, eq, inArray } from 'drizzle-orm';
import {
  diffOfferDocuments,
  type OfferGroupAnswer,
  type OfferGroupsAnswer,
  type OfferItem,
  type OfferVersion,
  type StaffRole,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { groupDrafts, groupVersions, offerAudit, staff } from '../db/schema';
import { draftOrNewest, publishProblems, publishWarnings } from './offer-drafts';
import type { OfferClock } from '../time/offer-clock';

const AUDIT_SHOWN = 100;
const VERSIONS_SHOWN = 50;

/** Each group in scope: its live version, its draft and a version set for later. */
export async function offerGroups(
  db: Database,
  registry: TenantRegistry,
  scope: string[] | null,
  clock: OfferClock,
): Promise<OfferGroupsAnswer> {
  const keys = [...registry.groups.keys()].filter((key) => scope === null || scope.includes(key));
  if (keys.length === 0) return { groups: [] };
  const [versions, drafts] = await Promise.all([
    db
      .select({ groupKey: groupVersions.groupKey, version: groupVersions.version, liveAt: groupVersions.liveAt })
      .from(groupVersions)
      .where(inArray(groupVersions.groupKey, keys))
      .orderBy(groupVersions.groupKey, desc(groupVersions.liveAt), desc(groupVersions.version)),
    db
      .select({
        groupKey: groupDrafts.groupKey,
        document: groupDrafts.document,
        updatedAt: groupDrafts.updatedAt,
        by: staff.email,
      })
      .from(groupDrafts)
      .innerJoin(staff, eq(staff.id, groupDrafts.updatedBy))
      .where(inArray(groupDrafts.groupKey, keys)),
  ]);
  const now = clock.now().getTime();
  // What each draft changes, against the newest version: what publishing it would change.
  const changed = new Map(
    await Promise.all(
      drafts.map(
        async (d) =>
          [d.groupKey, diffOfferDocuments((await draftOrNewest(db, d.groupKey)).base.document, d.document).length] as const,
      ),
    ),
  );
  return {
    groups: keys.map((key) => {
      const mine = versions.filter((v) => v.groupKey === key);
      const live = mine.find((v) => v.liveAt.getTime() <= now);
      const scheduled = mine.filter((v) => v.liveAt.getTime() > now).at(-1);
      const draft = drafts.find((d) => d.groupKey === key);
      return {
        key,
        title: registry.groups.get(key)!.config.title,
        live_version: live?.version ?? 0,
        live_since: live?.liveAt.getTime() ?? 0,
        draft: draft ? { changes: changed.get(key) ?? 0, updated_at: draft.updatedAt.getTime(), updated_by: draft.by } : null,
        scheduled: scheduled ? { version: scheduled.version, live_at: scheduled.liveAt.getTime() } : null,
      };
    }),
  };
}

/** One group's draft with its changes and problems, its versions and its latest changes. */
export async function offerGroupAnswer(
  db: Database,
  registry: TenantRegistry,
  groupKey: string,
  viewer: { role: StaffRole },
  clock: OfferClock,
): Promise<OfferGroupAnswer> {
  const tenant = registry.groups.get(groupKey)!;
  const [{ base, draft }, versions, audit] = await Promise.all([
    draftOrNewest(db, groupKey),
    db
      .select({
        version: groupVersions.version,
        publishedAt: groupVersions.publishedAt,
        liveAt: groupVersions.liveAt,
        by: staff.email,
        note: groupVersions.note,
      })
      .from(groupVersions)
      .leftJoin(staff, eq(staff.id, groupVersions.publishedBy))
      .where(eq(groupVersions.groupKey, groupKey))
      .orderBy(desc(groupVersions.version))
      .limit(VERSIONS_SHOWN),
    db
      .select({
        at: offerAudit.createdAt,
        by: staff.email,
        action: offerAudit.action,
        version: offerAudit.version,
        area: offerAudit.area,
        subject: offerAudit.subject,
        field: offerAudit.field,
        before: offerAudit.before,
        after: offerAudit.after,
      })
      .from(offerAudit)
      .innerJoin(staff, eq(staff.id, offerAudit.staffId))
      .where(eq(offerAudit.groupKey, groupKey))
      .orderBy(desc(offerAudit.createdAt))
      .limit(AUDIT_SHOWN),
  ]);
  const now = clock.now().getTime();
  const liveVersion = versions
    .filter((v) => v.liveAt.getTime() <= now)
    .sort((a, b) => b.liveAt.getTime() - a.liveAt.getTime() || b.version - a.version)[0]?.version;
  const changes = draft ? diffOfferDocuments(base.document, draft.document) : [];
  return {
    key: groupKey,
    title: tenant.config.title,
    live_version: liveVersion ?? 0,
    draft: draft
      ? {
          changes,
          updated_at: draft.updatedAt.getTime(),
          updated_by: (await emailOf(db, draft.updatedBy)) ?? '',
          base_version: draft.baseVersion,
          problems: publishProblems(groupKey, draft.document, registry),
        }
      : null,
    warnings: publishWarnings(groupKey, (draft ?? base).document),
    versions: versions.map((v): OfferVersion => ({
      version: v.version,
      published_at: v.publishedAt.getTime(),
      live_at: v.liveAt.getTime(),
      published_by: v.by,
      note: v.note,
      state: v.version === liveVersion ? 'live' : v.liveAt.getTime() > now ? 'scheduled' : 'past',
    })),
    audit: audit.map((row) => ({
      at: row.at.getTime(),
      by: row.by,
      action: row.action,
      version: row.version,
      change:
        row.area && row.field !== null
          ? { area: row.area as never, subject: row.subject ?? '', field: row.field, before: row.before, after: row.after }
          : null,
    })),
    may_edit: viewer.role === 'admin' || viewer.role === 'rep',
  };
}

async function emailOf(db: Database, staffId: string): Promise<string | null> {
  const [row] = await db.select({ email: staff.email }).from(staff).where(eq(staff.id, staffId));
  return row?.email ?? null;
}

/** The draft's items (or the newest version's), as the editor writes them. */
export async function offerItems(db: Database, groupKey: string): Promise<OfferItem[]> {
  const { document } = await draftOrNewest(db, groupKey);
  return Array.isArray(document.items) ? (document.items as OfferItem[]) : [];
}
