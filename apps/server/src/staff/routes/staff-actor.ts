import type { FastifyRequest } from 'fastify';
import { assertAdmin, staffOf } from '../../sessions/staff-session';
import type { StaffActor } from '../staff-store';

/** The admin managing staff; anyone else is refused (403) before anything is read. */
export function staffAdmin(request: FastifyRequest): StaffActor {
  const staff = staffOf(request);
  assertAdmin(staff);
  return { staffId: staff.id, label: staff.email, requestId: request.id };
}
