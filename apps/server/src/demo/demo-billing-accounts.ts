import { count } from 'drizzle-orm';
import type { ConsoleBillingAccountAddBody } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import { addAccount } from '../billing/account-store';
import type { Database } from '../db/database';
import { billingAccounts } from '../db/schema';

/**
 * Opens the demo groups' billing accounts (packages/tenants/demo-billing-accounts.json) on a
 * database that has none, as staff would in the console (audited as 'system'). Answers how many.
 */
export async function ensureDemoBillingAccounts(
  db: Database,
  registry: TenantRegistry,
  accounts: readonly ConsoleBillingAccountAddBody[],
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(billingAccounts);
  if ((row?.n ?? 0) > 0) return 0;
  const actor = { staffId: null, label: 'system', requestId: 'demo' };
  for (const account of accounts) await addAccount(db, registry, actor, account);
  return accounts.length;
}
