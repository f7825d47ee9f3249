import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { AppError } from '../errors/app-error';
import { SECRET_CHECKS_BUSY, SecretThrottle } from './secret-throttle';

/** A request from a browser without cookies: a stranger to every group. */
const stranger = (ip: string) =>
  ({ ip, cookies: {}, server: { sessionCookies: { namePrefix: '' } } }) as unknown as FastifyRequest;

describe('SecretThrottle admission', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it("admits at most 8 strangers' attempts at once and answers the next busy before counting it", async () => {
    const throttle = new SecretThrottle(database);
    const target = { group: 'harbor', secret: 'admin' as const, label: 'Harbor', groupHasPassword: true };
    let checking = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const attempts = Array.from({ length: 12 }, (_, i) =>
      throttle
        .attempt(stranger(`192.0.2.${i + 1}`), target, `guess-${i}`, async () => {
          checking += 1;
          await gate;
          return null;
        })
        .then(
          () => 'wrong',
          (error: unknown) => (error instanceof AppError && error.message === SECRET_CHECKS_BUSY ? 'busy' : String(error)),
        ),
    );
    // The admitted ones reach their check once their counts are written.
    for (let i = 0; i < 100 && checking < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const answers = await Promise.all(attempts);
    expect(checking).toBe(8);
    expect(answers.filter((a) => a === 'wrong')).toHaveLength(8);
    expect(answers.filter((a) => a === 'busy')).toHaveLength(4);
  });
});
