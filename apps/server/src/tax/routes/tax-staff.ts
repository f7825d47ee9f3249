import type { FastifyRequest } from 'fastify';
import { assertMayManageBilling, staffOf } from '../../sessions/staff-session';
import type { TaxActor } from '../tax-actor';

/** The staff member changing the tax settings or a certificate, once it is clear they may (admins and accounts); 403 otherwise. */
export function taxManager(request: FastifyRequest): TaxActor & { scope: string[] | null } {
  const staff = staffOf(request);
  assertMayManageBilling(staff);
  return { staffId: staff.id, label: staff.email, requestId: request.id, scope: staff.scope };
}
