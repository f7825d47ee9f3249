import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DISCARD_CEILING, discardRest } from './picture-bodies';

describe('discardRest', () => {
  it('reads a refused body to its end without keeping it', async () => {
    const body = new PassThrough();
    const done = discardRest(body[Symbol.asyncIterator](), 0);
    for (let i = 0; i < 10; i += 1) body.write(Buffer.alloc(1024 * 1024));
    body.end();
    await done;
    expect(body.readableEnded).toBe(true);
  });

  it('stops once the bytes read in all pass the ceiling, the rest left unread', async () => {
    const body = new PassThrough({ highWaterMark: 1024 });
    const done = discardRest(body[Symbol.asyncIterator](), DISCARD_CEILING - 1024);
    body.write(Buffer.alloc(2048));
    await done;
    body.write(Buffer.alloc(2048));
    expect(body.readableEnded).toBe(false);
  });

  it('gives up at its deadline on a client that stops sending', async () => {
    const body = new PassThrough();
    const started = Date.now();
    body.write(Buffer.alloc(1024));
    await discardRest(body[Symbol.asyncIterator](), 0, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(body.readableEnded).toBe(false);
  });
});
