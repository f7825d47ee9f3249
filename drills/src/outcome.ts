// What the drills read back after the fault: the orders stored and the e-mails queued and received.
import type pg from 'pg';
import { messageIdHeader } from '@portal/server/mail-transport';
import { countByMessageId, type TestSmtpServer } from '@portal/testing/smtp';
import { orderNumberOf, seqOf, type Exchange } from './http';
import type { LoadRequest } from './load';
import { MAIL_FROM } from './server';

/** Orders and idempotency keys stored, and orders stored under more than one key. */
export async function orderCounts(db: pg.Client): Promise<{ orders: number; keys: number; dup: number }> {
  const { rows } = await db.query<{ orders: string; keys: string; dup: string }>(
    `select (select count(*) from orders) as orders, (select count(*) from idempotency_keys) as keys,
            (select count(*) from (select order_id from idempotency_keys group by order_id having count(*) > 1) d) as dup`,
  );
  return { orders: Number(rows[0]?.orders), keys: Number(rows[0]?.keys), dup: Number(rows[0]?.dup) };
}

/** How many of these requests, each answered 201, have their order stored. */
export async function storedOfAcknowledged(db: pg.Client, requests: readonly LoadRequest[]): Promise<number> {
  const numbers = requests.map((r) => seqOf(orderNumberOf(r.answers.find((a) => a.status === 201) as Exchange)));
  const stored = await db.query('select seq from orders where seq = any($1::bigint[])', [numbers]);
  return stored.rowCount ?? 0;
}

/** A PayPal order as stored: its state, what was paid, PayPal's capture id and the e-mails queued for it. */
export async function paypalOrderRow(db: pg.Client, paypalOrderId: string) {
  const { rows } = await db.query<{
    status: string;
    paid_cents: string;
    total_cents: string;
    capture_id: string | null;
    mails: string;
  }>(
    `select status, paid_cents, total_cents, capture_id,
       (select count(*) from email_outbox e where e.order_id = o.id) as mails
     from orders o where paypal_order_id = $1`,
    [paypalOrderId],
  );
  return rows[0];
}

/** E-mails the outbox workers have not sent yet. */
export async function unsentMail(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from email_outbox where status <> 'sent'`);
  return Number(rows[0]?.n);
}

/** The outbox's e-mails against what the SMTP servers received, by Message-ID. */
export async function mailAudit(db: pg.Client, ...servers: TestSmtpServer[]) {
  const { rows } = await db.query<{ message_id: string }>('select message_id from email_outbox');
  const queued = new Set(rows.map((row) => messageIdHeader(row.message_id, MAIL_FROM)));
  const received = countByMessageId(...servers);
  return {
    queued: queued.size,
    received: servers.reduce((n, server) => n + server.received.length, 0),
    /** Received more than once. */
    twice: [...received.values()].filter((n) => n > 1).length,
    /** Queued, never received. */
    missing: [...queued].filter((id) => !received.has(id)).length,
    /** Received, never queued. */
    strangers: [...received.keys()].filter((id) => !queued.has(id)).length,
  };
}
