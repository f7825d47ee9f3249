import type { BuyerEmailEvent } from '@portal/domain';
import { PLACED_ORDER_EMAILS } from '@portal/domain';
import type { Database } from './database';
import { emailOutbox } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// The one writer of the outbox, for every e-mail of every area: here in db/, below the order
// store, so that the statement placing an order (order-store/order-statements.ts, decision 022)
// queues its e-mails with SQL built here too. The outbox worker and its claims are email/'s.

/** An e-mail to queue: what it is about and the message as sent. */
export interface QueuedEmail {
  groupKey: string;
  /** The order it tells of, or null for an e-mail about no one order (a statement). */
  orderId: string | null;
  kind: (typeof emailOutbox.$inferInsert)['kind'];
  /** What a status e-mail tells; null for every other kind. */
  event?: BuyerEmailEvent | null;
  /** Unique: an e-mail whose id is queued already is not queued again. */
  messageId: string;
  /** The message as sent (email/order-emails.ts MailMessage); an order's two e-mails are queued by placedOrderEmailsSql without one. */
  message: object;
}

/**
 * Queues an e-mail in the caller's transaction, so it goes only if what it tells commits. Answers
 * whether it was queued: false when an e-mail with its id is queued already (a statement run
 * twice, a reminder step sent before).
 */
export async function queueEmail(tx: Tx | Database, email: QueuedEmail): Promise<boolean> {
  const queued = await tx
    .insert(emailOutbox)
    .values({ ...email, event: email.event ?? null })
    .onConflictDoNothing({ target: emailOutbox.messageId })
    .returning({ id: emailOutbox.id });
  return queued.length > 0;
}

/**
 * The CTEs that queue a placed order's e-mails (the domain's PLACED_ORDER_EMAILS), without their
 * message (the outbox worker draws them, decision 022): the provider's always, the buyer's
 * confirmation only while the buyer's address has had fewer than the hour's allowance, so no inbox
 * can be flooded through the portal whoever places the orders. The count is kept per clock hour
 * under a hash of the address. Both statements that place an order use it: INSERT_ORDER on
 * account, MARK_PAID after a PayPal capture.
 *
 * `order` names the CTE answering the order's row, `when` which of its rows were placed; the
 * others are the statement's parameters: the confirmation bucket, its hour, the hour's allowance.
 */
export function placedOrderEmailsSql(p: { order: string; when: string; bucket: string; hour: string; allowed: string }): string {
  const kinds = PLACED_ORDER_EMAILS.map((kind) => `('${kind}')`).join(', ');
  return `confirmations as (
  insert into auth_failures (bucket, window_start, count)
  select ${p.bucket}::text, ${p.hour}::timestamptz, 1 from ${p.order} o where ${p.when}
  on conflict (bucket, window_start) do update set count = auth_failures.count + 1
  returning count
), new_emails as (
  insert into email_outbox (group_key, order_id, kind, message_id)
  select o.group_key, o.id, k.kind, o.id::text || '.' || k.kind
  from ${p.order} o cross join (values ${kinds}) as k(kind)
  where ${p.when} and (k.kind <> 'buyer' or (select count from confirmations) <= ${p.allowed}::integer)
  on conflict do nothing
)`;
}
