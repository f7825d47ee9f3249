import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

interface Ending {
  /** What the server wrote before it closed. */
  answer: string;
  /** Milliseconds from the last byte sent to the close. */
  closedAfter: number;
}

/** Sends `text` on a fresh connection, then nothing more; resolves when the server closes it (or after `giveUpMs`). */
function sendAndWait(port: number, text: string, giveUpMs: number): Promise<Ending> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let started = Date.now();
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, closedAfter: Date.now() - started }));
    socket.write(text, () => (started = Date.now()));
    setTimeout(() => socket.destroy(), giveUpMs).unref();
  });
}

/** The JSON body of a raw HTTP answer. */
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

/*
 * A client that opens a request and then stops sending (a slow-loris) must not hold a connection
 * for minutes: the server answers 408 and closes it once the request timeout has passed.
 */
describe('requests that stop arriving', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp('pglite', { requestTimeoutMs: 1000 });
    // A handler slower than the request timeout, as a PayPal call may be.
    t.app.post('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      return { ok: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('answers 408 and closes a connection whose body stops halfway', async () => {
    const head = 'POST /v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, closedAfter } = await sendAndWait(port, `${head}{"password`, 8000);
    expect(closedAfter).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toEqual({ message: expect.any(String), code: 'REQUEST_TIMEOUT' });
  });

  it('answers 408 and closes a connection whose headers never end', async () => {
    const { answer, closedAfter } = await sendAndWait(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1', 8000);
    expect(closedAfter).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers what is not HTTP, or headers too large, in the error shape', async () => {
    const garbage = await sendAndWait(port, 'HELLO THERE\r\n\r\n', 8000);
    expect(garbage.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(garbage.answer)).toEqual({ message: 'The request is not valid.', code: 'INVALID_INPUT' });
    const huge = await sendAndWait(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      8000,
    );
    expect(huge.answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(huge.answer)).toEqual({ message: 'The request headers are too large.', code: 'INVALID_INPUT' });
  });

  it('lets a handler take longer than the request timeout: the limit is on the request arriving', async () => {
    const body = '{"a":1}';
    const head = `POST /test/slow HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const { answer } = await sendAndWait(port, head + body, 8000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(bodyOf(answer)).toEqual({ ok: true });
  });

  it('still answers a request that arrives in time', async () => {
    const { answer } = await sendAndWait(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 8000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the default timeouts', () => {
  it('give a request 30 s to arrive, its headers 10 s, and keep an idle connection 72 s', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(t.app.server.requestTimeout).toBe(30_000);
      expect(t.app.server.headersTimeout).toBe(10_000);
      expect(t.app.server.keepAliveTimeout).toBe(72_000);
      expect(t.app.server.timeout).toBe(180_000);
    } finally {
      await t.close();
    }
  });
});
