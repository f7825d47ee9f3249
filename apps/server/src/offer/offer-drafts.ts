import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  consoleDateTime,
  diffOfferDocuments,
  mayChangeOffer,
  OFFER_CHANGE_REFUSED,
  type OfferChange,
  type StaffRole,
} from '@portal/domain';
import {
  groupWarnings,
  inspectGroupDocument,
  unbilledOrdersProblem,
  type GroupDocument,
  type TenantRegistry,
} from '@portal/tenants/server';
import type { Database } from '../db/database';
import type { OFFER_ACTIONS } from '../db/schema';
import { billingAccounts, groupDrafts, groupVersions, offerAudit } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { OfferClock } from '../time/offer-clock';
import { insertVersion, lockGroupOffer, type Tx } from './offer-versions';

/** Who changes a group's offer: their role decides which changes they may make. */
export interface OfferActor {
  staffId: string;
  role: StaffRole;
}

interface VersionRow {
  version: number;
  document: GroupDocument;
  liveAt: Date;
}

/** The newest version of a group (live, or set for later): what a draft starts from and is compared with. */
async function newestVersion(tx: Tx | Database, groupKey: string): Promise<VersionRow> {
  const [row] = await tx
    .select({ version: groupVersions.version, document: groupVersions.document, liveAt: groupVersions.liveAt })
    .from(groupVersions)
    .where(eq(groupVersions.groupKey, groupKey))
    .orderBy(desc(groupVersions.version))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', `No dealership group is called '${groupKey}'.`);
  return { ...row, document: row.document as GroupDocument };
}

export interface Draft {
  document: GroupDocument;
  baseVersion: number;
  updatedBy: string;
  updatedAt: Date;
}

export async function readDraft(db: Database | Tx, groupKey: string): Promise<Draft | null> {
  const [row] = await db.select().from(groupDrafts).where(eq(groupDrafts.groupKey, groupKey));
  return row
    ? {
        document: row.document as GroupDocument,
        baseVersion: row.baseVersion,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      }
    : null;
}

/** The draft, or the newest version as the draft would start from it, and the version it starts from. */
export async function draftOrNewest(
  db: Database | Tx,
  groupKey: string,
): Promise<{ document: GroupDocument; base: VersionRow; draft: Draft | null }> {
  const [draft, base] = await Promise.all([readDraft(db, groupKey), newestVersion(db, groupKey)]);
  return { document: draft?.document ?? base.document, base, draft };
}

function refuseWhatTheyMayNot(actor: OfferActor, changes: readonly OfferChange[]): void {
  const refused = changes.find((change) => !mayChangeOffer(actor.role, change));
  if (refused)
    throw new AppError(
      'FORBIDDEN',
      OFFER_CHANGE_REFUSED(refused.subject ? `${refused.subject} ${refused.field}` : refused.field),
    );
}

async function audit(
  tx: Tx,
  entry: { groupKey: string; actor: OfferActor; action: (typeof OFFER_ACTIONS)[number]; version: number | null },
  changes: readonly OfferChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(offerAudit).values(
    changes.map((change) => ({
      groupKey: entry.groupKey,
      version: entry.version,
      action: entry.action,
      staffId: entry.actor.staffId,
      area: change.area,
      subject: change.subject,
      field: change.field,
      before: change.before,
      after: change.after,
    })),
  );
}

/**
 * Changes a group's draft (made from the newest version when there is none) by `edit`, which
 * changes the document it is given. Refuses, changing nothing, a change the actor may not make;
 * audits each changed field. Answers the changes.
 */
export async function changeDraft(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  edit: (document: GroupDocument) => void,
): Promise<OfferChange[]> {
  return db.transaction(async (tx) => {
    await lockGroupOffer(tx, groupKey);
    const { document, base, draft } = await draftOrNewest(tx, groupKey);
    const next = structuredClone(document);
    edit(next);
    const changes = diffOfferDocuments(document, next);
    if (changes.length === 0) return [];
    refuseWhatTheyMayNot(actor, changes);
    const values = {
      document: next,
      baseVersion: draft?.baseVersion ?? base.version,
      updatedBy: actor.staffId,
      updatedAt: new Date(),
    };
    await tx
      .insert(groupDrafts)
      .values({ groupKey, ...values })
      .onConflictDoUpdate({ target: groupDrafts.groupKey, set: values });
    await audit(tx, { groupKey, actor, action: 'draft', version: null }, changes);
    return changes;
  });
}

/** Drops a group's draft; what it changed is audited as discarded. */
export async function discardDraft(db: Database, actor: OfferActor, groupKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroupOffer(tx, groupKey);
    const { base, draft } = await draftOrNewest(tx, groupKey);
    if (!draft) throw new AppError('NOT_FOUND', 'There is no draft to discard.');
    const changes = diffOfferDocuments(base.document, draft.document);
    refuseWhatTheyMayNot(actor, changes);
    await tx.delete(groupDrafts).where(eq(groupDrafts.groupKey, groupKey));
    await audit(tx, { groupKey, actor, action: 'discard', version: null }, changes);
  });
}

/** The problems that keep a document from being published: the files' rules, and route prefixes across groups. */
export function publishProblems(groupKey: string, document: GroupDocument, registry: TenantRegistry): string[] {
  const { tenant, problems } = inspectGroupDocument(groupKey, document);
  const named = problems.map((p) => `${p.file} ${p.field}: ${p.message}`.replace(/ :/, ':'));
  const prefix = tenant?.config.route_prefix;
  if (prefix)
    for (const [key, other] of registry.groups)
      if (key !== groupKey && other.config.route_prefix === prefix)
        named.push(`group route_prefix: '${prefix}' is also the prefix of ${key}`);
  return named;
}

/**
 * Refuses a version after which the group would take orders on account that no billing account
 * bills (decision 027): its bypass codes need an account of the whole group, opened under Billing.
 */
async function refuseUnbilledOrders(tx: Tx, groupKey: string, document: GroupDocument, what: string): Promise<void> {
  const { tenant } = inspectGroupDocument(groupKey, document);
  if (!tenant) return;
  const accounts = await tx
    .select({ storeCode: billingAccounts.storeCode })
    .from(billingAccounts)
    .where(eq(billingAccounts.groupKey, groupKey));
  const problem = unbilledOrdersProblem(
    tenant.config,
    tenant.secrets,
    accounts.map((a) => a.storeCode),
  );
  if (problem) throw new AppError('UNPROCESSABLE', `${what}: ${problem}.`);
}

/**
 * What the checks warn of in a document, which does not stop a publish (a store listed without an
 * address): the same warnings as `tenants:check`. None while the document has problems: those come first.
 */
export function publishWarnings(groupKey: string, document: GroupDocument): string[] {
  const { tenant } = inspectGroupDocument(groupKey, document);
  return tenant ? groupWarnings(tenant.config).map((warning) => warning.message) : [];
}

/** A version's time as the console writes it, in the provider's zone: the zone staff typed it in. */
const whenText = (at: Date, timeZone: string) => consoleDateTime(at.getTime(), timeZone);

/**
 * Publishes a group's draft as its next version, now or at `liveAt`, checked as the files are;
 * audits each change with the version; removes the draft. A publish set for a time before a version
 * already set for later is refused: the later one would undo it.
 */
export async function publishDraft(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  options: { liveAt: Date | null; registry: TenantRegistry; clock: OfferClock; timeZone: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockGroupOffer(tx, groupKey);
    const { base, draft } = await draftOrNewest(tx, groupKey);
    if (!draft) throw new AppError('CONFLICT', 'There is no draft to publish: change something first.');
    const changes = diffOfferDocuments(base.document, draft.document);
    if (changes.length === 0) throw new AppError('CONFLICT', 'The draft changes nothing: there is nothing to publish.');
    refuseWhatTheyMayNot(actor, changes);
    const problems = publishProblems(groupKey, draft.document, options.registry);
    if (problems.length > 0) throw new AppError('UNPROCESSABLE', `The draft cannot be published: ${problems.join('; ')}.`);
    await refuseUnbilledOrders(tx, groupKey, draft.document, 'The draft cannot be published');
    const liveAt = options.liveAt ?? options.clock.now();
    await refuseBeforeScheduled(tx, groupKey, liveAt, options.timeZone);
    const version = await insertVersion(tx, {
      groupKey,
      document: draft.document,
      publishedBy: actor.staffId,
      liveAt,
      note: options.liveAt ? `Published for ${whenText(options.liveAt, options.timeZone)}` : 'Published',
    });
    await tx.delete(groupDrafts).where(eq(groupDrafts.groupKey, groupKey));
    await audit(tx, { groupKey, actor, action: 'publish', version }, changes);
    return version;
  });
}

async function refuseBeforeScheduled(tx: Tx, groupKey: string, liveAt: Date, timeZone: string): Promise<void> {
  const [later] = await tx
    .select({ version: groupVersions.version, liveAt: groupVersions.liveAt })
    .from(groupVersions)
    .where(and(eq(groupVersions.groupKey, groupKey), gt(groupVersions.liveAt, liveAt)))
    .orderBy(desc(groupVersions.liveAt))
    .limit(1);
  if (later)
    throw new AppError(
      'CONFLICT',
      `Version ${later.version} goes live at ${whenText(later.liveAt, timeZone)}; publish after it, or withdraw it first.`,
    );
}

/** Publishes an earlier version's document again, now, as the next version. */
export async function rollBack(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  version: number,
  options: { registry: TenantRegistry; clock: OfferClock; timeZone: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockGroupOffer(tx, groupKey);
    const [old] = await tx
      .select({ document: groupVersions.document, liveAt: groupVersions.liveAt })
      .from(groupVersions)
      .where(and(eq(groupVersions.groupKey, groupKey), eq(groupVersions.version, version)));
    if (!old) throw new AppError('NOT_FOUND', `There is no version ${version}.`);
    const base = await newestVersion(tx, groupKey);
    const changes = diffOfferDocuments(base.document, old.document);
    if (changes.length === 0) throw new AppError('CONFLICT', `Version ${version} is what is published already.`);
    refuseWhatTheyMayNot(actor, changes);
    const problems = publishProblems(groupKey, old.document as GroupDocument, options.registry);
    if (problems.length > 0)
      throw new AppError('UNPROCESSABLE', `Version ${version} cannot be published again: ${problems.join('; ')}.`);
    await refuseUnbilledOrders(tx, groupKey, old.document as GroupDocument, `Version ${version} cannot be published again`);
    const now = options.clock.now();
    await refuseBeforeScheduled(tx, groupKey, now, options.timeZone);
    const next = await insertVersion(tx, {
      groupKey,
      document: old.document as GroupDocument,
      publishedBy: actor.staffId,
      liveAt: now,
      note: `Rolled back to version ${version}`,
    });
    await audit(tx, { groupKey, actor, action: 'rollback', version: next }, changes);
    return next;
  });
}

/** Withdraws a version set for later, before its time. */
export async function withdrawVersion(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  version: number,
  clock: OfferClock,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroupOffer(tx, groupKey);
    // The database refuses to remove a version whose live_at has come by its own now(): a test clock
    // runs ahead of the real one, never behind, so what this lets through it lets through too.
    const [row] = await tx
      .select({ document: groupVersions.document, liveAt: groupVersions.liveAt })
      .from(groupVersions)
      .where(
        and(eq(groupVersions.groupKey, groupKey), eq(groupVersions.version, version), gt(groupVersions.liveAt, clock.now())),
      );
    if (!row) throw new AppError('CONFLICT', `Version ${version} is not set for later: roll back to an earlier version instead.`);
    const [before] = await tx
      .select({ document: groupVersions.document })
      .from(groupVersions)
      .where(and(eq(groupVersions.groupKey, groupKey), sql`${groupVersions.version} < ${version}`))
      .orderBy(desc(groupVersions.version))
      .limit(1);
    const changes = diffOfferDocuments(before?.document, row.document);
    refuseWhatTheyMayNot(actor, changes);
    await tx.delete(groupVersions).where(and(eq(groupVersions.groupKey, groupKey), eq(groupVersions.version, version)));
    await audit(tx, { groupKey, actor, action: 'withdraw', version }, changes);
  });
}
