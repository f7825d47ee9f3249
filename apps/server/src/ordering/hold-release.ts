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
import { findHold, holdEvent, openHoldsOfOrder, releaseHold, toConsoleOrderHold } from '../order-store/order-holds';
import { findScopedOrder, linesOfOrder } from './board-store';
import { followOrderEvents, type FollowSettings } from './order-event-follower';

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
 * meanwhile is 409. Answers the order's holds still open. What follows from the `released` event
 * is carried out in the same transaction: the invoice the hold kept back, where the order has
 * reached its moment (shipped, or placed on an account that invoices then); else at its shipment.
 */
export async function releaseOrderHold(
  db: Database,
  settings: FollowSettings,
  staff: HoldReleaser,
  release: { orderId: string; holdId: string; note: string | null },
): Promise<ConsoleOrderHold[]> {
  return db.transaction(async (tx) => {
    const order = await findScopedOrder(tx, staff.scope, release.orderId, false, true);
    const hold = await findHold(tx, order.id, release.holdId);
    if (!hold) throw new AppError('NOT_FOUND', NO_SUCH_HOLD);
    if (!mayReleaseHold(staff.role, hold.reason)) throw new AppError('FORBIDDEN', holdReleaseRefusal(hold.reason));
    if (hold.releasedAt) throw new AppError('CONFLICT', HOLD_RELEASED_ALREADY);
    const actor = { staffId: staff.staffId, label: staff.email, requestId: staff.requestId };
    const released = await releaseHold(tx, actor, hold, release.note);
    const events = [holdEvent('released', actor, released, release.note)];
    await followOrderEvents(tx, settings, { order, lines: await linesOfOrder(tx, order), events, by: actor });
    return (await openHoldsOfOrder(tx, order.id)).map(toConsoleOrderHold);
  });
}
