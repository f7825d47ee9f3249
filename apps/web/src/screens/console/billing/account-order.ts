import type { BillingAccount, ConsoleGroupsAnswer } from '@portal/domain';

/** Each group's stores by group key, as the console's groups answer lists them. */
export type GroupStores = Readonly<Record<string, readonly { code: string; name: string }[]>>;

export function storesOf(answer: ConsoleGroupsAnswer): GroupStores {
  return Object.fromEntries(answer.groups.map((group) => [group.key, group.stores.map(({ code, name }) => ({ code, name }))]));
}

/** One account per group and per store billed apart: this names which. */
export const accountKey = (groupKey: string, storeCode: string) => `${groupKey}/${storeCode.toUpperCase()}`;

/** By group as people read it (its title), the group's own account first, then its stores by name. */
export function sortAccounts<Account extends BillingAccount>(accounts: readonly Account[]): Account[] {
  const storeName = (account: BillingAccount) => account.store_name ?? account.store_code;
  return [...accounts].sort(
    (a, b) =>
      a.group_title.localeCompare(b.group_title) ||
      a.group_key.localeCompare(b.group_key) ||
      Number(a.store_code !== '') - Number(b.store_code !== '') ||
      storeName(a).localeCompare(storeName(b)),
  );
}
