import { DrizzleQueryError } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countByMessageId, startTestSmtpServer, type TestSmtpServer } from '@portal/testing/smtp';
import { createMailTransport, messageIdHeader, type MailLogger, type MailTransport } from './mail-transport';
import type { MailMessage } from './order-emails';
import { MemoryOutboxStore } from '../../test-support/memory-outbox-store';
import { defaultBackoff, startOutboxWorker, type OutboxWorker } from './outbox-worker';

const FROM = 'Crestline Orders <orders@crestline-supply.example>';
const quietLogger: MailLogger = { info: () => undefined, warn: () => undefined };
/** Small and growing, so a test sees several retries in well under a second. */
const testBackoff = (attempts: number) => Math.min(200, 10 * 2 ** attempts);

function message(n: number): MailMessage {
  return {
    to: [`buyer${n}@harborpoint.example`],
    subject: `Your order CB-${100_000 + n} is confirmed`,
    text: `Order CB-${100_000 + n}: secret body ${n}`,
    html: `<p>Order CB-${100_000 + n}: secret body ${n}</p>`,
  };
}

function fill(store: MemoryOutboxStore, count: number, prefix: string): string[] {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const messageId = `${prefix}-${n}`;
    store.add({ id: `${prefix}-entry-${n}`, messageId, message: message(n) });
    ids.push(messageIdHeader(messageId, FROM));
  }
  return ids;
}

// Everything a test starts is stopped after it, even when the test fails.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtp(port?: number): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(port === undefined ? {} : { port });
  cleanups.push(() => server.close());
  return server;
}
function transportTo(server: TestSmtpServer): MailTransport {
  const transport = createMailTransport({ smtpUrl: server.url, outboxDir: '/nonexistent', from: FROM }, quietLogger);
  cleanups.push(() => transport.close());
  return transport;
}
function worker(options: Parameters<typeof startOutboxWorker>[0]): OutboxWorker {
  const started = startOutboxWorker(options);
  cleanups.push(() => started.stop());
  return started;
}

describe('startOutboxWorker with a real SMTP server', () => {
  it('delivers a burst of 30 exactly once each', async () => {
    const server = await smtp();
    const store = new MemoryOutboxStore();
    const expected = fill(store, 30, 'burst');
    const running = worker({ store, transport: transportTo(server), logger: quietLogger, pollMs: 20 });

    await vi.waitFor(() => expect(store.unsent()).toHaveLength(0), { timeout: 10_000, interval: 20 });
    await running.stop();

    const counts = countByMessageId(server);
    expect([...counts.keys()].sort()).toEqual([...expected].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(store.all().every((record) => record.sentCount === 1 && record.attempts === 0)).toBe(true);
  });

  it('loses nothing when the SMTP server goes away mid-burst, and sends each once when it is back', async () => {
    let closing: Promise<void> | undefined;
    const first = await startTestSmtpServer({
      onMessage: (_mail, count) => {
        // The server stops listening after the fifth message it acknowledged.
        if (count === 5) closing = first.close();
      },
    });
    cleanups.push(() => first.close());
    const store = new MemoryOutboxStore();
    const expected = fill(store, 20, 'outage');
    const warnings: object[] = [];
    const logger: MailLogger = { info: () => undefined, warn: (obj) => warnings.push(obj) };
    worker({ store, transport: transportTo(first), logger, pollMs: 10, backoff: testBackoff });

    // Every entry the first server did not get has failed at least once and waits for a next attempt.
    await vi.waitFor(
      () => {
        expect(closing).toBeDefined();
        const unsent = store.unsent();
        expect(unsent.length).toBe(20 - first.received.length);
        expect(unsent.length).toBeGreaterThan(0);
        for (const record of unsent) {
          expect(record.attempts).toBeGreaterThanOrEqual(1);
          expect(record.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
          expect(record.nextAttemptAt.getTime()).toBeGreaterThan(0);
        }
      },
      { timeout: 10_000, interval: 20 },
    );
    await closing;
    const deliveredBefore = first.received.length;
    expect(deliveredBefore).toBeGreaterThanOrEqual(5);
    expect(deliveredBefore).toBeLessThan(20);
    expect(warnings.length).toBeGreaterThan(0);

    // A new server on the same port: the worker finds it by itself.
    const second = await smtp(first.port);
    await vi.waitFor(() => expect(store.unsent()).toHaveLength(0), { timeout: 10_000, interval: 20 });

    expect(first.received).toHaveLength(deliveredBefore);
    expect(second.received).toHaveLength(20 - deliveredBefore);
    const counts = countByMessageId(first, second);
    expect([...counts.keys()].sort()).toEqual([...expected].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(store.all().every((record) => record.sentCount === 1)).toBe(true);
  });

  it('two workers on one store never send the same entry twice', async () => {
    const server = await smtp();
    const store = new MemoryOutboxStore();
    const expected = fill(store, 40, 'pair');
    const sentBy = [0, 0];
    const counted = (index: number): MailTransport => {
      const inner = transportTo(server);
      return {
        send: async (msg, id) => {
          await inner.send(msg, id);
          sentBy[index] = (sentBy[index] ?? 0) + 1;
        },
        close: () => inner.close(),
      };
    };
    const options = { store, logger: quietLogger, pollMs: 5, batchSize: 3 };
    worker({ ...options, transport: counted(0) });
    worker({ ...options, transport: counted(1) });

    await vi.waitFor(() => expect(store.unsent()).toHaveLength(0), { timeout: 10_000, interval: 20 });
    // Both took part, so the test did race them.
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(40);

    const counts = countByMessageId(server);
    expect([...counts.keys()].sort()).toEqual([...expected].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(store.all().every((record) => record.sentCount === 1)).toBe(true);
  });
});

describe('startOutboxWorker', () => {
  function fakeTransport(send: MailTransport['send']): MailTransport & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      send: (msg, id) => {
        calls.push(id);
        return send(msg, id);
      },
      close: () => undefined,
    };
  }

  it('marks a failure with the backoff of that attempt and logs ids, never the message', async () => {
    const store = new MemoryOutboxStore();
    fill(store, 1, 'fail');
    const logs: unknown[] = [];
    const logger: MailLogger = { info: (obj, msg) => logs.push([obj, msg]), warn: (obj, msg) => logs.push([obj, msg]) };
    const backoff = vi.fn((attempts: number) => attempts * 60_000);
    const now = new Date('2025-03-05T14:30:00Z');
    const transport = fakeTransport(() =>
      Promise.reject(Object.assign(new Error('Connection refused'), { code: 'ECONNREFUSED' })),
    );
    const running = worker({ store, transport, logger, pollMs: 60_000, backoff, now: () => now });

    await vi.waitFor(() => expect(store.get('fail-entry-1')?.attempts).toBe(1), { timeout: 2_000, interval: 10 });
    await running.stop();
    const record = store.get('fail-entry-1');
    expect(backoff).toHaveBeenCalledWith(1);
    expect(record?.nextAttemptAt).toEqual(new Date(now.getTime() + 60_000));
    expect(record?.lastError).toBe('ECONNREFUSED: Connection refused');
    expect(record?.lockedUntil).toBeNull();

    const logged = JSON.stringify(logs);
    expect(logged).toContain('fail-entry-1');
    expect(logged).not.toContain('secret body');
    expect(logged).not.toContain('buyer1@harborpoint.example');
    expect(logged).not.toContain('CB-100001');
  });

  it('keeps running when the store fails, and sends once it recovers', async () => {
    const store = new MemoryOutboxStore();
    fill(store, 2, 'flaky');
    const claim = store.claimDue.bind(store);
    let failures = 3;
    vi.spyOn(store, 'claimDue').mockImplementation((...args) =>
      failures-- > 0 ? Promise.reject(new Error('db down')) : claim(...args),
    );
    const transport = fakeTransport(() => Promise.resolve());
    worker({ store, transport, logger: quietLogger, pollMs: 5 });
    await vi.waitFor(() => expect(store.unsent()).toHaveLength(0), { timeout: 2_000, interval: 10 });
    expect(transport.calls.sort()).toEqual(['flaky-1', 'flaky-2']);
  });

  it('records a sent message once the store is back, instead of sending it again', async () => {
    // Found by the PostgreSQL restart drill: sends recorded while the database was down went out twice.
    const store = new MemoryOutboxStore();
    fill(store, 1, 'record');
    const markSent = store.markSent.bind(store);
    let failures = 2;
    vi.spyOn(store, 'markSent').mockImplementation((...args) =>
      failures-- > 0 ? Promise.reject(new Error('db down')) : markSent(...args),
    );
    const transport = fakeTransport(() => Promise.resolve());
    worker({ store, transport, logger: quietLogger, pollMs: 5 });
    await vi.waitFor(() => expect(store.unsent()).toHaveLength(0), { timeout: 5_000, interval: 10 });
    expect(transport.calls).toEqual(['record-1']);
    expect(store.get('record-entry-1')?.sentCount).toBe(1);
  });

  it('wake() runs a batch at once instead of after pollMs', async () => {
    const store = new MemoryOutboxStore();
    const transport = fakeTransport(() => Promise.resolve());
    const running = worker({ store, transport, logger: quietLogger, pollMs: 60_000 });
    await running.runOnce(); // the first, empty poll has run
    fill(store, 1, 'woken');
    running.wake();
    await vi.waitFor(() => expect(store.unsent()).toHaveLength(0), { timeout: 1_000, interval: 5 });
  });

  it('stop() waits for the batch in flight and then sends nothing more', async () => {
    const store = new MemoryOutboxStore();
    fill(store, 3, 'slow');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transport = fakeTransport(() => gate);
    const running = worker({ store, transport, logger: quietLogger, pollMs: 5, concurrency: 1 });
    await vi.waitFor(() => expect(transport.calls).toHaveLength(1), { timeout: 1_000, interval: 5 });

    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(store.unsent()).toHaveLength(0);
    fill(store, 1, 'late');
    running.wake();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(store.unsent().map((record) => record.id)).toEqual(['late-entry-1']);
  });

  it('stops starting sends when the claim is about to lapse, leaving the rest to be claimed again', async () => {
    const store = new MemoryOutboxStore();
    fill(store, 3, 'lapse');
    let clock = Date.parse('2025-03-05T14:30:00Z');
    // The first send takes 40 s of a 60 s claim: the second would start with too little time left.
    const transport = fakeTransport(async (_msg, id) => {
      if (id === 'lapse-1') clock += 40_000;
    });
    const running = worker({ store, transport, logger: quietLogger, pollMs: 60_000, concurrency: 1, now: () => new Date(clock) });
    expect(await running.runOnce()).toBe(1);
    expect(transport.calls).toEqual(['lapse-1']);
    expect(store.unsent().map((record) => record.id)).toEqual(['lapse-entry-2', 'lapse-entry-3']);
    // Still claimed by the first run until its lock lapses, then due again.
    expect(await store.claimDue(10, new Date(clock), new Date(clock + 1))).toEqual([]);
    clock += 60_000;
    expect(await running.runOnce()).toBe(2);
  });
});

describe('MemoryOutboxStore', () => {
  it('claims due entries exclusively until lockUntil', async () => {
    const store = new MemoryOutboxStore();
    fill(store, 3, 'claim');
    store.add({ id: 'later', messageId: 'later', message: message(9), nextAttemptAt: new Date(5_000) });
    const t = (ms: number) => new Date(ms);

    const a = await store.claimDue(2, t(1_000), t(2_000));
    const b = await store.claimDue(10, t(1_000), t(2_000));
    expect(a.map((e) => e.id)).toEqual(['claim-entry-1', 'claim-entry-2']);
    expect(b.map((e) => e.id)).toEqual(['claim-entry-3']);
    expect(await store.claimDue(10, t(1_999), t(3_000))).toEqual([]);

    await store.markSent('claim-entry-1', t(1_500));
    await store.markFailed('claim-entry-3', 'boom', t(1_600));
    // After the lock lapses, an entry neither sent nor released is due again; a failed one when it is due.
    const c = await store.claimDue(10, t(2_000), t(3_000));
    expect(c.map((e) => [e.id, e.attempts])).toEqual([
      ['claim-entry-2', 0],
      ['claim-entry-3', 1],
    ]);
    await store.markSent('claim-entry-2', t(2_100));
    await store.markSent('claim-entry-3', t(2_100));
    expect(await store.claimDue(10, t(4_999), t(6_000))).toEqual([]);
    expect((await store.claimDue(10, t(5_000), t(6_000))).map((e) => e.id)).toEqual(['later']);
    expect(store.get('claim-entry-1')?.sentAt).toEqual(t(1_500));
  });

  it('hands out copies, so a worker cannot change what is stored', async () => {
    const store = new MemoryOutboxStore();
    fill(store, 1, 'copy');
    const [entry] = await store.claimDue(1, new Date(), new Date(Date.now() + 1_000));
    entry?.message.to.push('intruder@example.com');
    expect(store.get('copy-entry-1')?.message.to).toEqual(['buyer1@harborpoint.example']);
  });
});

describe('defaultBackoff', () => {
  it('doubles from 1 s and stops at 15 min', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => defaultBackoff(n, middle))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(defaultBackoff(11, middle)).toBe(15 * 60_000);
    expect(defaultBackoff(1_000, middle)).toBe(15 * 60_000);
  });

  it('spreads each delay by a quarter either way, never past the cap', () => {
    expect(defaultBackoff(3, () => 0)).toBe(3_000);
    expect(defaultBackoff(3, () => 0.999999)).toBe(5_000);
    expect(defaultBackoff(50, () => 0)).toBe(11.25 * 60_000);
    expect(defaultBackoff(50, () => 0.999999)).toBe(15 * 60_000);
  });
});

describe('startOutboxWorker when the database fails', () => {
  it('logs the failure without the statement or its parameters', async () => {
    const warnings: string[] = [];
    const logger: MailLogger = { info: () => undefined, warn: (obj, msg) => void warnings.push(JSON.stringify([obj, msg])) };
    const store = new MemoryOutboxStore();
    const cause = Object.assign(new Error('value too long for type character varying(20)'), { code: '22001' });
    store.claimDue = () =>
      Promise.reject(
        new DrizzleQueryError('update "email_outbox" set "last_error" = $1', ['550 buyer1@harborpoint.example unknown'], cause),
      );
    const transport: MailTransport = { send: () => Promise.resolve(), close: () => undefined };
    worker({ store, transport, logger, pollMs: 20 });

    await vi.waitFor(() => expect(warnings.length).toBeGreaterThan(0), { timeout: 5_000, interval: 20 });
    expect(warnings[0]).toContain('22001: value too long for type character varying(20)');
    expect(warnings.join('\n')).not.toContain('harborpoint');
    expect(warnings.join('\n')).not.toContain('email_outbox');
  });
});
