import { databaseErrorLog, isDatabaseError } from '../errors/database-error-log';
import type { MailLogger, MailTransport } from './mail-transport';
import type { MailMessage } from './order-emails';

export interface OutboxEntry {
  id: string;
  /** Stable per message: becomes the Message-ID header, so a resend is recognisable. */
  messageId: string;
  message: MailMessage;
  /** Failed attempts so far. */
  attempts: number;
}

export interface OutboxStore {
  /** Claims up to `limit` due entries for this worker until `lockUntil` (others must not get them). */
  claimDue(limit: number, now: Date, lockUntil: Date): Promise<OutboxEntry[]>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void>;
}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  transport: MailTransport;
  logger: MailLogger;
  pollMs?: number;
  batchSize?: number;
  /** How long a claim holds; sends stop early enough that the claim does not lapse mid-batch. */
  lockMs?: number;
  /** Delay before the next try, given the number of the attempt that just failed (1, 2, 3 …). */
  backoff?: (attempts: number) => number;
  /** Sends at once within a batch; SMTP servers often hold each new connection (greeting delay). */
  concurrency?: number;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Claims and sends one batch now; resolves with how many were sent. Never rejects. */
  runOnce(): Promise<number>;
  /** Run soon, e.g. right after an order with e-mails commits. */
  wake(): void;
}

const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 15 * 60_000;
/** Retries of recording a sent message: 250 ms, 500 ms, 1 s, then every 2 s while the claim holds. */
const RECORD_RETRY_BASE_MS = 250;
const RECORD_RETRY_MAX_MS = 2_000;
const RECORD_RETRIES = 20;
/** Errors go to logs and the store; SMTP replies can be long. */
const MAX_ERROR_LENGTH = 500;

/** 1 s, 2 s, 4 s … capped at 15 min, each spread ±25% so failed messages do not retry in lockstep. */
export function defaultBackoff(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  const nominal = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.min(BACKOFF_CAP_MS, Math.round(nominal * (0.75 + 0.5 * random())));
}

/** What sending one claimed entry needs of its worker. */
interface Delivery {
  store: OutboxStore;
  transport: MailTransport;
  logger: MailLogger;
  backoff: (attempts: number) => number;
  now: () => Date;
  stopped: () => boolean;
}

/** Sends one claimed entry and records the outcome; true when it was sent. */
async function deliver(entry: OutboxEntry, lockUntil: Date, delivery: Delivery): Promise<boolean> {
  const { store, transport, logger, backoff, now } = delivery;
  try {
    await transport.send(entry.message, entry.messageId);
  } catch (error) {
    const attempt = entry.attempts + 1;
    const nextAttemptAt = new Date(now().getTime() + backoff(attempt));
    const err = describe(error);
    // Ids only: the message body holds the buyer's personal data.
    logger.warn({ outboxId: entry.id, messageId: entry.messageId, attempt, nextAttemptAt, err }, 'outbox: delivery failed');
    try {
      await store.markFailed(entry.id, err, nextAttemptAt);
    } catch (markError) {
      // The claim lapses at lockUntil and the entry is tried again then.
      logger.warn({ outboxId: entry.id, err: describe(markError) }, 'outbox: recording a failure failed');
    }
    return false;
  }
  await recordSent(entry, lockUntil, delivery);
  return true;
}

/**
 * Sent but not recorded, a message is sent again once its claim lapses. So while the claim holds
 * (the database restarting, say), recording is tried again; only then, or when stopping, it gives up.
 */
async function recordSent(entry: OutboxEntry, lockUntil: Date, { store, logger, now, stopped }: Delivery): Promise<void> {
  for (let retry = 0; ; retry++) {
    try {
      await store.markSent(entry.id, now());
      return;
    } catch (markError) {
      const wait = Math.min(RECORD_RETRY_MAX_MS, RECORD_RETRY_BASE_MS * 2 ** retry);
      if (stopped() || retry >= RECORD_RETRIES || now().getTime() + wait > lockUntil.getTime() - RECORD_RETRY_MAX_MS) {
        logger.warn(
          { outboxId: entry.id, messageId: entry.messageId, err: describe(markError) },
          'outbox: recording a delivery failed; it will be sent again with the same Message-ID',
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, transport, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const lockMs = options.lockMs ?? 60_000;
  const backoff = options.backoff ?? defaultBackoff;
  const concurrency = Math.max(1, options.concurrency ?? 3);
  const now = options.now ?? (() => new Date());
  // No new send starts once less than this is left of the claim: a send can take the SMTP timeouts.
  const lockGuardMs = Math.min(lockMs / 2, 30_000);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let wokenWhileTicking = false;
  // Batches run one after another, whether started by the loop or by runOnce.
  let chain: Promise<unknown> = Promise.resolve();
  const delivery: Delivery = { store, transport, logger, backoff, now, stopped: () => stopped };

  async function runBatch(): Promise<{ claimed: number; sent: number }> {
    const claimedAt = now();
    const lockUntil = new Date(claimedAt.getTime() + lockMs);
    let entries: OutboxEntry[];
    try {
      entries = await store.claimDue(batchSize, claimedAt, lockUntil);
    } catch (error) {
      logger.warn({ err: describe(error) }, 'outbox: claiming due messages failed');
      return { claimed: 0, sent: 0 };
    }

    let sent = 0;
    let failed = 0;
    let next = 0;
    const sender = async () => {
      while (next < entries.length) {
        // Left unsent, an entry stays claimed until lockUntil and is then due again: nothing is lost.
        if (now().getTime() > lockUntil.getTime() - lockGuardMs) return;
        const entry = entries[next++];
        if (!entry) return;
        if (await deliver(entry, lockUntil, delivery)) sent++;
        else failed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, sender));
    if (entries.length > 0) {
      logger.info({ claimed: entries.length, sent, failed }, 'outbox: batch done');
    }
    return { claimed: entries.length, sent };
  }

  function enqueue(): Promise<{ claimed: number; sent: number }> {
    const run = chain.then(runBatch, runBatch);
    chain = run.catch(() => undefined);
    return run.catch((error: unknown) => {
      logger.warn({ err: describe(error) }, 'outbox: batch failed');
      return { claimed: 0, sent: 0 };
    });
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    ticking = true;
    wokenWhileTicking = false;
    const { claimed } = await enqueue();
    ticking = false;
    // A full batch means more may be waiting: go again at once instead of after pollMs.
    schedule(claimed >= batchSize || wokenWhileTicking ? 0 : pollMs);
  }

  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await chain;
    },
    async runOnce() {
      return (await enqueue()).sent;
    },
    wake() {
      if (stopped) return;
      if (ticking) wokenWhileTicking = true;
      else schedule(0);
    },
  };
}

function describe(error: unknown): string {
  // A failed statement's message holds its parameters: recipients' addresses, SMTP replies.
  const safe = isDatabaseError(error) ? databaseErrorLog(error) : null;
  const text = safe
    ? [safe.code, safe.message ?? safe.name].filter((part) => part !== undefined).join(': ')
    : error instanceof Error
      ? [(error as Error & { code?: unknown }).code, error.message].filter((part) => part != null && part !== '').join(': ')
      : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
