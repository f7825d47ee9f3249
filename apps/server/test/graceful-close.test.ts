import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulClose } from '../src/graceful-close';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('graceful close', () => {
  let app: FastifyInstance;
  const sockets: Socket[] = [];
  let entered: () => void = () => undefined;
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await app?.close();
  });

  async function start(graceMs: number, handlerMs: number) {
    app = Fastify();
    app.get('/work', async () => {
      entered();
      await sleep(handlerMs);
      return { done: true };
    });
    const close = gracefulClose(app, graceMs);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { close, port: address.port };
  }

  it('stops at once although a client holds a connection it never sent a request on', async () => {
    // A browser's preconnect: Node's server.close() alone waits for it for a minute or more.
    const { close, port } = await start(10_000, 0);
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    await close();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('lets a request in flight finish before it stops', async () => {
    const { close, port } = await start(10_000, 300);
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const answer = fetch(`http://127.0.0.1:${port}/work`);
    await inHandler;
    const closed = close();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
  });

  it('cuts a request that outlasts the grace period', async () => {
    const { close, port } = await start(200, 5_000);
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const answer = fetch(`http://127.0.0.1:${port}/work`).then(
      () => 'answered',
      () => 'cut',
    );
    await inHandler;
    const started = Date.now();
    await close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await answer).toBe('cut');
  });
});
