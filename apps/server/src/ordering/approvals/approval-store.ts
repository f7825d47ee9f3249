import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  APPROVAL_REASON_LABELS,
  approvalOutcomeText,
  deciderName,
  hasMadePicture,
  itemImagePath,
  leftOf,
  madeImagePath,
  orderLineName,
  rulesForStore,
  waitingForApprovalText,
  type ApprovalLine,
  type ApprovalOrder,
  type ConsoleOrderApproval,
  type OrderApproval,
  type WaitingApproval,
} from '@portal/domain';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../../db/database';
import { budgetMonths, orderApprovals, orders } from '../../db/schema';
import type { BudgetLine } from '../../email/approval-emails';
import { chargesOf, orderLineOf, orderNumber, type OrderLineRow, type OrderRow } from '../../order-store/order-store';
import { localMonth } from '../../time/local-time';

// Reading an order's approval (docs/approvals.md): by its order, by a link's token, the group's
// waiting orders; and each screen's view of it. Names only leave here: approvers' e-mails are the
// group's own.

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ApprovalRow = typeof orderApprovals.$inferSelect;

/** A link's token as it is kept: its SHA-256, hex. The token itself is only ever in the approver's e-mail. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Who is asked now: the approver the approval has escalated to, or the first. */
export function currentApprover(approval: Pick<ApprovalRow, 'approvers' | 'currentApprover'>): { name: string; email: string } {
  return approval.approvers[approval.currentApprover] ?? approval.approvers[0] ?? { name: 'the approver', email: '' };
}

/** 'Waiting for approval by Renata Okafor', or how it ended. */
export function approvalText(approval: ApprovalRow): string {
  return approval.status === 'waiting'
    ? waitingForApprovalText(currentApprover(approval).name)
    : approvalOutcomeText({ status: approval.status, decidedBy: deciderName(approval.decidedBy), reason: approval.reason });
}

export const reasonWords = (approval: Pick<ApprovalRow, 'reasons'>): string[] =>
  approval.reasons.map((reason) => APPROVAL_REASON_LABELS[reason]);

/** The approvals of these orders, by order. */
export async function approvalsOf(db: Database | Tx, orderIds: readonly string[]): Promise<Map<string, ApprovalRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderApprovals)
    .where(inArray(orderApprovals.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** An approval as the buyer's orders screen shows it. */
export function toOrderApproval(approval: ApprovalRow): OrderApproval {
  return {
    status: approval.status,
    text: approvalText(approval),
    approver: currentApprover(approval).name,
    decided_at: approval.decidedAt?.getTime() ?? null,
    reason: approval.reason,
  };
}

/** An approval as the console's order page shows it. */
export function toConsoleOrderApproval(approval: ApprovalRow): ConsoleOrderApproval {
  return {
    status: approval.status,
    status_text: approvalText(approval),
    approver_name: currentApprover(approval).name,
    approver_names: approval.approvers.map((approver) => approver.name),
    reasons: reasonWords(approval),
    opened_at: approval.openedAt.getTime(),
    expires_at: approval.expiresAt.getTime(),
    remind_at: approval.remindAt?.getTime() ?? null,
    escalate_at: approval.escalateAt?.getTime() ?? null,
    reminded_count: approval.remindedCount,
    decided_at: approval.decidedAt?.getTime() ?? null,
    decider: approval.decider ?? null,
    decided_by: deciderName(approval.decidedBy),
    reason: approval.reason,
  };
}

/** The store's name, or the group's title for an order with no store. */
export function storeNameOf(tenant: Tenant | undefined, order: Pick<OrderRow, 'storeCode' | 'groupKey'>): string {
  return tenant?.config.stores.find((s) => s.code === order.storeCode)?.name ?? tenant?.config.title ?? order.groupKey;
}

const buyerName = (order: Pick<OrderRow, 'firstName' | 'lastName'>) => `${order.firstName} ${order.lastName}`.trim();

/** The group's orders waiting for approval, longest waiting first (at most 200: a group never has that many). */
export async function waitingApprovals(db: Database, registry: TenantRegistry, groupKey: string): Promise<WaitingApproval[]> {
  const rows = await db
    .select({ approval: orderApprovals, order: orders })
    .from(orderApprovals)
    .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
    .where(and(eq(orderApprovals.groupKey, groupKey), eq(orderApprovals.status, 'waiting')))
    .orderBy(asc(orderApprovals.openedAt), asc(orderApprovals.id))
    .limit(200);
  const tenant = registry.groups.get(groupKey);
  return rows.map(({ approval, order }) => ({
    order_number: orderNumber(order),
    store_name: storeNameOf(tenant, order),
    buyer_name: buyerName(order),
    total_cents: order.totalCents,
    waiting_since: approval.openedAt.getTime(),
    approver_name: currentApprover(approval).name,
    reasons: reasonWords(approval),
  }));
}

/**
 * The store's month as it stands (this order counted, committed while it waits), or null where
 * the store has no budget. The month is the order's budget month, else the one it was placed in.
 */
export async function budgetLineOf(
  db: Database | Tx,
  tenant: Tenant | undefined,
  order: Pick<OrderRow, 'groupKey' | 'storeCode' | 'budgetMonth' | 'createdAt'>,
  timeZone: string,
): Promise<BudgetLine | null> {
  const budget = rulesForStore(tenant?.secrets.spending, order.storeCode)?.budgetCents ?? null;
  if (budget === null) return null;
  const month = order.budgetMonth ?? localMonth(order.createdAt.getTime(), timeZone);
  const [row] = await db
    .select()
    .from(budgetMonths)
    .where(
      and(eq(budgetMonths.groupKey, order.groupKey), eq(budgetMonths.month, month), eq(budgetMonths.storeCode, order.storeCode)),
    );
  const counted = { budgetCents: budget, spentCents: row?.spentCents ?? 0, committedCents: row?.committedCents ?? 0 };
  return { month, ...counted, leftCents: leftOf(counted) };
}

/** Width of a line's picture on the approval page: drawn at 160 px, shown at 64 to 96. */
const PAGE_PICTURE_WIDTH = 160;

/** A line's picture: as it will be made where the group draws lines, else the item in its colour. */
function linePictureUrl(tenant: Tenant | undefined, order: Pick<OrderRow, 'groupKey'>, row: OrderLineRow): string {
  const line = orderLineOf(row);
  const choice = {
    code: line.code,
    color: line.color,
    embroidery: line.embroidery,
    placement: line.placement,
    ...(line.second_embroidery ? { secondEmbroidery: line.second_embroidery, secondPlacement: line.second_placement ?? '' } : {}),
  };
  return tenant?.config.show_modification_thumbnail && hasMadePicture(choice)
    ? madeImagePath(order.groupKey, choice, PAGE_PICTURE_WIDTH)
    : itemImagePath(line.code, line.color);
}

/** The order as its approver's page shows it. */
export function toApprovalOrder(tenant: Tenant | undefined, order: OrderRow, lines: readonly OrderLineRow[]): ApprovalOrder {
  const charges = chargesOf(order);
  return {
    order_number: orderNumber(order),
    placed_at: (order.placedAt ?? order.createdAt).getTime(),
    buyer_name: buyerName(order),
    store_name: storeNameOf(tenant, order),
    group_title: tenant?.config.title ?? order.groupKey,
    ship_to: order.shipTo ?? null,
    lines: lines.map((row): ApprovalLine => ({
      line_no: row.lineNo,
      code: row.code,
      name: orderLineName(row),
      type: row.type,
      size: row.size,
      color: row.color,
      embroidery: row.embroidery,
      second_embroidery: row.secondEmbroidery,
      placement: row.placement,
      second_placement: row.secondPlacement,
      quantity: row.quantity,
      unit_price_cents: row.unitPriceCents,
      line_total_cents: row.unitPriceCents * row.quantity,
      picture_url: linePictureUrl(tenant, order, row),
    })),
    // An order placed before freight and tax: all of its total is goods.
    goods_cents: charges?.goods ?? order.totalCents,
    freight_cents: charges?.freight ?? 0,
    tax_cents: charges?.tax ?? 0,
    total_cents: order.totalCents,
  };
}
