import { describe, expect, it } from 'vitest';
import { loadTenants } from './load-tenants';
import { readDemoBillingAccounts } from './demo-billing-accounts';

describe('the demo billing accounts', () => {
  const accounts = readDemoBillingAccounts();
  const registry = loadTenants();

  it('give every group that takes bypass codes (orders on account) an account of its own, and name only real stores', () => {
    const onAccount = [...registry.groups.values()].filter((t) => t.secrets.bypass_codes.length > 0).map((t) => t.config.key);
    const groupAccounts = accounts.filter((a) => a.store_code === '').map((a) => a.group_key);
    expect(groupAccounts.sort()).toEqual(onAccount.sort());
    for (const account of accounts.filter((a) => a.store_code !== '')) {
      const stores = registry.groups.get(account.group_key)?.config.stores.map((s) => s.code) ?? [];
      expect(stores, account.name).toContain(account.store_code);
    }
    expect(new Set(accounts.map((a) => `${a.group_key}/${a.store_code}`)).size).toBe(accounts.length);
  });
});
