import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAYMENT_TERMS_LABELS, type BuyerInvoicesAnswer, type OrderInvoice, type StatementSnapshot } from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { billingAccounts, invoices, statements } from '../db/schema';
import { AppError } from '../errors/app-error';
import { localDay } from '../time/local-time';
import { accountStandings } from './account-standing';
import type { BillingSettings } from './invoice-issuing';
import { invoicesWithSums, NO_SUCH_INVOICE, type InvoiceRow } from './ledger-store';

/** Each order's invoice, for the buyer's orders screen: one statement for a page of orders. */
export async function orderInvoices(db: Database, orderIds: readonly string[]): Promise<Map<string, OrderInvoice>> {
  const byOrder = new Map<string, OrderInvoice>();
  if (orderIds.length === 0) return byOrder;
  const rows = await invoicesWithSums(db, inArray(invoices.orderId, [...orderIds]), orderIds.length);
  for (const summary of rows)
    byOrder.set(summary.order_id, {
      id: summary.id,
      number: summary.number,
      status: summary.status,
      due_on: summary.due_on,
      outstanding_cents: summary.outstanding_cents,
    });
  return byOrder;
}

/** A group's billing as its buyers see it: its accounts' balances and credit, its invoices, its statements. */
export async function groupBilling(db: Database, settings: BillingSettings, tenant: Tenant): Promise<BuyerInvoicesAnswer> {
  const key = tenant.config.key;
  const accounts = await db.select().from(billingAccounts).where(eq(billingAccounts.groupKey, key));
  const standings = await accountStandings(db, { scope: [key] }, localDay(Date.now(), settings.timeZone));
  const invoiceRows = await invoicesWithSums(db, eq(invoices.groupKey, key), 200);
  const statementRows =
    accounts.length === 0
      ? []
      : await db
          .select({ statement: statements, accountName: billingAccounts.name })
          .from(statements)
          .innerJoin(billingAccounts, eq(billingAccounts.id, statements.accountId))
          .where(eq(billingAccounts.groupKey, key))
          .orderBy(desc(statements.period), billingAccounts.name)
          .limit(36);
  return {
    accounts: accounts.map((account) => {
      const standing = standings.find((s) => s.accountId === account.id);
      const balance = standing?.balanceCents ?? 0;
      const limit = account.creditLimitCents;
      return {
        id: account.id,
        name: account.name,
        store_name: account.storeCode
          ? (tenant.config.stores.find((s) => s.code === account.storeCode)?.name ?? account.storeCode)
          : null,
        terms: PAYMENT_TERMS_LABELS[account.terms],
        balance_cents: balance,
        credit_limit_cents: limit,
        credit_left_cents: limit === null ? null : Math.max(0, limit - balance),
        on_hold: standing?.hold != null,
      };
    }),
    invoices: invoiceRows.map((i) => ({
      id: i.id,
      number: i.number,
      account_name: i.account_name,
      order_number: i.order_number,
      issued_on: i.issued_on,
      due_on: i.due_on,
      goods_cents: i.goods_cents,
      freight_cents: i.freight_cents,
      tax_cents: i.tax_cents,
      total_cents: i.total_cents,
      outstanding_cents: i.outstanding_cents,
      status: i.status,
    })),
    statements: statementRows.map(({ statement, accountName }) => ({
      id: statement.id,
      account_name: accountName,
      period: statement.period,
      closing_balance_cents: (statement.snapshot as StatementSnapshot).closing_balance_cents,
    })),
  };
}

/** The group's invoice, or a 404 (another group's is as good as none). */
export async function groupInvoice(db: Database, groupKey: string, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.groupKey, groupKey)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_INVOICE);
  return row;
}

export const NO_SUCH_STATEMENT = 'No such statement.';

/** The group's statement as sent, or a 404. */
export async function groupStatement(db: Database, groupKey: string, statementId: string): Promise<StatementSnapshot> {
  const [row] = await db
    .select({ snapshot: statements.snapshot })
    .from(statements)
    .innerJoin(billingAccounts, eq(billingAccounts.id, statements.accountId))
    .where(and(eq(statements.id, statementId), eq(billingAccounts.groupKey, groupKey)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_STATEMENT);
  return row.snapshot as StatementSnapshot;
}
