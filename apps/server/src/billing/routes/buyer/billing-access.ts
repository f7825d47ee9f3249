import type { FastifyRequest } from 'fastify';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { hasSession } from '../../../sessions/session-cookies';
import { readStaffSession, seesGroup } from '../../../sessions/staff-session';

export const INVOICES_IN_ADMIN_MODE = (title: string) => `The invoices of ${title} are shown in admin mode.`;

/**
 * Who may read a group's invoices and statements on its orders screen: with the group's session
 * where the group has a password; where it has none (anyone may order), only in admin mode or a
 * staff member who sees the group, since its balance is not every visitor's business.
 */
export async function assertGroupBillingAccess(request: FastifyRequest, db: Database, tenant: Tenant): Promise<void> {
  const key = tenant.config.key;
  if (hasSession(request, 'admin', key)) return;
  const staff = await readStaffSession(request);
  if (staff && seesGroup(staff, key)) return;
  if (tenant.secrets.password === null) throw new AppError('FORBIDDEN', INVOICES_IN_ADMIN_MODE(tenant.config.title));
  if (!hasSession(request, 'group', key))
    throw new AppError('UNAUTHORIZED', `Log in to see the invoices of ${tenant.config.title}.`);
}
