import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mayInvoice, taxOn, type AwaitingPriceOrder, type ConsoleLinePriceAnswer, type ProductType } from '@portal/domain';
import type { Database } from '../db/database';
import { auditLog, billingAccounts, invoices, orderLines, orders } from '../db/schema';
import { AppError } from '../errors/app-error';
import { inScope, type Scope } from '../order-store/board-query';
import { orderNumber } from '../order-store/order-store';
import { openHoldsOf } from '../order-store/order-holds';
import { accountForOrder, auditBilling } from './account-store';
import type { BillingActor } from './billing-actor';
import { invoiceHold, issueInvoiceFor, type BillingSettings } from './invoice-issuing';

export const NO_SUCH_LINE = 'No such line on this order.';
export const LINE_PRICED_ALREADY = 'This line has a price already: a correction after the invoice is a credit note.';
export const ORDER_INVOICED = 'This order is invoiced already: correct it with a credit note.';
export const ORDER_NOT_BILLED =
  'This order is not billed on account here: only an order on account, not cancelled, has its lines priced.';

/**
 * Orders on account, not cancelled and not invoiced, with a line on quote ($0), billed to an account
 * opened before they were placed: the 'Awaiting a price' list, oldest first.
 */
export async function listAwaitingPrice(db: Database, settings: BillingSettings, scope: Scope): Promise<AwaitingPriceOrder[]> {
  const candidates = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'on_account'),
        sql`${orders.fulfilmentStatus} <> 'cancelled'`,
        inScope(scope),
        sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.unit_price_cents = 0)`,
        sql`not exists (select 1 from ${invoices} i where i.order_id = ${orders.id})`,
        sql`exists (select 1 from ${billingAccounts} a where a.group_key = ${orders.groupKey} and a.created_at <= ${orders.createdAt})`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(500);
  if (candidates.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        candidates.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.lineNo));
  const held = await openHoldsOf(
    db,
    candidates.map((o) => o.id),
  );
  const listed: AwaitingPriceOrder[] = [];
  for (const order of candidates) {
    const own = lines.filter((line) => line.orderId === order.id);
    const account = await accountForOrder(db, order);
    const hold = invoiceHold(order, own, account, false, held.get(order.id) ?? []);
    if (!account || (hold !== 'awaiting_price' && hold !== 'not_yet')) continue;
    const tenant = settings.registry.groups.get(order.groupKey);
    listed.push({
      order_id: order.id,
      order_number: orderNumber(order),
      group_key: order.groupKey,
      group_title: tenant?.config.title ?? order.groupKey,
      store_name: tenant?.config.stores.find((s) => s.code === order.storeCode)?.name ?? null,
      account_name: account.name,
      buyer: `${order.firstName} ${order.lastName}`.trim(),
      placed_at: (order.placedAt ?? order.createdAt).getTime(),
      total_cents: order.totalCents,
      // Pricing a held order's last line issues nothing until its holds are released.
      due: hold === 'awaiting_price' && mayInvoice(held.get(order.id) ?? []),
      lines: own
        .filter((line) => line.unitPriceCents === 0)
        .map((line) => ({
          line_no: line.lineNo,
          code: line.code,
          name: line.name || line.description,
          size: line.size,
          color: line.color,
          quantity: line.quantity,
        })),
    });
  }
  return listed;
}

/**
 * Sets the price of a line on quote, in one transaction: the line, the order's total, the order's
 * audit and the billing audit (before and after), and, when that was the last line on quote of an
 * order that is due, its invoice. Only before the order is invoiced, and only once per line.
 */
export async function setLinePrice(
  db: Database,
  settings: BillingSettings,
  actor: BillingActor & { scope: Scope },
  change: { orderId: string; lineNo: number; unitPriceCents: number },
): Promise<ConsoleLinePriceAnswer> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, change.orderId), inScope(actor.scope)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    if (order.status !== 'on_account' || order.fulfilmentStatus === 'cancelled') throw new AppError('CONFLICT', ORDER_NOT_BILLED);
    const [invoiced] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
    if (invoiced) throw new AppError('CONFLICT', ORDER_INVOICED);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNo, change.lineNo)));
    if (!line) throw new AppError('NOT_FOUND', NO_SUCH_LINE);
    if (line.unitPriceCents !== 0) throw new AppError('CONFLICT', LINE_PRICED_ALREADY);
    const addedGoods = line.quantity * change.unitPriceCents;
    // An order charged with freight and tax keeps them adding up: the goods grow by the line, and
    // the tax is charged again at the order's own rate on what is taxed now (freight stays as charged).
    const taxedLine = order.tax !== null && !order.tax.exempt_types.includes(line.type as ProductType);
    const tax =
      order.goodsCents !== null && order.tax !== null && taxedLine
        ? {
            ...order.tax,
            taxable_cents: order.tax.taxable_cents + addedGoods,
            tax_cents: taxOn(order.tax.taxable_cents + addedGoods, order.tax.rate_thousandths),
          }
        : order.tax;
    const addedTax = order.goodsCents !== null && tax ? tax.tax_cents - order.taxCents : 0;
    const added = addedGoods + addedTax;
    await tx
      .update(orderLines)
      .set({ unitPriceCents: change.unitPriceCents })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNo, change.lineNo)));
    // An order on account is settled as placed (paid_cents is its total), so both move together; the
    // price is goods (an order charged freight and tax keeps goods + freight + tax = total).
    const [updated] = await tx
      .update(orders)
      .set({
        totalCents: sql`${orders.totalCents} + ${added}`,
        ...(order.goodsCents !== null
          ? { goodsCents: order.goodsCents + addedGoods, taxCents: order.taxCents + addedTax, tax }
          : {}),
        paidCents: sql`${orders.paidCents} + ${added}`,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(auditLog).values({
      groupKey: order.groupKey,
      orderId: order.id,
      lineNo: change.lineNo,
      field: 'unit_price',
      oldValue: '0',
      newValue: String(change.unitPriceCents),
      actor: actor.label,
      staffId: actor.staffId,
      requestId: actor.requestId,
    });
    const account = await accountForOrder(tx, order);
    await auditBilling(tx, actor, {
      accountId: account?.id ?? null,
      groupKey: order.groupKey,
      action: 'line_priced',
      subjectId: order.id,
      before: { line_no: change.lineNo, unit_price_cents: 0, order_total_cents: order.totalCents },
      after: { line_no: change.lineNo, unit_price_cents: change.unitPriceCents, order_total_cents: updated!.totalCents },
    });
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo));
    const invoice = await issueInvoiceFor(tx, settings, updated!, lines, actor);
    return {
      order_id: order.id,
      line_no: change.lineNo,
      unit_price_cents: change.unitPriceCents,
      total_cents: updated!.totalCents,
      invoice_number: invoice?.number ?? null,
    };
  });
}
