import type { ConsoleBillingAccountAddBody } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import { addAccount } from '../billing/account-store';
import type { Database } from '../db/database';
import { billingAccounts } from '../db/schema';

/**
 * Opens the demo groups' billing accounts (packages/tenants/demo-billing-accounts.json) that the
 * database does not have yet (for the same group and store), as staff would in the console (audited
 * as 'system'): a demo database made before a group took orders on account gets its account too.
 * Answers how many it opened.
 */
export async function ensureDemoBillingAccounts(
  db: Database,
  registry: TenantRegistry,
  accounts: readonly ConsoleBillingAccountAddBody[],
): Promise<number> {
  const open = await db
    .select({ groupKey: billingAccounts.groupKey, storeCode: billingAccounts.storeCode })
    .from(billingAccounts);
  const taken = new Set(open.map((a) => `${a.groupKey}/${a.storeCode}`));
  const missing = accounts.filter((a) => !taken.has(`${a.group_key}/${a.store_code}`));
  const actor = { staffId: null, label: 'system', requestId: 'demo' };
  for (const account of missing) await addAccount(db, registry, actor, account);
  return missing.length;
}
