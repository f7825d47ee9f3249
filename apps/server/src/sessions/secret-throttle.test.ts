import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { AppError } from '../errors/app-error';
import { SECRET_CHECKS_BUSY, SecretThrottle, TOO_MANY_ATTEMPTS } from './secret-throttle';
import { seal } from './session-cookies';

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

describe('SecretThrottle with a remembered right answer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  const target = { group: 'harbor', secret: 'bypass' as const, label: 'Harbor', groupHasPassword: true };
  const counts = async (ip: string) =>
    (
      await database.run<{ bucket: string; count: number }>(
        { name: 'test_counts', text: `select bucket, count from auth_failures where bucket like $1 order by bucket` },
        [`addr:${ip}%`],
      )
    ).map((r) => `${r.bucket}=${r.count}`);

  it('answers it without counting it or checking it again', async () => {
    const throttle = new SecretThrottle(database);
    let checks = 0;
    const check = async () => {
      checks += 1;
      return 'right';
    };
    expect(await throttle.attempt(stranger('192.0.2.201'), target, 'CODE', check, () => 'right')).toBe('right');
    expect(checks).toBe(0);
    // Not even a row given back to nought: the limits were only read.
    expect(await counts('192.0.2.201')).toEqual([]);
    // Unknown, the same right answer is counted first and given back.
    expect(await throttle.attempt(stranger('192.0.2.202'), target, 'CODE', check, () => null)).toBe('right');
    expect(checks).toBe(1);
    expect(await counts('192.0.2.202')).toEqual(['addr:192.0.2.202=0', 'addr:192.0.2.202:harbor=0']);
  });

  it('refuses it while a count is used up, as it refuses a wrong one', async () => {
    const throttle = new SecretThrottle(database);
    const ip = '192.0.2.203';
    // Ten wrong answers use up the address's count on this group for the minute.
    for (let i = 0; i < 10; i += 1)
      expect(await throttle.attempt(stranger(ip), target, `WRONG-${i}`, async () => null)).toBeNull();
    const refused = throttle.attempt(
      stranger(ip),
      target,
      'CODE',
      async () => 'right',
      () => 'right',
    );
    await expect(refused).rejects.toThrow(TOO_MANY_ATTEMPTS);
    expect(await counts(ip)).toEqual([`addr:${ip}=10`, `addr:${ip}:harbor=10`]);
    // Another address with the same remembered answer is not held.
    expect(
      await throttle.attempt(
        stranger('192.0.2.204'),
        target,
        'CODE',
        async () => 'right',
        () => 'right',
      ),
    ).toBe('right');
  });
});

describe('SecretThrottle early refusal (the secret routes’ onRequest hook)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  const settings = { key: randomBytes(32), secure: false, namePrefix: '' };
  // As the session-cookie hook leaves it: the sessions it found live in the store.
  const browser = (cookies: Record<string, string>, liveSessions: string[] = ['id']) =>
    ({
      ip: '192.0.2.200',
      cookies,
      server: { sessionCookies: settings },
      liveSessions: new Set(liveSessions),
    }) as unknown as FastifyRequest;
  const sealed = (kind: string, group: string, expiresIn = 60_000) =>
    seal(settings, { k: kind, g: group, s: '', e: Date.now() + expiresIn, i: 'id' });
  const outcome = (request: FastifyRequest, throttle: SecretThrottle) =>
    throttle.refuseStrangersWhenBusy(request).then(
      () => 'passes',
      (error: unknown) => (error instanceof AppError && error.message === SECRET_CHECKS_BUSY ? 'busy' : String(error)),
    );

  it('refuses only strangers, and only while their checks are full', async () => {
    const throttle = new SecretThrottle(database, undefined, 2);
    const target = { group: 'harbor', secret: 'admin' as const, label: 'Harbor', groupHasPassword: true };
    expect(await outcome(browser({}), throttle)).toBe('passes');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let checking = 0;
    const held = [1, 2].map((i) =>
      throttle.attempt(browser({}), { ...target }, `held-${i}`, async () => {
        checking += 1;
        await gate;
        return null;
      }),
    );
    for (let i = 0; i < 100 && checking < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checking).toBe(2);
    expect(await outcome(browser({}), throttle)).toBe('busy');
    // Cookies that only look right do not pass: forged, expired, or of a kind that proves nothing.
    expect(await outcome(browser({ pg_harbor: 'forged' }), throttle)).toBe('busy');
    expect(await outcome(browser({ pg_harbor: sealed('group', 'harbor', -1) }), throttle)).toBe('busy');
    expect(await outcome(browser({ ps_harbor_HB01: sealed('store', 'harbor') }), throttle)).toBe('busy');
    // A valid group session or proof of any group is judged later, by attempt.
    expect(await outcome(browser({ pg_summit: sealed('group', 'summit') }), throttle)).toBe('passes');
    // A copy of a group session that was logged out (no longer live in the store) is a stranger's.
    expect(await outcome(browser({ pg_summit: sealed('group', 'summit') }, []), throttle)).toBe('busy');
    expect(await outcome(browser({ pd_harbor_admin: sealed('proof', 'harbor') }), throttle)).toBe('passes');
    release();
    await Promise.all(held);
    expect(await outcome(browser({}), throttle)).toBe('passes');
  });
});
