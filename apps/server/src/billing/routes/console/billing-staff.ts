import type { FastifyRequest } from 'fastify';
import type { BillingActor } from '../../billing-actor';
import { assertMayManageBilling, staffOf } from '../../../sessions/staff-session';

/** The staff member changing the money side, once it is clear they may (admins and accounts); 403 before anything is read otherwise. */
export function billingManager(request: FastifyRequest): BillingActor & { scope: string[] | null } {
  const staff = staffOf(request);
  assertMayManageBilling(staff);
  return { staffId: staff.id, label: staff.email, requestId: request.id, scope: staff.scope };
}
