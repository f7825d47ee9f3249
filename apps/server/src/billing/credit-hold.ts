import { creditHoldMessage } from '@portal/domain';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { localDay } from '../time/local-time';
import { accountForOrder } from './account-store';
import { accountStandings } from './account-standing';

/**
 * Why an order on account cannot be placed now, or null: the account it would bill to is on
 * credit hold. The message names the group's account representative to call (the provider's desk
 * when the group names none); the buyer's cart is kept.
 */
export async function creditHoldAtCheckout(
  db: Database,
  settings: { registry: TenantRegistry; timeZone: string },
  tenant: Tenant,
  storeCode: string,
): Promise<string | null> {
  const account = await accountForOrder(db, { groupKey: tenant.config.key, storeCode });
  if (!account) return null;
  const [standing] = await accountStandings(db, { scope: null, accountId: account.id }, localDay(Date.now(), settings.timeZone));
  if (!standing?.hold) return null;
  const rep = tenant.config.account_reps[0];
  const contact = rep ?? { name: settings.registry.provider.name, phone: settings.registry.provider.main_phone };
  return creditHoldMessage(account.name, standing.hold, contact);
}
