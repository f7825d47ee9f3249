import {
  HOLD_RELEASED_ALREADY,
  holdReleaseRefusal,
  mayReleaseHold,
  NO_SUCH_HOLD,
  type ConsoleOrderHold,
  type StaffRole,
} from '@portal/domain';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import type { Scope } from '../order-store/board-query';
import { findHold, openHoldsOfOrder, releaseHold, toConsoleOrderHold } from '../order-store/order-holds';
import { findScopedOrder } from './board-store';

/** Who releases a hold: the staff member, with the role the hold's reason is checked against. */
export interface HoldReleaser {
  staffId: string;
  email: string;
  role: StaffRole;
  scope: Scope;
  requestId: string;
}

/**
 * Releases one open hold of an order in the staff member's scope (404 outside it, as the order
 * itself is), if their role may release a hold of its reason (403 otherwise); one released
 * meanwhile is 409. Answers the order's holds still open. The invoice a hold kept back is issued
 * where it falls due: at shipment, or by the sweep for an order that reached its moment already.
 */
export async function releaseOrderHold(
  db: Database,
  staff: HoldReleaser,
  release: { orderId: string; holdId: string; note: string | null },
): Promise<ConsoleOrderHold[]> {
  return db.transaction(async (tx) => {
    const order = await findScopedOrder(tx, staff.scope, release.orderId, false, true);
    const hold = await findHold(tx, order.id, release.holdId);
    if (!hold) throw new AppError('NOT_FOUND', NO_SUCH_HOLD);
    if (!mayReleaseHold(staff.role, hold.reason)) throw new AppError('FORBIDDEN', holdReleaseRefusal(hold.reason));
    if (hold.releasedAt) throw new AppError('CONFLICT', HOLD_RELEASED_ALREADY);
    await releaseHold(tx, { staffId: staff.staffId, label: staff.email, requestId: staff.requestId }, hold, release.note);
    return (await openHoldsOfOrder(tx, order.id)).map(toConsoleOrderHold);
  });
}
