import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

describe('Retry-After on the answers that ask the client to wait', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.get('/limited', async () => {
      throw new AppError('RATE_LIMITED', 'Too many attempts.');
    });
    app.get('/limited-for-7', async () => {
      throw new AppError('RATE_LIMITED', 'Too many attempts.', { retryAfterSeconds: 7 });
    });
    app.get('/limited-for-a-moment', async () => {
      throw new AppError('RATE_LIMITED', 'Too many attempts.', { retryAfterSeconds: 0.2 });
    });
    app.get('/missing', async () => {
      throw new AppError('NOT_FOUND', 'No such thing.');
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('tells a rate-limited client to wait 60 s unless the error says how long', async () => {
    const response = await app.inject('/limited');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ message: 'Too many attempts.', code: 'RATE_LIMITED' });
    expect((await app.inject('/limited-for-7')).headers['retry-after']).toBe('7');
  });

  it('writes whole seconds, at least one', async () => {
    expect((await app.inject('/limited-for-a-moment')).headers['retry-after']).toBe('1');
  });

  it('sends no Retry-After on other errors', async () => {
    expect((await app.inject('/missing')).headers['retry-after']).toBeUndefined();
  });
});
