import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@portal/domain';
import { readDemoSecrets, readDemoStaff, readDemoStaffSecrets } from '@portal/tenants/server';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { startFakePayPal, type FakePayPal } from '@portal/testing/fake-paypal';
import { loggedInStaff } from '../test-support/console';
import { cookiesFrom, createTestApp, registry, type TestApp } from '../test-support/test-app';

/*
 * Walks the API as a user would, for every group, with right and wrong secrets, and reads every
 * answer: no body or header (Set-Cookie included) may carry a plain demo secret, a scrypt hash or
 * an address the orders are e-mailed to.
 */

const COOKIE_SECRET = 'test-cookie-secret-that-is-long-enough-0123456789';
const GROUPS = [...registry.groups.keys()];
const tenant = (key: string) => registry.groups.get(key)!;
const DEMO = readDemoSecrets();
const demoOf = (key: string) => DEMO.find((d) => d.group === key)!;

/** These groups' bypass codes are their store codes, listed in the public storefront by design. */
const STORE_CODE_GROUPS = ['guardian', 'harbor', 'summit', 'prairie'];
const PUBLIC_CODES = new Set(
  STORE_CODE_GROUPS.flatMap((key) =>
    demoOf(key).bypassCodes.filter((code) => tenant(key).config.stores.some((store) => store.code === code)),
  ),
);
const PLAIN_SECRETS = [
  ...new Set(
    DEMO.flatMap((d) => [
      ...(d.password ? [d.password] : []),
      d.admin,
      ...d.bypassCodes,
      ...d.storePasswords.map((s) => s.password),
    ]),
  ),
  // The console's: staff passwords and the demo admin's TOTP key.
  ...readDemoStaffSecrets().map((s) => s.password),
  ...readDemoStaff().flatMap((member) => (member.totp_secret ? [member.totp_secret] : [])),
].filter((secret) => !PUBLIC_CODES.has(secret));
const HASHES = GROUPS.flatMap((key) => {
  const { secrets } = tenant(key);
  return [secrets.password, secrets.admin_password, ...secrets.bypass_codes, ...Object.values(secrets.store_passwords)].filter(
    (hash): hash is string => typeof hash === 'string',
  );
});
const RECIPIENTS = [...new Set(GROUPS.flatMap((key) => tenant(key).secrets.email_recipients))];

interface Seen {
  step: string;
  response: LightMyRequestResponse;
}

function needles(extra: readonly string[]): string[] {
  return [
    ...new Set(
      [...PLAIN_SECRETS, 'scrypt$', ...HASHES.map((hash) => hash.split('$')[5]!), ...RECIPIENTS, COOKIE_SECRET, ...extra].map(
        (n) => n.toLowerCase(),
      ),
    ),
  ];
}

/** Every secret found in the text, case-insensitively. */
function secretsIn(text: string, extra: readonly string[] = []): string[] {
  const haystack = text.toLowerCase();
  return needles(extra).filter((needle) => haystack.includes(needle));
}

/** The answers that carry a secret in their body or any header, with the secrets they carry. */
function leaks(seen: readonly Seen[], extra: readonly string[] = []): string[] {
  return seen.flatMap(({ step, response }) => {
    const found = secretsIn(`${JSON.stringify(response.headers)}\n${response.body}`, extra);
    return found.length ? [`${step} (${response.statusCode}): ${found.join(', ')}`] : [];
  });
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** Carts to try for an order on account: 12 units of each plain item, in catalogue order. */
function candidateCarts(key: string): CartLine[][] {
  return tenant(key)
    .catalogue.filter((item) => !item.restricted && !item.supportedStores && item.type !== 'accessory')
    .flatMap((item) => {
      try {
        return [linesFor(key, item.code, 12)];
      } catch {
        return [];
      }
    })
    .slice(0, 15);
}

describe('no secret in any answer', () => {
  let t: TestApp;
  let paypal: FakePayPal;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    t = await createTestApp('pglite', {
      paypal: { apiBase: paypal.baseUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret, timeoutMs: 1500 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.close();
  });

  /** Sends as one browser at its own address, so each group's wrong secrets stay under the rate limit. */
  function browser(address: string) {
    const seen: Seen[] = [];
    const send = async (step: string, method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
      const response = await t.app.inject({
        method,
        url,
        remoteAddress: address,
        ...(payload === undefined ? {} : { payload }),
        ...(cookie ? { headers: { cookie } } : {}),
      });
      seen.push({ step, response });
      return response;
    };
    return { seen, send };
  }

  it('knows every demo secret, and exempts exactly the store codes that are bypass codes', () => {
    expect(PLAIN_SECRETS.length).toBeGreaterThan(25);
    expect([...PUBLIC_CODES].sort()).toEqual(STORE_CODE_GROUPS.flatMap((key) => demoOf(key).bypassCodes).sort());
    expect(PLAIN_SECRETS).toContain('MANAGER');
    expect(HASHES.length).toBeGreaterThan(100);
    expect(RECIPIENTS).toContain('purchasing@guardian-auto.example');
    expect(secretsIn('{"note":"Crestline-Admin"}')).toEqual(['crestline-admin']);
    expect(secretsIn(`x ${HASHES[0]}`)).toContain('scrypt$');
  });

  it.each(GROUPS.map((key, i) => [key, i] as const))(
    'walks %s as a user would, right and wrong secrets, without a secret, hash or recipient in any answer',
    async (key, i) => {
      const demo = demoOf(key);
      const { config } = tenant(key);
      const { seen, send } = browser(`10.0.${i}.1`);
      const other = DEMO.find((d) => d.group !== key && d.password)!;

      expect((await send('storefront', 'GET', `/v1/storefront/${key}`)).statusCode).toBe(200);

      let groupCookie = '';
      if (demo.password) {
        const login = await send('login', 'POST', '/v1/login', { password: demo.password });
        expect(login.json()).toMatchObject({ group: key });
        groupCookie = cookiesFrom(login);
      }
      expect((await send('login with a wrong password', 'POST', '/v1/login', { password: demo.admin })).statusCode).toBe(401);

      const right = await send('bypass check', 'POST', '/v1/bypass/check', {
        companyName: key,
        code: demo.bypassCodes[0]!.toLowerCase(),
      });
      expect(right.json()).toEqual({ valid: true });
      const wrong = await send('bypass check with a wrong code', 'POST', '/v1/bypass/check', {
        companyName: key,
        code: other.password!,
      });
      expect(wrong.json()).toEqual({ valid: false });

      const storeCookies: string[] = [];
      for (const store of demo.storePasswords) {
        const unlock = { companyName: key, storeCode: store.code };
        const unlocked = await send('store unlock', 'POST', '/v1/stores/unlock', { ...unlock, password: store.password });
        expect(unlocked.statusCode).toBe(204);
        storeCookies.push(cookiesFrom(unlocked));
        const refused = await send('store unlock with a wrong password', 'POST', '/v1/stores/unlock', {
          ...unlock,
          password: demo.admin,
        });
        expect(refused.statusCode).toBe(401);
      }
      const open = config.stores.find((store) => !demo.storePasswords.some((s) => s.code === store.code));
      if (open) {
        const unlock = { companyName: key, storeCode: open.code, password: demo.admin };
        expect((await send('open store unlock', 'POST', '/v1/stores/unlock', unlock)).statusCode).toBe(204);
      }
      const unknownStore = { companyName: key, storeCode: 'NOPE01', password: demo.admin };
      expect((await send('unknown store unlock', 'POST', '/v1/stores/unlock', unknownStore)).statusCode).toBe(404);

      const badAdmin = { companyName: key, password: demo.password ?? demo.bypassCodes[0]! };
      expect((await send('admin unlock with a wrong password', 'POST', '/v1/admin/unlock', badAdmin)).statusCode).toBe(401);
      const admin = await send('admin unlock', 'POST', '/v1/admin/unlock', { companyName: key, password: demo.admin });
      expect(admin.statusCode).toBe(204);
      const adminCookie = cookiesFrom(admin);

      const onAccount = { bypassPaypal: true, bypassCode: demo.bypassCodes[0]! };
      // The browser that logged in, and unlocked the stores: where custom items need one.
      const orderCookie = [groupCookie, ...storeCookies].filter((c) => c).join('; ') || undefined;
      let placed: LightMyRequestResponse | undefined;
      for (const cart of candidateCarts(key)) {
        placed = await send(
          'create order on account',
          'POST',
          '/v1/create-order',
          checkoutBody(key, cart, onAccount),
          orderCookie,
        );
        if (placed.statusCode === 201) break;
      }
      expect(placed?.statusCode, placed?.body).toBe(201);
      const cart = candidateCarts(key)[0]!;
      const refusedCode = await send(
        'create order with a wrong code',
        'POST',
        '/v1/create-order',
        checkoutBody(key, cart, { bypassPaypal: true, bypassCode: other.password! }),
        orderCookie,
      );
      expect(refusedCode.statusCode).toBe(403);
      const madeUp = await send(
        'create order with a made-up total',
        'POST',
        '/v1/create-order',
        { ...checkoutBody(key, cart, onAccount), total: 1 },
        orderCookie,
      );
      expect(madeUp.statusCode).toBe(400);

      if (demo.password) {
        const locked = await send('orders without a session', 'POST', '/v1/retrieve-orders', { companyName: key });
        expect(locked.statusCode).toBe(401);
      }
      // An open group shows a browser the orders it placed: the order's answer gave this one its id.
      const browserCookie = placed!.cookies
        .filter((c) => c.name === 'pb')
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const history = await send(
        'orders',
        'POST',
        '/v1/retrieve-orders',
        { companyName: key },
        [groupCookie, browserCookie].filter((c) => c).join('; ') || undefined,
      );
      const [order] = history.json<{ orders: { email: string; created_at: number; order: { code: string }[] }[] }>().orders;
      expect(order).toBeDefined();

      const edit = {
        companyName: key,
        email: order!.email,
        created_at: order!.created_at,
        cart: [{ line_no: 1, code: order!.order[0]!.code, po: 'PO-55' }],
      };
      expect((await send('edit an order as admin', 'POST', '/v1/update-historical-order', edit, adminCookie)).statusCode).toBe(
        204,
      );
      expect((await send('edit an order without admin', 'POST', '/v1/update-historical-order', edit)).statusCode).toBe(403);

      if (key === 'summit') {
        const created = await send(
          'create order with PayPal',
          'POST',
          '/v1/create-order',
          checkoutBody(key, linesFor(key, '1640', 3)),
          orderCookie,
        );
        expect(created.statusCode).toBe(201);
        const { order_id: orderId } = created.json<{ order_id: string }>();
        const early = await send(
          'capture before approval',
          'POST',
          '/v1/capture-order',
          { order_id: orderId, companyName: key },
          orderCookie,
        );
        expect(early.statusCode).toBe(422);
        paypal.approve(orderId);
        const captured = await send('capture', 'POST', '/v1/capture-order', { order_id: orderId, companyName: key }, orderCookie);
        expect(captured.json()).toMatchObject({ status: 'COMPLETED' });
      }

      expect(seen.length).toBeGreaterThanOrEqual(12);
      expect(leaks(seen, [paypal.clientSecret])).toEqual([]);
    },
  );

  it('answers errors, the rate limit, health and the API documents without a secret', async () => {
    const { seen, send } = browser('10.1.0.1');
    const raw = async (step: string, options: InjectOptions) => {
      const response = await t.app.inject({ remoteAddress: '10.1.0.1', ...options });
      seen.push({ step, response });
      return response;
    };
    for (const path of ['/docs', '/docs/json', '/docs/yaml', '/healthz', '/readyz', '/v1/storefront/nobody', '/nowhere']) {
      await send(`GET ${path}`, 'GET', path);
    }
    await send('unknown group', 'POST', '/v1/bypass/check', { companyName: 'nobody', code: 'MANAGER' });
    await send('invalid body', 'POST', '/v1/admin/unlock', { companyName: 'redrock', password: 42 });
    await raw('not JSON', {
      method: 'POST',
      url: '/v1/login',
      payload: '{"password":',
      headers: { 'content-type': 'application/json' },
    });
    await raw('text/plain', {
      method: 'POST',
      url: '/v1/login',
      payload: 'redrock-demo',
      headers: { 'content-type': 'text/plain' },
    });
    await raw('too large', {
      method: 'POST',
      url: '/v1/login',
      payload: JSON.stringify({ password: 'x'.repeat(300_000) }),
      headers: { 'content-type': 'application/json' },
    });
    await send('capture of an unknown order', 'POST', '/v1/capture-order', { order_id: 'NOPE', companyName: 'summit' });
    for (let n = 0; n < 11; n += 1)
      await send('login with a wrong password', 'POST', '/v1/login', { password: `crestline-admin-${n}` });

    expect(seen.map((s) => s.response.statusCode)).toEqual(expect.arrayContaining([200, 400, 401, 404, 413, 415, 429]));
    expect(leaks(seen, [paypal.clientSecret])).toEqual([]);
  });

  it("answers the console's groups, reports and exports without a password, code or hash (recipients are shown to staff)", async () => {
    const { cookie } = await loggedInStaff(t, 'admin');
    const { cookie: rep } = await loggedInStaff(t, 'rep', ['harbor']);
    const seen: Seen[] = [];
    const get = async (step: string, url: string, as = cookie) =>
      seen.push({ step, response: await t.app.inject({ method: 'GET', url, headers: { cookie: as } }) });
    await get('groups at a glance', '/api/console/groups');
    await get("a rep's groups", '/api/console/groups', rep);
    for (const key of GROUPS) {
      await get(`spend report of ${key}`, `/api/console/reports/spend?group=${key}`);
      await get(`spend by store of ${key}`, `/api/console/reports/spend/export?group=${key}&table=store`);
    }
    await get('the export of every order', '/api/console/orders/export');
    expect(seen.every(({ response }) => response.statusCode === 200)).toBe(true);
    const groups = seen[0]!.response.json<{ groups: { email_recipients: string[]; flags: { password: boolean } }[] }>().groups;
    expect(groups).toHaveLength(GROUPS.length);
    expect(groups.flatMap((g) => g.email_recipients)).toEqual(expect.arrayContaining(RECIPIENTS));
    expect(groups.filter((g) => g.flags.password).length).toBe(DEMO.filter((d) => d.password).length);
    const staffNeedles = needles([COOKIE_SECRET]).filter((n) => !RECIPIENTS.map((r) => r.toLowerCase()).includes(n));
    const found = seen.flatMap(({ step, response }) => {
      const text = `${JSON.stringify(response.headers)}\n${response.body}`.toLowerCase();
      const hits = staffNeedles.filter((needle) => text.includes(needle));
      return hits.length ? [`${step}: ${hits.join(', ')}`] : [];
    });
    expect(found).toEqual([]);
  });

  describe('session cookies', () => {
    let production: TestApp;
    beforeAll(async () => {
      production = await createTestApp('pglite', { production: true });
    });
    afterAll(async () => production?.close());

    /** A login, a store unlock and an admin unlock: the three kinds of session, each with its proof. */
    async function sessionCookies(app: TestApp['app'], prefix: string): Promise<string[]> {
      const answers = [
        await app.inject({ method: 'POST', url: '/v1/login', payload: { password: demoOf('summit').password! } }),
        await app.inject({
          method: 'POST',
          url: '/v1/stores/unlock',
          payload: { companyName: 'summit', storeCode: 'SRTY01', password: 'store-srty01' },
        }),
        await app.inject({
          method: 'POST',
          url: '/v1/admin/unlock',
          payload: { companyName: 'summit', password: demoOf('summit').admin },
        }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 204, 204]);
      const cookies = answers.flatMap(setCookies);
      expect(cookies.map((c) => c.split('=')[0])).toEqual(
        ['pg_summit', 'pd_summit_password', 'pd_summit_store_SRTY01', 'ps_summit_SRTY01', 'pa_summit', 'pd_summit_admin'].map(
          (name) => prefix + name,
        ),
      );
      return cookies;
    }

    /** Sealed: the value names neither its kind, its group nor its expiry, and a changed one is refused. */
    async function expectSealed(app: TestApp['app'], header: string) {
      const pair = header.split(';')[0]!;
      const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
      expect(value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const plain = Buffer.from(value, 'base64url').toString('latin1');
      for (const word of ['summit', 'group', 'admin', 'store', 'SRTY01']) expect(plain).not.toContain(word);
      if (pair.includes('pg_summit=')) {
        const retrieve = (cookie: string) =>
          app.inject({ method: 'POST', url: '/v1/retrieve-orders', payload: { companyName: 'summit' }, headers: { cookie } });
        const name = pair.slice(0, pair.indexOf('='));
        expect((await retrieve(pair)).statusCode).toBe(200);
        const changed = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
        expect((await retrieve(`${name}=${changed}`)).statusCode).toBe(401);
      }
    }

    const attributes = (header: string) =>
      header
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());

    it('sets HttpOnly, SameSite=Lax, Path=/ sealed cookies without Secure outside production', async () => {
      for (const header of await sessionCookies(t.app, '')) {
        expect(attributes(header)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
        expect(attributes(header)).not.toContain('secure');
        await expectSealed(t.app, header);
      }
    });

    it('names every session cookie __Host- and adds Secure when built for production', async () => {
      for (const header of await sessionCookies(production.app, '__Host-')) {
        expect(attributes(header)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']));
        expect(attributes(header).some((a) => a.startsWith('domain='))).toBe(false);
        await expectSealed(production.app, header);
      }
    });
  });
});
