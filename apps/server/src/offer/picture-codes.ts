import { codeCategories, type CodeCategories } from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';

/**
 * The codes the other live groups offer, by category: an item entering this group's draft must be of
 * the same category under a code they hold, as pictures are shared by code (pictureCodeClash).
 */
export function otherGroupsCodes(registry: TenantRegistry, groupKey: string): CodeCategories {
  return codeCategories(
    [...registry.groups]
      .filter(([key]) => key !== groupKey)
      .map(([, tenant]) => ({ title: tenant.config.title, items: tenant.catalogue })),
  );
}
