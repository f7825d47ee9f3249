import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { EARLIEST_DATE_MS, LATEST_DATE_MS, retrieveOrdersAnswerSchema, retrieveOrdersBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import { findTenant, type AppContext } from '../../../context/app-context';
import { AppError } from '../../../errors/app-error';
import { browserId, hasSession } from '../../../sessions/session-cookies';
import { staffEditingGroup } from '../../../sessions/staff-session';
import { assertGroupSession } from '../../../sessions/group-session';
import { orderInvoices } from '../../../billing/group-billing';
import { openHoldsOf, toOrderHold } from '../../../order-store/order-holds';
import { approvalsOf, toOrderApproval } from '../../approvals/approval-store';
import { findOrdersPage, findStatusMoves, toPlacedOrderSummary, type OrderRow } from '../../../order-store/order-store';

const DEFAULT_PAGE_SIZE = 50;

const approvalOf = (row: Parameters<typeof toOrderApproval>[0] | undefined) => (row ? toOrderApproval(row) : null);

const cursorSchema = z.object({ t: z.int().check(z.gte(EARLIEST_DATE_MS), z.lte(LATEST_DATE_MS)), id: z.uuid() });
const encodeCursor = (order: Pick<OrderRow, 'createdAt' | 'id'>) =>
  Buffer.from(JSON.stringify({ t: order.createdAt.getTime(), id: order.id })).toString('base64url');
function decodeCursor(cursor: string): { t: number; id: string } {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('INVALID_INPUT', 'The cursor is not one this server gave out.');
  }
}

/** POST /v1/retrieve-orders: the contract is packages/domain/src/api/retrieve-orders.ts. */
export function registerRetrieveOrders(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/retrieve-orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The group's placed orders, newest first, a page at a time",
        body: retrieveOrdersBodySchema,
        response: { 200: retrieveOrdersAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { companyName, limit = DEFAULT_PAGE_SIZE, cursor } = request.body;
      const tenant = findTenant(ctx.registry, companyName);
      // A staff member who works for the group is its admin here, with or without the group's password.
      const staff = await staffEditingGroup(request, ctx.db, companyName);
      if (!staff) assertGroupSession(request, tenant, 'see the orders');
      const after = cursor ? decodeCursor(cursor) : null;
      const admin = staff !== null || hasSession(request, 'admin', companyName);
      // A group without a password has no way to tell its buyers from strangers: each browser sees its own orders.
      const ownOrdersOnly = tenant.secrets.password === null && !admin;
      const visitor = ownOrdersOnly ? browserId(request) : null;
      if (ownOrdersOnly && !visitor) return { orders: [], next_cursor: null, admin, own_orders_only: true };

      const page = await findOrdersPage(ctx.db, companyName, { after, limit: limit + 1, browserId: visitor });
      const shown = page.slice(0, limit);
      const ids = shown.map(({ order }) => order.id);
      const [moves, invoices, holds, approvals] = await Promise.all([
        findStatusMoves(ctx.db, companyName, ids),
        orderInvoices(ctx.db, ids),
        openHoldsOf(ctx.db, ids),
        approvalsOf(ctx.db, ids),
      ]);
      return {
        orders: shown.map(({ order, lines }) =>
          toPlacedOrderSummary(
            tenant,
            order,
            lines,
            moves.get(order.id),
            invoices.get(order.id) ?? null,
            (holds.get(order.id) ?? []).map(toOrderHold),
            approvalOf(approvals.get(order.id)),
          ),
        ),
        next_cursor: page.length > limit && shown.length ? encodeCursor(shown[shown.length - 1]!.order) : null,
        admin,
        own_orders_only: ownOrdersOnly,
      };
    },
  );
}
