import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCARD_CEILING } from '../src/offer/picture-bodies';
import { loggedInStaff } from '../test-support/console';
import { createOfferTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

interface Outcome {
  status?: number;
  body?: unknown;
  error?: string;
}

/**
 * Sends `size` bytes as an upload over a real socket as a browser does: the headers, then the whole
 * body, then the answer. A socket error on the way (the server resetting the connection on bytes it
 * left unread) is what the person would see instead of the answer.
 */
function send(
  port: number,
  cookie: string,
  kind: string,
  size: number,
  framing: 'length' | 'chunked' = 'length',
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      if (error) return resolve({ error });
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body ? (JSON.parse(body) as unknown) : undefined });
    });
    socket.write(
      `POST /api/console/offer/uploads/${kind} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Content-Type: image/jpeg\r\n${framing === 'length' ? `Content-Length: ${size}` : 'Transfer-Encoding: chunked'}\r\n\r\n`,
    );
    const frame = (part: Buffer) =>
      framing === 'length' ? part : Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]);
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    let sent = 0;
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!socket.write(frame(part))) return void socket.once('drain', pump);
      }
      if (framing === 'chunked' && !socket.destroyed) socket.write('0\r\n\r\n');
      // Sent it all: the answer comes, and the server closes (Connection: close).
    };
    socket.once('connect', pump);
  });
}

describe.each(DATABASE_KINDS)('a picture over the limit, sent over a real socket (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createOfferTestApp(kind, { uploadsPerHour: 1_000 });
    cookie = (await loggedInStaff(t, 'admin')).cookie;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 413 with the limit in words every time, never a reset, for 9 to 10 MB photos and logos', async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i += 1) {
      const size = 9 * 1024 * 1024 + i * 50_000;
      outcomes.push(await send(port, cookie, i % 2 === 0 ? 'photo' : 'logo', size));
    }
    const expected = (i: number): Outcome => ({
      status: 413,
      body: {
        code: 'PAYLOAD_TOO_LARGE',
        message: i % 2 === 0 ? 'A photo file may be at most 8 MB.' : 'A logo file may be at most 512 KB.',
      },
    });
    expect(outcomes).toEqual(outcomes.map((_, i) => expected(i)));
  }, 60_000);

  it('answers the same for a body sent in chunks, whose size is known only once it passes the limit', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await send(port, cookie, 'photo', 9 * 1024 * 1024 + i * 100_000, 'chunked'));
    expect(outcomes).toEqual(
      Array(4).fill({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'A photo file may be at most 8 MB.' } }),
    );
  }, 60_000);

  it('answers at once, reading nothing, for a body declared beyond what it would read and throw away', async () => {
    const socket = connect({ host: '127.0.0.1', port });
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (data: Buffer) => (text += data.toString('utf8')));
      socket.on('close', () => resolve(text));
    });
    // The headers alone: were the server to wait for the body, the answer would not come.
    socket.write(
      `POST /api/console/offer/uploads/photo HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Content-Type: image/jpeg\r\nContent-Length: ${DISCARD_CEILING + 1}\r\n\r\n`,
    );
    const text = await answer;
    expect(text.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(text).toContain('A photo file may be at most 8 MB.');
  });
});
