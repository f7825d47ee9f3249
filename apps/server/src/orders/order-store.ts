import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { authFailures, emailOutbox, idempotencyKeys, orderLines, orders } from '../db/schema';
import { renderOrderEmails } from '../email/order-emails';
import type { CheckedOrder } from './check-order';
import type { CreateOrderBody } from './create-order.schema';
import type { PlacedOrder } from './placed-order';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const orderNumber = (row: Pick<OrderRow, 'seq'>): string => `CB-${row.seq}`;

export interface NewOrder {
  tenant: Tenant;
  body: CreateOrderBody;
  checked: CheckedOrder;
  payment: 'paypal' | 'account';
  /** The accepted bypass code of an order on account, already masked: the plain code goes no further. */
  maskedBypassCode: string | null;
  idempotency: { key: string; hash: string } | null;
  /** The browser that placed it: a group without a password shows a visitor only their own orders. */
  browserId: string | null;
}

/** Postgres unique violation: a concurrent twin of this request got there first. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Writes the order, its lines and its idempotency key in one transaction. An order on account is
 * placed at once, so its e-mails are queued in the same transaction.
 */
export async function insertOrder(
  db: Database,
  { tenant, body, checked, payment, maskedBypassCode, idempotency, browserId }: NewOrder,
  emails: OrderEmailSettings,
): Promise<OrderRow> {
  const groupKey = tenant.config.key;
  return db.transaction(async (tx) => {
    const placedAt = payment === 'account' ? new Date() : null;
    const [order] = await tx
      .insert(orders)
      .values({
        groupKey,
        status: payment === 'account' ? 'on_account' : 'awaiting_payment',
        payment,
        totalCents: checked.totalCents,
        paidCents: payment === 'account' ? checked.totalCents : 0,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        storeCode: checked.store?.code ?? '',
        customerPo: body.customer_po,
        browserId,
        placedAt,
      })
      .returning();
    if (!order) throw new Error('insert returned no order');
    const lines = await tx
      .insert(orderLines)
      .values(
        checked.lines.map(({ line, item, unitPrice }, index) => ({
          orderId: order.id,
          lineNo: index + 1,
          groupKey,
          code: item.code,
          name: item.name,
          description: item.fullname,
          type: item.type,
          size: line.size,
          color: line.color,
          embroidery: line.embroidery,
          secondEmbroidery: line.secondEmbroidery || null,
          placement: line.placement,
          secondPlacement: line.secondEmbroidery ? (line.secondPlacement ?? null) : null,
          quantity: line.quantity,
          unitPriceCents: unitPrice,
          customerPo: body.customer_po || null,
        })),
      )
      .returning();
    if (idempotency)
      await tx
        .insert(idempotencyKeys)
        .values({ groupKey, key: idempotency.key, requestHash: idempotency.hash, orderId: order.id });
    if (payment === 'account') await enqueueOrderEmails(tx, tenant, order, { ...emails, maskedBypassCode, lines });
    return order;
  });
}

export async function findIdempotentOrder(
  db: Database,
  groupKey: string,
  key: string,
): Promise<{ order: OrderRow; hash: string } | null> {
  const [row] = await db
    .select({ order: orders, hash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(and(eq(idempotencyKeys.groupKey, groupKey), eq(idempotencyKeys.key, key), eq(orders.groupKey, groupKey)));
  return row ?? null;
}

async function linesOf(db: Database | Tx, groupKey: string, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.groupKey, groupKey), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.lineNo));
}

export function toPlacedOrder(
  tenant: Tenant,
  order: OrderRow,
  lines: OrderLineRow[],
  maskedBypassCode: string | null = null,
): PlacedOrder {
  const store = tenant.config.stores.find((s) => s.code === order.storeCode);
  return {
    id: order.id,
    orderNumber: orderNumber(order),
    groupKey: order.groupKey,
    groupTitle: tenant.config.title,
    createdAt: order.createdAt,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    store: store ? { code: store.code, name: store.name, ...(store.address ? { address: store.address } : {}) } : null,
    customerPo: order.customerPo,
    payment: order.payment,
    maskedBypassCode,
    totalCents: order.totalCents,
    lines: lines.map((line) => ({
      lineNo: line.lineNo,
      code: line.code,
      name: line.name,
      type: line.type as PlacedOrder['lines'][number]['type'],
      size: line.size,
      color: line.color,
      embroidery: line.embroidery,
      secondEmbroidery: line.secondEmbroidery,
      placement: line.placement,
      secondPlacement: line.secondPlacement,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.unitPriceCents * line.quantity,
    })),
  };
}

/** How the server writes its order e-mails, from its configuration. */
export interface OrderEmailSettings {
  /** The provider's IANA time zone: the dates staff read. */
  timeZone: string;
  /** Buyer confirmations one address receives per clock hour; see mayConfirmTo. */
  confirmationsPerRecipientHour: number;
}

/**
 * Queues the provider's and the buyer's e-mail; the unique (order, kind) index keeps it to once.
 * The outbox keeps the rendered message, so only the masked bypass code is ever stored.
 */
export async function enqueueOrderEmails(
  tx: Tx,
  tenant: Tenant,
  order: OrderRow,
  options: OrderEmailSettings & { maskedBypassCode?: string | null; lines?: OrderLineRow[] },
): Promise<void> {
  const lines = options.lines ?? (await linesOf(tx, order.groupKey, order.id));
  const placed = toPlacedOrder(tenant, order, lines, options.maskedBypassCode ?? null);
  const messages = renderOrderEmails(
    placed,
    { provider: tenant.secrets.email_recipients, buyer: order.email },
    { timeZone: options.timeZone },
  );
  const rows: (typeof emailOutbox.$inferInsert)[] = [
    {
      groupKey: order.groupKey,
      orderId: order.id,
      kind: 'provider',
      messageId: `${order.id}.provider`,
      message: messages.provider,
    },
  ];
  if (await mayConfirmTo(tx, order.email, options.confirmationsPerRecipientHour))
    rows.push({
      groupKey: order.groupKey,
      orderId: order.id,
      kind: 'buyer',
      messageId: `${order.id}.buyer`,
      message: messages.buyer,
    });
  await tx.insert(emailOutbox).values(rows).onConflictDoNothing();
}

/**
 * A buyer receives a few confirmations an hour at most, whoever places the orders and from
 * however many addresses: past that the provider's copy still goes, so no order is lost, but no
 * inbox can be flooded through the portal. Counted in the order's transaction, per clock hour.
 */
export const DEFAULT_CONFIRMATIONS_PER_RECIPIENT_HOUR = 5;

async function mayConfirmTo(tx: Tx, email: string, perHour: number): Promise<boolean> {
  const hour = new Date(Math.floor(Date.now() / 3600_000) * 3600_000);
  const bucket = `mailto:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
  const [row] = await tx
    .insert(authFailures)
    .values({ bucket, windowStart: hour, count: 1 })
    .onConflictDoUpdate({
      target: [authFailures.bucket, authFailures.windowStart],
      set: { count: sql`${authFailures.count} + 1` },
    })
    .returning({ count: authFailures.count });
  return (row?.count ?? 0) <= perHour;
}
