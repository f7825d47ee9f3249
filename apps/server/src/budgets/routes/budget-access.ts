import type { FastifyRequest } from 'fastify';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import { findTenant } from '../../context/app-context';
import { AppError } from '../../errors/app-error';
import { hasSession } from '../../sessions/session-cookies';
import type { Database } from '../../db/database';
import { NOT_YOUR_GROUP, seesGroup, staffEditingGroup, staffOf } from '../../sessions/staff-session';

export const BUDGETS_IN_ADMIN_MODE = (title: string) => `The budgets of ${title} are shown in admin mode.`;

/** The group a console read of budgets names, once the staff member sees it (404 for no group, 403 for another's). */
export function consoleBudgetGroup(request: FastifyRequest, registry: TenantRegistry, groupKey: string): Tenant {
  const tenant = findTenant(registry, groupKey);
  if (!seesGroup(staffOf(request), groupKey)) throw new AppError('FORBIDDEN', NOT_YOUR_GROUP(tenant.config.title));
  return tenant;
}

/** Who reads a group's budgets on its orders screen: its admin mode, or a staff member who works for it. */
export interface AdminModeReader {
  tenant: Tenant;
  /** The staff member whose console session is the admin mode; null for the group's admin password. */
  staff: { id: string; email: string } | null;
}

/**
 * The group whose budgets its orders screen shows: in admin mode only, since what each store spends
 * is the purchasing manager's business, not every buyer's (the group password is shared). Admin
 * mode is what the orders screen's other admin calls take: the group's admin session, or the
 * console session of an admin or a rep of the group (staffEditingGroup).
 */
export async function adminModeBudgetGroup(
  request: FastifyRequest,
  db: Database,
  registry: TenantRegistry,
  groupKey: string,
): Promise<AdminModeReader> {
  const tenant = findTenant(registry, groupKey);
  if (hasSession(request, 'admin', groupKey)) return { tenant, staff: null };
  const staff = await staffEditingGroup(request, db, groupKey);
  if (!staff) throw new AppError('FORBIDDEN', BUDGETS_IN_ADMIN_MODE(tenant.config.title));
  return { tenant, staff: { id: staff.id, email: staff.email } };
}
