import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema';
import type { MailMessage } from './order-emails';
import type { OutboxEntry, OutboxStore } from './outbox-worker';

/**
 * The outbox in the database. Claiming takes rows with FOR UPDATE SKIP LOCKED and stamps a lock
 * time, so two workers (two server instances) never send the same message at once.
 */
interface ClaimedRow {
  id: string | number;
  message_id: string;
  message: MailMessage;
  attempts: number;
}

export class DatabaseOutboxStore implements OutboxStore {
  constructor(private readonly db: Database) {}

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
      returning id, message_id, message, attempts`)) as unknown as { rows: ClaimedRow[] };
    return result.rows.map((row) => ({
      id: String(row.id),
      messageId: row.message_id,
      message: row.message,
      attempts: row.attempts,
    }));
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
      .where(and(eq(emailOutbox.id, Number(id)), eq(emailOutbox.status, 'pending')));
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error.slice(0, 500), nextAttemptAt, lockedUntil: null })
      .where(and(eq(emailOutbox.id, Number(id)), eq(emailOutbox.status, 'pending')));
  }
}
