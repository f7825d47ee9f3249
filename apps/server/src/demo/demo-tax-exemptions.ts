import type { DemoTaxExemption } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { billingAccounts } from '../db/schema';
import { ensureTaxExemptions } from '../tax/tax-exemptions-store';

/**
 * Puts the demo's tax exemption certificates (packages/tenants/demo-tax-exemptions.json) on file
 * for the demo billing accounts they name, unless one of the number is there already (audited as
 * 'system'): an exempt account's order shows no tax. Answers how many it put on file.
 */
export async function ensureDemoTaxExemptions(db: Database, certificates: readonly DemoTaxExemption[]): Promise<number> {
  const accounts = await db
    .select({ id: billingAccounts.id, groupKey: billingAccounts.groupKey, storeCode: billingAccounts.storeCode })
    .from(billingAccounts);
  const named = certificates.flatMap((certificate) => {
    const account = accounts.find((a) => a.groupKey === certificate.group_key && a.storeCode === certificate.store_code);
    return account ? [{ ...certificate, accountId: account.id, groupKey: account.groupKey }] : [];
  });
  return ensureTaxExemptions(db, { staffId: null, label: 'system', requestId: 'demo' }, named);
}
