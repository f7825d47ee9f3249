import type { OutboxEntry, OutboxStore } from '../src/email/outbox-worker';

/**
 * The outbox in memory, a test double of the database's outbox store: the worker's tests drive it
 * and read back what it holds (attempts, locks, double deliveries).
 */
export interface MemoryOutboxRecord extends OutboxEntry {
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  sentAt: Date | null;
  lastError: string | null;
  /** How often markSent was called: more than 1 means a double delivery. */
  sentCount: number;
}

export class MemoryOutboxStore implements OutboxStore {
  private readonly records = new Map<string, MemoryOutboxRecord>();

  add(entry: Omit<OutboxEntry, 'attempts'> & { attempts?: number; nextAttemptAt?: Date }): void {
    if (this.records.has(entry.id)) throw new Error(`Outbox entry ${entry.id} already exists`);
    this.records.set(entry.id, {
      id: entry.id,
      messageId: entry.messageId,
      message: structuredClone(entry.message),
      attempts: entry.attempts ?? 0,
      nextAttemptAt: entry.nextAttemptAt ?? new Date(0),
      lockedUntil: null,
      sentAt: null,
      lastError: null,
      sentCount: 0,
    });
  }

  get(id: string): MemoryOutboxRecord | undefined {
    const record = this.records.get(id);
    return record ? structuredClone(record) : undefined;
  }

  all(): MemoryOutboxRecord[] {
    return [...this.records.values()].map((record) => structuredClone(record));
  }

  unsent(): MemoryOutboxRecord[] {
    return this.all().filter((record) => record.sentAt === null);
  }

  async claimDue(limit: number, now: Date, lockUntil: Date): Promise<OutboxEntry[]> {
    // No await between choosing and locking: two workers in one process cannot interleave here.
    const due = [...this.records.values()]
      .filter(
        (record) =>
          record.sentAt === null &&
          record.nextAttemptAt.getTime() <= now.getTime() &&
          (record.lockedUntil === null || record.lockedUntil.getTime() <= now.getTime()),
      )
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
      .slice(0, Math.max(0, limit));
    for (const record of due) record.lockedUntil = new Date(lockUntil);
    return due.map(({ id, messageId, message, attempts }) => ({ id, messageId, message: structuredClone(message), attempts }));
  }

  async markSent(id: string, at: Date): Promise<void> {
    const record = this.require(id);
    record.sentAt ??= new Date(at);
    record.sentCount++;
    record.lockedUntil = null;
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    const record = this.require(id);
    if (record.sentAt !== null) return;
    record.attempts++;
    record.lastError = error;
    record.nextAttemptAt = new Date(nextAttemptAt);
    record.lockedUntil = null;
  }

  private require(id: string): MemoryOutboxRecord {
    const record = this.records.get(id);
    if (!record) throw new Error(`No outbox entry ${id}`);
    return record;
  }
}
