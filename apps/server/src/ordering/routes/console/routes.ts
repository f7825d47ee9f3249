import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context/app-context';
import { registerConsoleBoard } from './board.route';
import { registerConsoleOrderDetail } from './order-detail.route';
import { registerConsoleMoveStatus } from './move-status.route';
import { registerConsoleSetShipDate } from './set-ship-date.route';
import { registerConsoleBulkInProduction } from './bulk-in-production.route';
import { registerConsoleBulkShipDate } from './bulk-ship-date.route';
import { registerConsoleSendAgain } from './send-again.route';
import { registerConsoleHoldRelease } from './hold-release.route';
import { registerConsoleApprovalRemind } from './approval-remind.route';

/**
 * The console's order calls under /api/console (the board, an order, its moves, ship dates and
 * 'send again', releasing a hold, reminding an approver): registered by the console inside its guard, so each needs a staff session.
 */
export function registerOrderingConsoleRoutes(guarded: FastifyInstance, ctx: AppContext): void {
  registerConsoleBoard(guarded, ctx);
  registerConsoleOrderDetail(guarded, ctx);
  registerConsoleMoveStatus(guarded, ctx);
  registerConsoleSetShipDate(guarded, ctx);
  registerConsoleBulkInProduction(guarded, ctx);
  registerConsoleBulkShipDate(guarded, ctx);
  registerConsoleSendAgain(guarded, ctx);
  registerConsoleHoldRelease(guarded, ctx);
  registerConsoleApprovalRemind(guarded, ctx);
}
