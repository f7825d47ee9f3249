import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context/app-context';
import { registerCaptureOrder } from './capture-order.route';
import { registerCheckoutCharges } from './checkout-charges.route';
import { registerCreateOrder } from './create-order.route';
import { registerRetrieveOrders } from './retrieve-orders.route';
import { registerUpdateHistoricalOrder } from './update-historical-order.route';
import { registerApprovalOpen } from './approval-open.route';
import { registerApprovalDecide } from './approval-decide.route';
import { registerApprovalsWaiting } from './approvals-waiting.route';
import { registerOrderApproval } from './order-approval.route';

/** The buyer's order calls under /v1, one file each; their contracts are in packages/domain/src/api. */
export function registerOrderingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCreateOrder(app, ctx);
  registerCheckoutCharges(app, ctx);
  registerCaptureOrder(app, ctx);
  registerRetrieveOrders(app, ctx);
  registerUpdateHistoricalOrder(app, ctx);
  registerApprovalOpen(app, ctx);
  registerApprovalDecide(app, ctx);
  registerApprovalsWaiting(app, ctx);
  registerOrderApproval(app, ctx);
}
