import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Statement } from '../db/database';
import { emailOutbox } from '../db/schema';
import type { MailMessage } from './order-emails';
import { drawnByWorker, type PendingOrderEmails } from './pending-order-emails';
import type { OutboxEntry, OutboxStore } from './outbox-worker';

/**
 * The outbox in the database. Claiming takes rows with FOR UPDATE SKIP LOCKED and stamps a lock
 * time, so two workers (two server instances) never send the same message at once.
 */
interface ClaimedRow {
  id: string | number;
  /** Null for an e-mail about no one order (a statement); the worker draws only orders' e-mails. */
  order_id: string | null;
  kind: (typeof emailOutbox.$inferSelect)['kind'];
  message_id: string;
  /** Null for an order's e-mail not drawn yet. */
  message: MailMessage | null;
  attempts: number;
}

/**
 * Sends recorded, each with the message the worker drew for it unless one was kept already (the
 * console's view keeps one), in one statement for all the records that came together.
 *
 * $1: [{id, at, message}], message the drawn message or null; $2: their ids. The ids on their own
 * let the plan read just those rows by index: joined to the records alone, a plan made while little
 * was pending read every pending row of a backlog.
 */
const MARK_SENT: Statement = {
  name: 'outbox_mark_sent_v2',
  text: `
update email_outbox e
set status = 'sent', sent_at = s.at, locked_until = null, last_error = null, message = coalesce(e.message, s.message)
from jsonb_to_recordset($1::jsonb) as s(id bigint, at timestamptz, message jsonb)
where e.id = any($2::bigint[]) and e.id = s.id and e.status = 'pending'`,
};

interface SendRecord {
  id: string;
  at: string;
  message: MailMessage | null;
  done: { resolve: () => void; reject: (error: unknown) => void };
}

const UNDRAWN = "The order's group is not in the configuration: its e-mail cannot be written.";

export class DatabaseOutboxStore implements OutboxStore {
  /** Messages drawn for the rows this store claimed, until their send is recorded. */
  private readonly drawn = new Map<string, MailMessage>();
  /** Sends waiting to be recorded, and whether a statement recording some is under way. */
  private readonly records: SendRecord[] = [];
  private writing = false;

  private readonly db: DatabaseHandle['db'];

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'run'>,
    /** Draws the order e-mails queued without their message, on their first claim. */
    private readonly pending: PendingOrderEmails,
  ) {
    this.db = database.db;
  }

  async claimDue(limit: number, now: Date, lockUntil: Date): Promise<OutboxEntry[]> {
    const result = (await this.db.execute(sql`
      update ${emailOutbox} set locked_until = ${lockUntil.toISOString()}
      where id in (
        select id from ${emailOutbox}
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}
          and (locked_until is null or locked_until < ${now.toISOString()})
        order by id
        limit ${limit}
        for update skip locked
      )
      returning id, order_id, kind, message_id, message, attempts`)) as unknown as { rows: ClaimedRow[] };
    const drawn = await this.pending.draw(
      result.rows.flatMap((row) =>
        row.message === null && drawnByWorker(row.kind) && row.order_id
          ? [{ id: String(row.id), orderId: row.order_id, kind: row.kind }]
          : [],
      ),
      // Kept with the send's record below: one write per message instead of two.
      { keep: false },
    );
    for (const [id, message] of drawn) this.drawn.set(id, message);
    const claimed: OutboxEntry[] = [];
    for (const row of result.rows) {
      const message = row.message ?? drawn.get(String(row.id));
      if (message) claimed.push({ id: String(row.id), messageId: row.message_id, message, attempts: row.attempts });
      // Its group is no longer configured: recorded as a failed try, as the console shows it, and tried again later.
      else await this.markFailed(String(row.id), UNDRAWN, new Date(now.getTime() + 15 * 60_000));
    }
    return claimed;
  }

  /**
   * Records a send. The worker sends a few messages at once: records that come while one is being
   * written go together in the next statement, so most sends cost part of a round trip, not one.
   */
  markSent(id: string, at: Date): Promise<void> {
    return new Promise((resolve, reject) => {
      this.records.push({ id, at: at.toISOString(), message: this.drawn.get(id) ?? null, done: { resolve, reject } });
      if (!this.writing) void this.writeRecords();
    });
  }

  private async writeRecords(): Promise<void> {
    this.writing = true;
    try {
      while (this.records.length > 0) {
        const records = this.records.splice(0);
        try {
          await this.database.run(MARK_SENT, [
            JSON.stringify(records.map(({ id, at, message }) => ({ id, at, message }))),
            records.map((record) => record.id),
          ]);
        } catch (error) {
          // Each caller retries its own record (the worker does, while its claim holds).
          for (const record of records) record.done.reject(error);
          continue;
        }
        for (const record of records) {
          this.drawn.delete(record.id);
          record.done.resolve();
        }
      }
    } finally {
      this.writing = false;
    }
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: error.slice(0, 500),
        nextAttemptAt,
        lockedUntil: null,
        ...this.drawnMessage(id),
      })
      .where(and(eq(emailOutbox.id, Number(id)), eq(emailOutbox.status, 'pending')));
    this.drawn.delete(id);
  }

  /** The message this store drew for a claimed row, kept unless one was kept already (by the console's view). */
  private drawnMessage(id: string): { message?: SQL } {
    const message = this.drawn.get(id);
    return message ? { message: sql`coalesce(${emailOutbox.message}, ${JSON.stringify(message)}::jsonb)` } : {};
  }
}
