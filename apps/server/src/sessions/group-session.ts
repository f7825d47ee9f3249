import type { FastifyRequest } from 'fastify';
import type { Tenant } from '@portal/tenants/server';
import { AppError } from '../errors/app-error';
import { hasSession } from './session-cookies';

/** A group with a password serves its orders, past and new, only to a browser logged in to it. */
export function assertGroupSession(request: FastifyRequest, tenant: Tenant, what: 'order' | 'see the orders'): void {
  assertGroupUnlocked(tenant, hasSession(request, 'group', tenant.config.key), what);
}

/** As assertGroupSession, for a caller that knows whether the group's password was given (`unlocked`). */
export function assertGroupUnlocked(tenant: Tenant, unlocked: boolean, what: 'order' | 'see the orders'): void {
  if (tenant.secrets.password !== null && !unlocked) {
    throw new AppError(
      'UNAUTHORIZED',
      what === 'order' ? `Log in to order for ${tenant.config.title}.` : `Log in to see the orders of ${tenant.config.title}.`,
    );
  }
}

/**
 * Only the group's admin session (admin mode on the orders screen): the shared admin password.
 * A staff member's console session is not one: staff never decide a dealership's approvals.
 */
export function assertGroupAdmin(request: FastifyRequest, tenant: Tenant, what: string): void {
  if (!hasSession(request, 'admin', tenant.config.key)) throw new AppError('FORBIDDEN', `Turn on admin mode to ${what}.`);
}
