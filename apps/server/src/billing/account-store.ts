import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  billingAccountProblems,
  type BillingAccount,
  type ConsoleBillingAccountAddBody,
  type ConsoleBillingAccountUpdateBody,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { billingAccounts, billingAudit } from '../db/schema';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from '../errors/database-error-log';
import type { Scope } from '../order-store/board-query';
import type { BillingActor, Tx } from './billing-actor';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

export const NO_SUCH_ACCOUNT = 'No such billing account.';
export const ACCOUNT_CHANGED_MEANWHILE = 'Someone changed this billing account meanwhile. Reload it and try again.';
export const accountExists = (name: string) => `${name} has a billing account already.`;

/** The condition that keeps a query of accounts inside the staff member's groups. */
export function accountsInScope(scope: Scope) {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(billingAccounts.groupKey, scope);
}

/** The answer form of an account, with the names people know its group and store by. */
export function toBillingAccount(registry: TenantRegistry, row: BillingAccountRow): BillingAccount {
  const tenant = registry.groups.get(row.groupKey);
  return {
    id: row.id,
    group_key: row.groupKey,
    group_title: tenant?.config.title ?? row.groupKey,
    store_code: row.storeCode,
    store_name: row.storeCode ? (tenant?.config.stores.find((s) => s.code === row.storeCode)?.name ?? null) : null,
    name: row.name,
    accounting_name: row.accountingName,
    address: row.address,
    terms: row.terms,
    credit_limit_cents: row.creditLimitCents,
    contacts: row.contacts,
    invoice_when: row.invoiceWhen,
    reminder_days: row.reminderDays,
    hold_lifted_until: row.holdLiftedUntil?.getTime() ?? null,
    version: row.version,
  };
}

/** The settings of an account as they are audited: what staff can change, nothing derived. */
const auditedSettings = (row: BillingAccountRow) => ({
  name: row.name,
  accounting_name: row.accountingName,
  address: row.address,
  terms: row.terms,
  credit_limit_cents: row.creditLimitCents,
  contacts: row.contacts,
  invoice_when: row.invoiceWhen,
  reminder_days: row.reminderDays,
  hold_lifted_until: row.holdLiftedUntil?.toISOString() ?? null,
});

export async function auditBilling(
  tx: Tx | Database,
  actor: BillingActor,
  entry: {
    accountId: string | null;
    groupKey: string;
    action: string;
    subjectId?: string | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await tx.insert(billingAudit).values({
    accountId: entry.accountId,
    groupKey: entry.groupKey,
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actor: actor.label,
    staffId: actor.staffId,
    requestId: actor.requestId,
  });
}

export async function listAccounts(db: Database, scope: Scope): Promise<BillingAccountRow[]> {
  return db
    .select()
    .from(billingAccounts)
    .where(accountsInScope(scope))
    .orderBy(asc(billingAccounts.groupKey), asc(billingAccounts.storeCode));
}

/** The account, if the staff member sees its group; a 404 otherwise, as if it did not exist. */
export async function findAccount(db: Database | Tx, scope: Scope, accountId: string): Promise<BillingAccountRow> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(and(eq(billingAccounts.id, accountId), accountsInScope(scope)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_ACCOUNT);
  return row;
}

function assertSettings(settings: Parameters<typeof billingAccountProblems>[0]): void {
  const problems = Object.values(billingAccountProblems(settings));
  if (problems.length > 0) throw new AppError('INVALID_INPUT', problems.join(' '));
}

const normalizeContacts = (contacts: readonly string[]) => [...new Set(contacts.map((c) => c.trim().toLowerCase()))];

export async function addAccount(
  db: Database,
  registry: TenantRegistry,
  actor: BillingActor,
  body: ConsoleBillingAccountAddBody,
): Promise<BillingAccountRow> {
  const tenant = registry.groups.get(body.group_key);
  if (!tenant) throw new AppError('INVALID_INPUT', `No group '${body.group_key}'.`);
  const storeCode = body.store_code.toUpperCase();
  const store = storeCode ? tenant.config.stores.find((s) => s.code.toUpperCase() === storeCode) : null;
  if (storeCode && !store) throw new AppError('INVALID_INPUT', `${tenant.config.title} has no store '${body.store_code}'.`);
  const contacts = normalizeContacts(body.contacts);
  assertSettings({
    name: body.name,
    accountingName: body.accounting_name,
    terms: body.terms,
    creditLimitCents: body.credit_limit_cents,
    contacts,
    invoiceWhen: body.invoice_when,
    reminderDays: body.reminder_days,
  });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(billingAccounts)
        .values({
          groupKey: tenant.config.key,
          storeCode: store?.code ?? '',
          name: body.name,
          accountingName: body.accounting_name,
          address: body.address,
          terms: body.terms,
          creditLimitCents: body.credit_limit_cents,
          contacts,
          invoiceWhen: body.invoice_when,
          reminderDays: [...body.reminder_days].sort((a, b) => a - b),
        })
        .returning();
      await auditBilling(tx, actor, {
        accountId: row!.id,
        groupKey: row!.groupKey,
        action: 'account_created',
        after: auditedSettings(row!),
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', accountExists(store?.name ?? tenant.config.title));
    throw error;
  }
}

export async function updateAccount(
  db: Database,
  scope: Scope,
  actor: BillingActor,
  accountId: string,
  body: ConsoleBillingAccountUpdateBody,
): Promise<BillingAccountRow> {
  return db.transaction(async (tx) => {
    const current = await findAccount(tx, scope, accountId);
    if (current.version !== body.version) throw new AppError('CONFLICT', ACCOUNT_CHANGED_MEANWHILE);
    const next = {
      name: body.name ?? current.name,
      accountingName: body.accounting_name ?? current.accountingName,
      address: body.address ?? current.address,
      terms: body.terms ?? current.terms,
      creditLimitCents: body.credit_limit_cents === undefined ? current.creditLimitCents : body.credit_limit_cents,
      contacts: body.contacts ? normalizeContacts(body.contacts) : current.contacts,
      invoiceWhen: body.invoice_when ?? current.invoiceWhen,
      reminderDays: body.reminder_days ? [...body.reminder_days].sort((a, b) => a - b) : current.reminderDays,
    };
    assertSettings(next);
    const [updated] = await tx
      .update(billingAccounts)
      .set({ ...next, version: sql`${billingAccounts.version} + 1` })
      .where(and(eq(billingAccounts.id, accountId), eq(billingAccounts.version, body.version)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', ACCOUNT_CHANGED_MEANWHILE);
    await auditBilling(tx, actor, {
      accountId,
      groupKey: current.groupKey,
      action: 'account_changed',
      before: auditedSettings(current),
      after: auditedSettings(updated),
    });
    return updated;
  });
}

/**
 * The account an order bills to: its store's when the store is billed apart, else its group's;
 * null when the group has none.
 */
export async function accountForOrder(
  tx: Tx | Database,
  order: { groupKey: string; storeCode: string },
): Promise<BillingAccountRow | null> {
  const rows = await tx
    .select()
    .from(billingAccounts)
    .where(
      and(
        eq(billingAccounts.groupKey, order.groupKey),
        inArray(billingAccounts.storeCode, order.storeCode ? ['', order.storeCode] : ['']),
      ),
    );
  return rows.find((row) => row.storeCode !== '') ?? rows[0] ?? null;
}
