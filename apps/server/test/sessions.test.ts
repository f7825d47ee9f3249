import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_LIMITS, SECRET_CHECKS_BUSY } from '../src/sessions/secret-throttle';
import { cookiesFrom, createTestApp, secondInstance, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('sessions and secrets (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  let address = 0;
  /** Each test speaks from its own client address, so rate limits of one test do not leak into another. */
  const post = (url: string, payload: object, ip = `10.0.0.${(address += 1)}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('logs in with a group password and answers its route prefix with a signed httpOnly cookie', async () => {
    const response = await post('/v1/login', { password: 'harbor-demo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ route_prefix: 'harbor', group: 'harbor' });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'pg_harbor', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).not.toContain('harbor-demo');
  });

  it('refuses a wrong password with 401 and sets nothing', async () => {
    const response = await post('/v1/login', { password: 'Harbor-Demo' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'That password is not valid.', code: 'UNAUTHORIZED' });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers 429 after 10 failures a minute from one address, even for the right password', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) expect((await post('/v1/login', { password: `guess-${i}` }, ip)).statusCode).toBe(401);
    const blocked = await post('/v1/login', { password: 'harbor-demo' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' });
    expect((await post('/v1/login', { password: 'harbor-demo' }, '10.9.9.10')).statusCode).toBe(200);
  });

  /** The counts are per minute: a burst that straddles two minutes would see two limits. */
  const clearOfMinuteEnd = async () => {
    const second = new Date().getSeconds();
    if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
  };

  it('keeps wrong passwords sent all at once to the limit', async () => {
    // Found by the two-instances drill: every guess passed the check before any failure was counted.
    // Admitting all thirty at once, so the count alone must hold them.
    const wide = await createTestApp(kind, { secretChecks: { strangersInProgress: 30, maxWaiting: 30 } });
    try {
      await clearOfMinuteEnd();
      const ip = '10.9.8.7';
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          wide.app.inject({
            method: 'POST',
            url: '/v1/login',
            payload: { password: `guess-${i}` },
            remoteAddress: ip,
          }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(10);
      expect(codes.filter((code) => code === 429)).toHaveLength(20);
    } finally {
      await wide.close();
    }
  });

  it("never lets a stranger's wrong codes fail another address's right code", async () => {
    // Eleven wrong codes from one address used to lock the whole group out of checkout for the minute.
    const stranger = '10.8.0.1';
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/v1/bypass/check', { companyName: 'northstar', code: `GUESS-${i}` }, stranger)).json()).toEqual({
        valid: false,
      });
    }
    const refused = await post('/v1/bypass/check', { companyName: 'northstar', code: 'NORTHSTAR-ACCT' }, stranger);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const buyer = await post('/v1/bypass/check', { companyName: 'northstar', code: 'NORTHSTAR-ACCT' }, '10.8.1.1');
    expect(buyer.json()).toEqual({ valid: true });
    const admin = await post('/v1/admin/unlock', { companyName: 'northstar', password: 'crestline-admin' }, '10.8.1.2');
    expect(admin.statusCode).toBe(204);
  });

  it('answers a burst of the same right code from one address, as an office placing orders at once sends it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post('/v1/bypass/check', { companyName: 'ironbridge', code: 'FLEET-ACCOUNT' }, '10.8.4.1'),
      ),
    );
    expect(answers.map((a) => a.json())).toEqual(Array.from({ length: 30 }, () => ({ valid: true })));
  });

  it('limits one address across groups as well as per group', async () => {
    const address = '10.8.2.1';
    const groups = ['cedar', 'maple', 'ironbridge', 'northstar'];
    const codes: number[] = [];
    for (const group of groups)
      for (let i = 0; i < 8; i += 1)
        codes.push((await post('/v1/admin/unlock', { companyName: group, password: `guess-${i}` }, address)).statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(2);
  });
  it('checks bypass codes in any case, and counts wrong ones', async () => {
    expect((await post('/v1/bypass/check', { companyName: 'redrock', code: 'manager' })).json()).toEqual({ valid: true });
    expect((await post('/v1/bypass/check', { companyName: 'redrock', code: ' Employee ' })).json()).toEqual({ valid: true });
    expect((await post('/v1/bypass/check', { companyName: 'redrock', code: 'SRTY01' })).json()).toEqual({ valid: false });
    expect((await post('/v1/bypass/check', { companyName: 'summit', code: 'srty01' })).json()).toEqual({ valid: true });
    expect((await post('/v1/bypass/check', { companyName: 'redrock', code: '' })).json()).toEqual({ valid: false });
  });

  it('unlocks a store with its password; a store without one opens directly', async () => {
    const wrong = await post('/v1/stores/unlock', { companyName: 'guardian', storeCode: 'GDWH01', password: 'store-gdwh02' });
    expect(wrong.statusCode).toBe(401);
    const right = await post('/v1/stores/unlock', { companyName: 'guardian', storeCode: 'GDWH01', password: 'store-gdwh01' });
    expect(right.statusCode).toBe(204);
    expect(right.cookies.find((c) => c.name === 'ps_guardian_GDWH01')).toMatchObject({ httpOnly: true });
    expect((await post('/v1/stores/unlock', { companyName: 'guardian', storeCode: 'GDCH01', password: '' })).statusCode).toBe(
      204,
    );
    const unknown = await post('/v1/stores/unlock', { companyName: 'guardian', storeCode: 'HPFD01', password: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('turns on admin mode with the admin password only', async () => {
    expect((await post('/v1/admin/unlock', { companyName: 'summit', password: 'summit-demo' })).statusCode).toBe(401);
    const response = await post('/v1/admin/unlock', { companyName: 'summit', password: 'crestline-admin' });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'pa_summit')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('answers unknown groups with 404 and bad bodies with 400', async () => {
    expect((await post('/v1/admin/unlock', { companyName: 'nobody', password: 'x' })).statusCode).toBe(404);
    const missing = await post('/v1/stores/unlock', { companyName: 'guardian' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Store code is required. Password is required.');
    expect((await post('/v1/login', { password: 'x', extra: 1 })).statusCode).toBe(400);
  });

  it('logs out: the group, admin and store sessions end, and the orders ask for the password again', async () => {
    const ip = '10.8.3.1';
    const sessions = cookiesFrom(
      await post('/v1/login', { password: 'guardian-demo' }, ip),
      await post('/v1/admin/unlock', { companyName: 'guardian', password: 'crestline-admin' }, ip),
      await post('/v1/stores/unlock', { companyName: 'guardian', storeCode: 'GDWH01', password: 'store-gdwh01' }, ip),
    );
    const orders = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/v1/retrieve-orders', payload: { companyName: 'guardian' }, headers: { cookie } });
    expect((await orders(sessions)).json()).toMatchObject({ admin: true });
    const state = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/v1/session', payload: { companyName: 'guardian' }, headers: { cookie } });
    expect((await state(sessions)).json()).toEqual({ logged_in: true, admin: true });
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      payload: { companyName: 'guardian' },
      headers: { cookie: sessions },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.filter((c) => c.value === '' && c.expires && c.expires.getTime() < Date.now()).map((c) => c.name);
    expect(cleared.sort()).toEqual(['pa_guardian', 'pg_guardian', 'ps_guardian_GDWH01']);
    // What the browser keeps after the answer: the proofs only, which open nothing.
    const kept = sessions
      .split('; ')
      .filter((pair) => !cleared.includes(pair.split('=')[0]!))
      .join('; ');
    expect(kept).toMatch(/pd_guardian_password=/);
    expect((await orders(kept)).statusCode).toBe(401);
    expect((await state(kept)).json()).toEqual({ logged_in: false, admin: false });
  });
});

describe.each(DATABASE_KINDS)('the hourly cap on guessing one secret (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  const post = (url: string, payload: object, ip: string, cookie = '') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });

  it("stops strangers after 60 wrong codes an hour from any number of addresses, never the group's own browsers", async () => {
    // A buyer who used the code before, and one logged in to the group.
    const known = await post('/v1/bypass/check', { companyName: 'harbor', code: 'HPFD01' }, '10.20.0.1');
    expect(known.json()).toEqual({ valid: true });
    const proof = cookiesFrom(known);
    const session = cookiesFrom(await post('/v1/login', { password: 'harbor-demo' }, '10.20.0.2'));

    // Sixty strangers, one guess each, each from its own address, five at a time (within the strangers admitted at once).
    const guesses = [];
    for (let batch = 0; batch < 12; batch += 1) {
      guesses.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            post('/v1/bypass/check', { companyName: 'harbor', code: `GUESS${batch}${i}` }, `10.21.${batch}.${i}`),
          ),
        )),
      );
    }
    expect(guesses.map((g) => g.statusCode).filter((code) => code !== 200)).toEqual([]);

    const stranger = await post('/v1/bypass/check', { companyName: 'harbor', code: 'HPFD01' }, '10.22.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(
      /^Too many wrong attempts were made on Harbor .* this hour\. Please try again in \d+ minutes?/,
    );
    const wait = Number(stranger.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);

    expect((await post('/v1/bypass/check', { companyName: 'harbor', code: 'HPFD01' }, '10.22.0.2', proof)).json()).toEqual({
      valid: true,
    });
    expect((await post('/v1/bypass/check', { companyName: 'harbor', code: 'HPFD01' }, '10.22.0.3', session)).json()).toEqual({
      valid: true,
    });
    // Another secret of the group has its own count.
    expect((await post('/v1/admin/unlock', { companyName: 'harbor', password: 'crestline-admin' }, '10.22.0.4')).statusCode).toBe(
      204,
    );
  });

  it('gives browsers holding the group session 40 more wrong codes an hour, so no secret sees 100 guesses', async () => {
    const session = cookiesFrom(await post('/v1/login', { password: 'summit-demo' }, '10.30.0.1'));
    const answers = [];
    for (let i = 0; i < 41; i += 1) {
      answers.push(
        (await post('/v1/admin/unlock', { companyName: 'summit', password: `guess-${i}` }, `10.31.0.${i}`, session)).statusCode,
      );
    }
    expect(answers.slice(0, 40).every((code) => code === 401)).toBe(true);
    expect(answers[40]).toBe(429);
    expect(DEFAULT_LIMITS.strangersPerSecret.limit + DEFAULT_LIMITS.sessionHoldersPerSecret.limit).toBe(100);
    expect(DEFAULT_LIMITS.strangersPerSecret.windowMs).toBe(3_600_000);
  });

  it("refuses strangers before reading their body while strangers' checks are full, on every secret route", async () => {
    // A gate that admits no stranger at all: it is always full. A second instance on the same
    // database, as instances are: the sessions made on the first hold on it.
    const shut = await secondInstance(t, { secretChecks: { strangersInProgress: 0 } });
    try {
      const raw = (url: string, payload: string, cookie?: string) =>
        shut.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          remoteAddress: '10.41.0.1',
        });
      for (const url of ['/v1/login', '/v1/bypass/check', '/v1/admin/unlock', '/api/console/login']) {
        // Not even parsed: a broken body answers busy, not 400.
        const refused = await raw(url, '{"broken');
        expect(refused.statusCode, url).toBe(429);
        expect(refused.json()).toEqual({ message: SECRET_CHECKS_BUSY, code: 'RATE_LIMITED' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      // A store without a password opens without any check, busy or not.
      const open = await raw('/v1/stores/unlock', JSON.stringify({ companyName: 'harbor', storeCode: 'HPFD02', password: '' }));
      expect(open.statusCode).toBe(204);
      // A browser holding a group session is not a stranger: its body is read and its code checked.
      const session = cookiesFrom(
        await t.app.inject({ method: 'POST', url: '/v1/login', payload: { password: 'lakeshore-demo' } }),
      );
      expect((await raw('/v1/bypass/check', '{"broken', session)).statusCode).toBe(400);
      const checked = await raw(
        '/v1/bypass/check',
        JSON.stringify({ companyName: 'lakeshore', code: 'LAKESHORE-ACCT' }),
        session,
      );
      expect(checked.json()).toEqual({ valid: true });
    } finally {
      await shut.close();
    }
  });

  it('answers a burst of 300 concurrent guesses without hashing more than it may, each refusal with Retry-After', async () => {
    const session = cookiesFrom(await post('/v1/login', { password: 'lakeshore-demo' }, '10.40.9.1'));
    const buyer = post('/v1/bypass/check', { companyName: 'lakeshore', code: 'LAKESHORE-ACCT' }, '10.40.9.2', session);
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post('/v1/admin/unlock', { companyName: 'lakeshore', password: `guess-${i}` }, `10.40.${Math.floor(i / 250)}.${i % 250}`),
      ),
    );
    const codes = burst.map((answer) => answer.statusCode);
    // The group's own browser went first in the queue: never refused as busy.
    expect((await buyer).json()).toEqual({ valid: true });
    // At most the strangers' cap was hashed; the rest were refused before any scrypt work.
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(60);
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
    for (const refused of burst.filter((answer) => answer.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const wrongAnswers = await t.database.db.execute(
      sql`select coalesce(sum(count), 0)::int as n from auth_failures where bucket = 'strangers:lakeshore:admin'`,
    );
    const rows = (wrongAnswers as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBe(codes.filter((code) => code === 401).length);
  });
});
