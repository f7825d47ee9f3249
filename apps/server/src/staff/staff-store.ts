import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole } from '@portal/domain';
import type { Database } from '../db/database';
import { auditLog, sessions, staff, staffGroups, staffRecoveryCodes, type AUDIT_FIELDS } from '../db/schema';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from '../errors/database-error-log';

export type StaffRow = typeof staff.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An active staff member with their groups. */
export interface StaffAccount {
  row: StaffRow;
  groups: string[];
}

/** Who made a staff change: a staff member in the console, or someone at the shell (npm run staff). */
export interface StaffActor {
  staffId: string | null;
  /** The staff member's e-mail, or 'shell'. */
  label: string;
  requestId: string;
}

/** One address, one account: e-mails are kept and compared in lower case. */
export const normalizeStaffEmail = (email: string): string => email.trim().toLowerCase();

export const LAST_ADMIN = 'The last admin cannot stop being one. Make another staff member admin first.';
export const NO_SUCH_STAFF = 'No such staff member.';
export const REP_NEEDS_GROUPS = 'A rep needs at least one group.';
export const ONLY_REPS_HAVE_GROUPS = 'Only reps are given groups: admins, accounts and viewers see every group.';
export const emailTaken = (email: string) => `${email} already has a staff account.`;

/** The answer form of a staff member: never the hash. */
export function toStaffMember({ row, groups }: StaffAccount): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    groups: [...groups].sort(),
    created_at: row.createdAt.getTime(),
    updated_at: row.updatedAt.getTime(),
    second_factor: row.totpEnabledAt !== null,
  };
}

async function groupsOf(db: Database | Tx, ids: string[]): Promise<Map<string, string[]>> {
  const byStaff = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byStaff;
  const rows = await db.select().from(staffGroups).where(inArray(staffGroups.staffId, ids)).orderBy(asc(staffGroups.groupKey));
  for (const row of rows) byStaff.get(row.staffId)?.push(row.groupKey);
  return byStaff;
}

/** The active account with this e-mail, or null: the login's lookup. */
export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.email, normalizeStaffEmail(email)), isNull(staff.removedAt)));
  return row ?? null;
}

/** The active account with this id and its groups, or null. */
export async function loadStaff(db: Database | Tx, id: string): Promise<StaffAccount | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)));
  if (!row) return null;
  return { row, groups: (await groupsOf(db, [row.id])).get(row.id) ?? [] };
}

/** Every active account, by name. */
export async function listStaff(db: Database): Promise<StaffAccount[]> {
  const rows = await db.select().from(staff).where(isNull(staff.removedAt)).orderBy(asc(staff.name), asc(staff.email));
  const groups = await groupsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, groups: groups.get(row.id) ?? [] }));
}

/** The group's staff reps (active, role rep, the group among theirs), by name: whom its footer may name. */
export async function staffRepsOf(db: Database, groupKey: string): Promise<{ email: string; name: string }[]> {
  return db
    .select({ email: staff.email, name: staff.name })
    .from(staffGroups)
    .innerJoin(staff, eq(staff.id, staffGroups.staffId))
    .where(and(isNull(staff.removedAt), eq(staff.role, 'rep'), eq(staffGroups.groupKey, groupKey)))
    .orderBy(asc(staff.name), asc(staff.email));
}

async function audit(
  tx: Tx,
  actor: StaffActor,
  field: (typeof AUDIT_FIELDS)[number],
  subject: string,
  change: { old?: string | null; new?: string | null } = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    groupKey: '',
    field,
    // The account the action was about, then the values: 'rowan.pike@… rep' → 'rowan.pike@… admin'.
    oldValue: change.old === undefined ? null : `${subject} ${change.old ?? ''}`.trim(),
    newValue: change.new === undefined ? subject : `${subject} ${change.new ?? ''}`.trim(),
    actor: actor.label,
    staffId: actor.staffId,
    requestId: actor.requestId,
  });
}

/** Checks a role and its groups against each other and the known groups; throws a 400 otherwise. */
export function checkRoleAndGroups(role: StaffRole, groups: readonly string[], knownGroups: ReadonlySet<string>): string[] {
  const unique = [...new Set(groups)];
  for (const group of unique)
    if (!knownGroups.has(group)) throw new AppError('INVALID_INPUT', `No dealership group is called '${group}'.`);
  if (role === 'rep' && unique.length === 0) throw new AppError('INVALID_INPUT', REP_NEEDS_GROUPS);
  if (role !== 'rep' && unique.length > 0) throw new AppError('INVALID_INPUT', ONLY_REPS_HAVE_GROUPS);
  return unique.sort();
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  groups: string[];
  passwordHash: string;
}

/** Adds an account; an e-mail already in use is 409. */
export async function addStaff(db: Database, input: NewStaff, actor: StaffActor): Promise<StaffAccount> {
  const email = normalizeStaffEmail(input.email);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ email, name: input.name, role: input.role, passwordHash: input.passwordHash })
        .returning();
      if (!row) throw new Error('insert returned no staff row');
      if (input.groups.length > 0)
        await tx.insert(staffGroups).values(input.groups.map((groupKey) => ({ staffId: row.id, groupKey })));
      await audit(tx, actor, 'staff_added', email, { new: `${input.role} ${input.groups.join(',')}` });
      return { row, groups: input.groups };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', emailTaken(email));
    throw error;
  }
}

/** Locks every active admin's row, so two admins demoting each other at once cannot leave none. */
async function lockAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.removedAt)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((r) => r.id);
}

async function lockedAccount(tx: Tx, id: string): Promise<StaffAccount> {
  const [row] = await tx
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_STAFF);
  return { row, groups: (await groupsOf(tx, [id])).get(id) ?? [] };
}

export interface StaffChanges {
  name?: string | undefined;
  role?: StaffRole | undefined;
  groups?: string[] | undefined;
}

/**
 * Changes a name, role or groups. A change of role or groups ends the account's sessions (its
 * session epoch moves on). The last admin stays admin.
 */
export async function updateStaff(
  db: Database,
  id: string,
  changes: StaffChanges,
  knownGroups: ReadonlySet<string>,
  actor: StaffActor,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const current = await lockedAccount(tx, id);
    const role = changes.role ?? current.row.role;
    // A rep made admin or viewer loses their groups; otherwise the groups sent, or the ones held.
    const groups = checkRoleAndGroups(role, changes.groups ?? (role === 'rep' ? current.groups : []), knownGroups);
    if (current.row.role === 'admin' && role !== 'admin' && admins.length <= 1) throw new AppError('CONFLICT', LAST_ADMIN);
    const roleChanged = role !== current.row.role;
    const groupsChanged = groups.join(',') !== [...current.groups].sort().join(',');
    const name = changes.name ?? current.row.name;
    const [row] = await tx
      .update(staff)
      .set({
        name,
        role,
        updatedAt: new Date(),
        ...(roleChanged || groupsChanged ? { sessionEpoch: sql`${staff.sessionEpoch} + 1` } : {}),
      })
      .where(eq(staff.id, id))
      .returning();
    if (roleChanged || groupsChanged) await endSessionsOf(tx, id);
    if (groupsChanged) {
      await tx.delete(staffGroups).where(eq(staffGroups.staffId, id));
      if (groups.length > 0) await tx.insert(staffGroups).values(groups.map((groupKey) => ({ staffId: id, groupKey })));
      await audit(tx, actor, 'staff_groups', current.row.email, { old: current.groups.join(','), new: groups.join(',') });
    }
    if (roleChanged) await audit(tx, actor, 'staff_role', current.row.email, { old: current.row.role, new: role });
    if (name !== current.row.name) await audit(tx, actor, 'staff_name', current.row.email, { old: current.row.name, new: name });
    return { row: row!, groups };
  });
}

/** Sets a new password hash and ends the account's sessions. */
export async function resetStaffPassword(
  db: Database,
  id: string,
  passwordHash: string,
  actor: StaffActor,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const current = await lockedAccount(tx, id);
    const [row] = await tx
      .update(staff)
      .set({ passwordHash, sessionEpoch: sql`${staff.sessionEpoch} + 1`, updatedAt: new Date() })
      .where(eq(staff.id, id))
      .returning();
    await endSessionsOf(tx, id);
    await audit(tx, actor, 'staff_password_reset', current.row.email);
    return { row: row!, groups: current.groups };
  });
}

/** Removes an account: it can no longer log in, its sessions end, its name stays on what it did. */
export async function removeStaff(db: Database, id: string, actor: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const current = await lockedAccount(tx, id);
    if (current.row.role === 'admin' && admins.length <= 1) throw new AppError('CONFLICT', LAST_ADMIN);
    await tx
      .update(staff)
      .set({ removedAt: new Date(), sessionEpoch: sql`${staff.sessionEpoch} + 1`, updatedAt: new Date() })
      .where(eq(staff.id, id));
    await tx.delete(staffGroups).where(eq(staffGroups.staffId, id));
    await endSessionsOf(tx, id);
    await audit(tx, actor, 'staff_removed', current.row.email, { old: current.row.role });
  });
}

/**
 * Ends an account's console sessions, all of them, all but one, or one (by handle); answers the
 * handles it ended. The session epoch already refuses them after a change of password, role or
 * groups; ending the rows keeps the account's list of sessions true.
 */
export async function endSessionsOf(
  db: Database | Tx,
  staffId: string,
  which: { except?: string; only?: string } = {},
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(sessions.staffId, staffId),
        isNull(sessions.endedAt),
        which.except ? ne(sessions.id, which.except) : undefined,
        which.only ? eq(sessions.id, which.only) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** Records that a staff member ended sessions: their own others, one of theirs, or all of another member's. */
export async function auditSessionsEnded(db: Database, actor: StaffActor, subject: string, count: number): Promise<void> {
  await db.transaction((tx) => audit(tx, actor, 'staff_sessions_ended', subject, { new: String(count) }));
}

/** Records a login or logout in the audit log. */
export async function auditSession(db: Database, actor: StaffActor & { staffId: string }, field: 'staff_login' | 'staff_logout') {
  await db.transaction((tx) => audit(tx, actor, field, actor.label));
}

/** How many accounts were ever made: the demo staff are made only on a database that never had one. */
export async function countStaff(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staff);
  return row?.n ?? 0;
}

// ---- the second factor (staff/second-factor.ts draws the keys and checks the codes) ----

/** Turns the account's second factor on with a new key (sealed) and new recovery codes (hashes). */
export async function enableSecondFactor(
  db: Database,
  staffId: string,
  factor: { sealedSecret: string; step: number; recoveryHashes: string[] },
  actor: StaffActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedAccount(tx, staffId);
    await tx
      .update(staff)
      .set({ totpSecret: factor.sealedSecret, totpEnabledAt: new Date(), totpLastStep: factor.step, updatedAt: new Date() })
      .where(eq(staff.id, staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(factor.recoveryHashes.map((codeHash) => ({ staffId, codeHash })));
    await audit(tx, actor, 'staff_second_factor_enrolled', current.row.email);
  });
}

/** Removes an account's second factor and recovery codes (a lost phone) and ends its sessions. */
export async function resetSecondFactor(db: Database, staffId: string, actor: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedAccount(tx, staffId);
    await tx
      .update(staff)
      .set({
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        sessionEpoch: sql`${staff.sessionEpoch} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(staff.id, staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await endSessionsOf(tx, staffId);
    await audit(tx, actor, 'staff_second_factor_reset', current.row.email);
  });
}

/** Records a code's time step as used, unless a later or equal one was (two requests at once): true when it was not. */
export async function useTotpStep(db: Database, staffId: string, step: number): Promise<boolean> {
  const used = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
    .returning({ id: staff.id });
  return used.length === 1;
}

/** Spends one of the account's recovery codes: true when it was there and unspent. */
export async function spendRecoveryCode(db: Database, staffId: string, codeHash: string, actor: StaffActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ codeHash: staffRecoveryCodes.codeHash });
    if (spent.length === 0) return false;
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
    await audit(tx, actor, 'staff_recovery_code_used', actor.label, { new: `${left?.n ?? 0} left` });
    return true;
  });
}
