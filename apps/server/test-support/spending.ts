import type { SpendingRules } from '@portal/domain';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import { registry } from './test-app';

/**
 * The tests' registry with Tidewater's spending rules as a test needs them: a copy of the demo's,
 * changed by `change`. The answer's `rules` is the copy the app reads on each order, so a test may
 * change it again once it knows what its orders cost (a budget with room for exactly one).
 */
export function withTidewaterRules(change: (rules: SpendingRules) => void = () => undefined): {
  registry: TenantRegistry;
  rules: SpendingRules;
} {
  const tenant = registry.groups.get('tidewater');
  if (!tenant?.secrets.spending) throw new Error('the demo group tidewater has no spending rules');
  const rules = structuredClone(tenant.secrets.spending);
  change(rules);
  const changed: Tenant = { ...tenant, secrets: { ...tenant.secrets, spending: rules } };
  const groups = new Map(registry.groups);
  groups.set('tidewater', changed);
  return { registry: { ...registry, groups }, rules };
}

/** Tidewater's bypass codes' keys (bypassCodeKey), as its secrets.json names their caps. */
export const TIDEWATER_CODE_KEYS = { account: '5cpJYznHsKgF', serviceDesk: 'oGYBFe3gbVJT' } as const;
