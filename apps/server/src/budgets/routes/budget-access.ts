import type { FastifyRequest } from 'fastify';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import { findTenant } from '../../context/app-context';
import { AppError } from '../../errors/app-error';
import { hasSession } from '../../sessions/session-cookies';
import { NOT_YOUR_GROUP, seesGroup, staffOf } from '../../sessions/staff-session';

export const BUDGETS_IN_ADMIN_MODE = (title: string) => `The budgets of ${title} are shown in admin mode.`;

/** The group a console read of budgets names, once the staff member sees it (404 for no group, 403 for another's). */
export function consoleBudgetGroup(request: FastifyRequest, registry: TenantRegistry, groupKey: string): Tenant {
  const tenant = findTenant(registry, groupKey);
  if (!seesGroup(staffOf(request), groupKey)) throw new AppError('FORBIDDEN', NOT_YOUR_GROUP(tenant.config.title));
  return tenant;
}

/**
 * The group whose budgets its orders screen shows: in admin mode only, since what each store spends
 * is the purchasing manager's business, not every buyer's (the group password is shared).
 */
export function adminModeBudgetGroup(request: FastifyRequest, registry: TenantRegistry, groupKey: string): Tenant {
  const tenant = findTenant(registry, groupKey);
  if (!hasSession(request, 'admin', groupKey)) throw new AppError('FORBIDDEN', BUDGETS_IN_ADMIN_MODE(tenant.config.title));
  return tenant;
}
