import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { emailOutbox, orderLines, orders } from '../db/schema';
import { toPlacedOrder, type OrderEmailSettings, type OrderLineRow } from '../order-store/order-store';
import { linePictures } from './line-pictures';
import { renderOrderEmails, type MailMessage } from './order-emails';

/** The e-mails queued without their message, which the worker draws: the order's two. Every other kind is queued drawn. */
export const drawnByWorker = (kind: string): kind is 'provider' | 'buyer' => kind === 'provider' || kind === 'buyer';

/** An outbox row of an order's e-mail queued without its message. */
export interface PendingOrderEmail {
  id: string;
  orderId: string;
  kind: 'provider' | 'buyer';
}

/**
 * Draws the messages of an order's e-mails queued without one (the order's request only queues
 * them). Two queries for any number of orders. The worker keeps each message in its row when it
 * records the send (DatabaseOutboxStore), the console's view when it draws them (drawForOrder), so
 * the console and a resend read the message as sent.
 */
export class PendingOrderEmails {
  constructor(
    private readonly db: Database,
    private readonly registry: TenantRegistry,
    private readonly settings: Pick<OrderEmailSettings, 'timeZone'>,
  ) {}

  async draw(pending: readonly PendingOrderEmail[], { keep }: { keep: boolean }): Promise<Map<string, MailMessage>> {
    const drawn = new Map<string, MailMessage>();
    if (pending.length === 0) return drawn;
    const orderIds = [...new Set(pending.map((p) => p.orderId))];
    const found = await this.db.select().from(orders).where(inArray(orders.id, orderIds));
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
    const linesOf = new Map<string, OrderLineRow[]>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    for (const order of found) {
      const tenant = this.registry.groups.get(order.groupKey);
      // A group no longer configured: its e-mails stay queued, and the worker records why.
      if (!tenant) continue;
      const messages = renderOrderEmails(
        toPlacedOrder(tenant, order, linesOf.get(order.id) ?? []),
        { provider: tenant.secrets.email_recipients, buyer: order.email },
        { timeZone: this.settings.timeZone, ...linePictures(tenant) },
      );
      for (const row of pending.filter((p) => p.orderId === order.id)) {
        const message = messages[row.kind];
        if (keep) await this.keep(row.id, message);
        drawn.set(row.id, message);
      }
    }
    return drawn;
  }

  /** Keeps a drawn message, only where none was kept: a message once kept is the message sent, and sent again. */
  async keep(id: string, message: MailMessage): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ message })
      .where(and(eq(emailOutbox.id, Number(id)), isNull(emailOutbox.message)));
  }

  /** Draws and keeps every message an order still lacks: for the console's view of its e-mails. */
  async drawForOrder(orderId: string): Promise<void> {
    const rows = await this.db
      .select({ id: emailOutbox.id, orderId: emailOutbox.orderId, kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), isNull(emailOutbox.message)));
    await this.draw(
      rows.flatMap((r) => (drawnByWorker(r.kind) ? [{ id: String(r.id), orderId, kind: r.kind }] : [])),
      { keep: true },
    );
  }
}
