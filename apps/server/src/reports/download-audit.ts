import type { FastifyRequest } from 'fastify';
import type { StaffPrincipal } from '../sessions/staff-session';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

/** Records a download of orders or spend as a staff action: who, which group ('' for several), and what was asked. */
export async function auditDownload(
  db: Database,
  request: FastifyRequest,
  staff: StaffPrincipal,
  field: 'orders_exported' | 'spend_exported',
  group: string | undefined,
  asked: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    groupKey: group ?? '',
    field,
    newValue: JSON.stringify(asked),
    actor: staff.email,
    staffId: staff.id,
    requestId: request.id,
  });
}
