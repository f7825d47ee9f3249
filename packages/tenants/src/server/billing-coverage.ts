import type { GroupSecrets } from '@portal/domain';

/**
 * Why a group's orders on account could go unbilled, or null (decision 027). A group that takes
 * bypass codes takes orders on account, and an order bills to its store's account when the store
 * has one, else to the group's: an order placed without a store, or for a store not billed apart,
 * has only the group's. So such a group needs an account of the whole group (store ''); a store's
 * own account is an addition, never enough alone.
 */
export function unbilledOrdersProblem(
  group: { title: string },
  secrets: Pick<GroupSecrets, 'bypass_codes'>,
  accountStores: readonly string[],
): string | null {
  if (secrets.bypass_codes.length === 0 || accountStores.includes('')) return null;
  return `${group.title} takes bypass codes (orders on account) but has no billing account of the whole group to bill them: open one under Billing first`;
}
