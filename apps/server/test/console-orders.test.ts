import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleBoardRow, ConsoleOrderDetailAnswer, ConsoleOrderState } from '@portal/domain';
import { auditLog, emailOutbox, orderLines, orders, orderStatusHistory } from '../src/db/schema';
import { chargeTestOrder, ohioTax } from '../test-support/charged-order';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { consoleState } from '../test-support/console-state';
import { createTestApp, groupSessionCookie, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;
type Placed = { order_id: string; order_number: string };

describe.each(DATABASE_KINDS)('the console board and fulfilment (%s)', (kind) => {
  let t: TestApp;
  let admin: Staff;
  let repGH: Staff;
  let repSP: Staff;
  let viewer: Staff;
  const harbor: Placed[] = [];
  const summit: Placed[] = [];
  let guardian: Placed;
  let cedar: Placed;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Staff | string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: typeof who === 'string' ? who : who.cookie },
      ...(payload ? { payload } : {}),
    });
  const board = async (who: Staff, query = ''): Promise<ConsoleBoardRow[]> => {
    const response = await call('GET', `/api/console/orders${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows;
  };
  const detail = async (who: Staff, id: string): Promise<ConsoleOrderDetailAnswer> => {
    const response = await call('GET', `/api/console/orders/${id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const move = (who: Staff, id: string, body: object) => call('POST', `/api/console/orders/${id}/status`, who, body);
  const shipDate = (who: Staff, id: string, body: object) => call('POST', `/api/console/orders/${id}/ship-date`, who, body);
  const statusEmails = (orderId: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'status')))
      .orderBy(asc(emailOutbox.id));
  /** Refused: the answer, and nothing at all changed by it. */
  const refusedUnchanged = async (send: () => Promise<LightMyRequestResponse>, status: number, message?: string) => {
    const before = await consoleState(t.database.db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json()).toEqual({ message, code: expect.any(String) });
    expect(await consoleState(t.database.db)).toEqual(before);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [i, last] of ['Okafor', 'Lindqvist', 'Brennan'].entries()) {
      harbor.push(
        await placeTestOrder(t, 'harbor', {
          first_name: 'Rosa',
          last_name: last,
          email: `buyer${i}@harborpoint.example`,
          customer_po: `HP-${700 + i}`,
          store: i === 0 ? 'HPFD01' : '',
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const i of [0, 1])
      summit.push(await placeTestOrder(t, 'summit', { email: `s${i}@summit.example`, customer_po: `SR-${i}` }));
    guardian = await placeTestOrder(t, 'guardian', { email: 'g@guardian.example', customer_po: 'GD-1' });
    cedar = await placeTestOrder(t, 'cedar', { email: 'c@cedar.example', customer_po: '100%_off' });
    admin = await loggedInStaff(t, 'admin');
    repGH = await loggedInStaff(t, 'rep', ['guardian', 'harbor']);
    repSP = await loggedInStaff(t, 'rep', ['prairie', 'summit']);
    viewer = await loggedInStaff(t, 'viewer');
  });
  afterAll(async () => t?.close());

  describe('the board', () => {
    it("lists every group's placed orders to an admin, newest first, with the desk's columns", async () => {
      const rows = await board(admin);
      expect(rows.map((r) => r.order_number)).toEqual(
        [cedar, guardian, ...summit.toReversed(), ...harbor.toReversed()].map((o) => o.order_number),
      );
      const first = rows.find((r) => r.id === harbor[0]!.order_id)!;
      expect(first).toMatchObject({
        group_key: 'harbor',
        group_title: 'Harbor Point Motors',
        store_code: 'HPFD01',
        store_name: 'Harbor Point Ford of Port Alder',
        buyer_name: 'Rosa Okafor',
        buyer_email: 'buyer0@harborpoint.example',
        item_count: 3,
        line_count: 1,
        payment: 'on_account',
        status: 'received',
        version: 0,
        est_ship_date: null,
        po: null,
        customer_po: 'HP-700',
        price_on_quote: false,
      });
      expect(first.total_cents).toBeGreaterThan(0);
      expect(await board(viewer)).toHaveLength(rows.length);
    });

    it("shows a rep their groups' orders only, and refuses another group by name", async () => {
      expect(new Set((await board(repGH)).map((r) => r.group_key))).toEqual(new Set(['guardian', 'harbor']));
      expect((await board(repSP)).map((r) => r.group_key)).toEqual(['summit', 'summit']);
      const refused = await call('GET', '/api/console/orders?group=harbor', repSP);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not work for Harbor Point Motors.', code: 'FORBIDDEN' });
      // A store of another group, a search for another group's order: nothing, not a peek.
      expect(await board(repSP, '?store=HPFD01')).toEqual([]);
      expect(await board(repSP, `?q=${harbor[0]!.order_number}`)).toEqual([]);
      expect((await call('GET', '/api/console/orders?group=nowhere', admin)).statusCode).toBe(404);
    });

    it('filters by group, store, status, payment and the days the orders were placed', async () => {
      expect((await board(admin, '?group=harbor')).map((r) => r.id).sort()).toEqual(harbor.map((o) => o.order_id).sort());
      expect((await board(admin, '?store=HPFD01')).map((r) => r.id)).toEqual([harbor[0]!.order_id]);
      expect(await board(admin, '?payment=paid')).toEqual([]);
      expect(await board(admin, '?payment=on_account')).toHaveLength(7);
      expect(await board(admin, '?status=shipped&group=summit')).toEqual([]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
      expect(await board(admin, `?from=${today}&to=${today}`)).toHaveLength(7);
      expect(await board(admin, '?to=2020-01-31')).toEqual([]);
      expect(await board(admin, '?from=2099-01-01')).toEqual([]);
      const backwards = await call('GET', '/api/console/orders?from=2026-02-01&to=2026-01-01', admin);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toEqual({ message: 'The date range ends before it starts.', code: 'INVALID_INPUT' });
    });

    it('finds orders by number, buyer name or e-mail, customer PO, line PO and item code, in any case', async () => {
      const ids = async (q: string) => (await board(admin, `?q=${encodeURIComponent(q)}`)).map((r) => r.id);
      const number = harbor[1]!.order_number;
      expect(await ids(number)).toEqual([harbor[1]!.order_id]);
      expect(await ids(number.toLowerCase())).toEqual([harbor[1]!.order_id]);
      expect(await ids(number.replace('CB-', ''))).toEqual([harbor[1]!.order_id]);
      expect(await ids('BUYER2@HARBOR')).toEqual([harbor[2]!.order_id]);
      expect(await ids('rosa brenn')).toEqual([harbor[2]!.order_id]);
      expect(await ids('lindq')).toEqual([harbor[1]!.order_id]);
      expect(await ids('hp-70')).toHaveLength(3);
      expect(await ids('gd-1')).toEqual([guardian.order_id]);
      // LIKE's wildcards are plain characters in a search.
      expect(await ids('100%')).toEqual([cedar.order_id]);
      expect(await ids('1_0')).toEqual([]);
      expect(await ids('%')).toEqual([]);
      await t.database.db.update(orderLines).set({ po: 'PO-55120' }).where(eq(orderLines.orderId, summit[1]!.order_id));
      expect(await ids('po-551')).toEqual([summit[1]!.order_id]);
      const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, guardian.order_id));
      expect(await ids(line!.code.toLowerCase())).toContain(guardian.order_id);
      expect((await board(admin, `?q=${summit[1]!.order_number}`))[0]!.po).toBe('PO-55120');
    });

    it('pages with a keyset cursor: the pages together are the list, once each', async () => {
      const all = (await board(admin)).map((r) => r.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await call('GET', `/api/console/orders?limit=3${cursor ? `&cursor=${cursor}` : ''}`, admin);
        const page = response.json<{ rows: ConsoleBoardRow[]; next_cursor: string | null }>();
        expect(page.rows.length).toBeLessThanOrEqual(3);
        seen.push(...page.rows.map((r) => r.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(all);
    });

    it('counts every order the filters match, over all pages', async () => {
      const page = (await call('GET', '/api/console/orders?limit=3', admin)).json();
      expect(page.rows).toHaveLength(3);
      expect(page).toMatchObject({ total: 7, total_capped: false });
      expect((await call('GET', '/api/console/orders?group=harbor&limit=1', admin)).json()).toMatchObject({ total: 3 });
      expect((await call('GET', '/api/console/orders', repSP)).json()).toMatchObject({ total: 2 });
      expect((await call('GET', '/api/console/orders?from=2099-01-01', admin)).json()).toMatchObject({ rows: [], total: 0 });
    });

    it("finds a store's orders by a part of the store's name, within the staff member's groups", async () => {
      const ids = async (who: Staff, q: string) => (await board(who, `?q=${encodeURIComponent(q)}`)).map((r) => r.id);
      expect(await ids(admin, 'port alder')).toContain(harbor[0]!.order_id);
      expect(await ids(admin, 'Ford of Port')).toContain(harbor[0]!.order_id);
      expect(await ids(repGH, 'port alder')).toContain(harbor[0]!.order_id);
      // Another rep's store is not theirs to find; two letters name no store.
      expect(await ids(repSP, 'port alder')).toEqual([]);
      expect(await ids(admin, 'po')).not.toContain(harbor[0]!.order_id);
    });

    it('exports the chosen orders alone, within the filters, and refuses a malformed choice', async () => {
      const numbersIn = (csv: string) => new Set([...csv.matchAll(/CB-\d+/g)].map((m) => m[0]));
      const chosen = `${harbor[1]!.order_id},${summit[0]!.order_id}`;
      const both = await call('GET', `/api/console/orders/export?ids=${chosen}`, admin);
      expect(both.statusCode, both.body).toBe(200);
      expect(numbersIn(both.body)).toEqual(new Set([harbor[1]!.order_number, summit[0]!.order_number]));
      const filtered = await call('GET', `/api/console/orders/export?group=summit&ids=${chosen}`, admin);
      expect(numbersIn(filtered.body)).toEqual(new Set([summit[0]!.order_number]));
      // A rep's choice is still kept to their groups.
      const rep = await call('GET', `/api/console/orders/export?ids=${chosen}`, repSP);
      expect(numbersIn(rep.body)).toEqual(new Set([summit[0]!.order_number]));
      for (const ids of ['nope', `${harbor[1]!.order_id},`, Array(201).fill(harbor[1]!.order_id).join(',')]) {
        const refused = await call('GET', `/api/console/orders/export?ids=${ids}`, admin);
        expect(refused.statusCode, ids.slice(0, 20)).toBe(400);
      }
    });

    it('shows orders awaiting their payment only under their own filter, to read and never to move', async () => {
      const unpaid = await placeTestOrder(t, 'cedar', { email: 'unpaid@cedar.example', customer_po: 'AW-1' });
      await t.database.db.update(orders).set({ status: 'awaiting_payment' }).where(eq(orders.id, unpaid.order_id));
      expect((await board(admin)).map((r) => r.id)).not.toContain(unpaid.order_id);
      const awaiting = await board(admin, '?payment=awaiting_payment');
      expect(awaiting.map((r) => [r.id, r.payment])).toEqual([[unpaid.order_id, 'awaiting_payment']]);
      expect(await board(repSP, '?payment=awaiting_payment')).toEqual([]);
      const shown = await detail(admin, unpaid.order_id);
      expect(shown.order).toMatchObject({ payment: 'awaiting_payment', next_statuses: [] });
      await refusedUnchanged(() => move(admin, unpaid.order_id, { to: 'in_production', version: 0 }), 404);
    });

    it('sorts by when placed, total, group, buyer or status, either way, and pages through each sort once', async () => {
      const all = await board(admin, '?limit=200');
      const rank = ['received', 'in_production', 'shipped', 'delivered', 'cancelled'];
      const keys: Record<string, (r: ConsoleBoardRow) => (string | number)[]> = {
        placed: (r) => [r.created_at],
        total: (r) => [r.total_cents],
        group: (r) => [r.group_key],
        buyer: (r) => [r.buyer_name.split(' ').slice(1).join(' '), r.buyer_name.split(' ')[0]!],
        status: (r) => [rank.indexOf(r.status)],
      };
      const compare = (a: (string | number)[], b: (string | number)[]) => {
        for (let i = 0; i < a.length; i += 1)
          if (a[i] !== b[i]) return typeof a[i] === 'number' ? (a[i] as number) - (b[i] as number) : a[i]! < b[i]! ? -1 : 1;
        return 0;
      };
      for (const [sort, key] of Object.entries(keys))
        for (const dir of ['asc', 'desc'] as const) {
          const seen: ConsoleBoardRow[] = [];
          let cursor: string | null = null;
          do {
            const response = await call(
              'GET',
              `/api/console/orders?sort=${sort}&dir=${dir}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
              admin,
            );
            expect(response.statusCode, response.body).toBe(200);
            const page = response.json<{ rows: ConsoleBoardRow[]; next_cursor: string | null }>();
            seen.push(...page.rows);
            cursor = page.next_cursor;
          } while (cursor);
          expect(seen.map((r) => r.id).sort(), `${sort} ${dir}: each order once`).toEqual(all.map((r) => r.id).sort());
          for (let i = 1; i < seen.length; i += 1) {
            const order = compare(key(seen[i - 1]!), key(seen[i]!));
            expect(dir === 'asc' ? order <= 0 : order >= 0, `${sort} ${dir} at ${i}`).toBe(true);
          }
        }
      // A cursor of one sort does not start a page of another.
      const byTotal = (await call('GET', '/api/console/orders?sort=total&limit=1', admin)).json<{ next_cursor: string }>();
      const mixed = await call('GET', `/api/console/orders?sort=group&cursor=${byTotal.next_cursor}`, admin);
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json()).toEqual({ message: 'The cursor is not one this server gave out.', code: 'INVALID_INPUT' });
      expect((await call('GET', `/api/console/orders?cursor=${byTotal.next_cursor}`, admin)).statusCode).toBe(400);
    });

    it('refuses bad queries with 400 and the error shape', async () => {
      for (const query of [
        '?limit=0',
        '?limit=201',
        '?limit=x',
        '?status=paid',
        '?payment=card',
        '?from=2026-02-30x',
        '?cursor=nope',
        '?sort=price',
        '?sort=total&dir=up',
        // Forged cursors: a time no date can hold, a total no column can.
        `?cursor=${Buffer.from(JSON.stringify({ t: 1e20, id: harbor[0]!.order_id })).toString('base64url')}`,
        `?sort=total&cursor=${Buffer.from(JSON.stringify({ s: [1e300], id: harbor[0]!.order_id })).toString('base64url')}`,
        `?sort=status&cursor=${Buffer.from(JSON.stringify({ s: [0.5], id: harbor[0]!.order_id })).toString('base64url')}`,
      ]) {
        const response = await call('GET', `/api/console/orders${query}`, admin);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ code: 'INVALID_INPUT', message: expect.any(String) });
      }
    });
  });

  describe('an order', () => {
    it('shows its lines with logos and pictures, its e-mails, audit trail and status history', async () => {
      const answer = await detail(admin, harbor[0]!.order_id);
      expect(answer.order).toMatchObject({
        order_number: harbor[0]!.order_number,
        status: 'received',
        // Shipping straight from received passes through in production (docs/console.md#statuses-and-moves).
        next_statuses: ['in_production', 'shipped', 'cancelled'],
      });
      const [line] = answer.lines;
      expect(line).toMatchObject({ line_no: 1, quantity: 3, line_total_cents: line!.unit_price_cents * 3 });
      expect(line!.image_url).toMatch(/^\/images\/[^/]+\.jpg$/);
      expect(line!.logos[0]).toMatchObject({ image_url: expect.stringMatching(/^\/images\/logos\/[a-z0-9_]+\.png$/) });
      expect(answer.emails.map((e) => [e.kind, e.state])).toEqual([
        ['provider', 'queued'],
        ['buyer', 'queued'],
      ]);
      expect(answer.emails[1]!.to).toEqual(['buyer0@harborpoint.example']);
      expect(answer.audit).toEqual([]);
      expect(answer.history).toEqual([]);
    });

    it('says where it ships, where the address came from, and its goods, freight and tax apart', async () => {
      const placed = await placeTestOrder(t, 'keystone', { email: 'k@keystone.example', customer_po: 'KS-1' });
      const shipTo = {
        name: 'Keystone Toyota',
        street: '400 Main St',
        street2: 'Dock 2',
        city: 'Columbus',
        state: 'OH' as const,
        zip: '43215',
      };
      const goods = await chargeTestOrder(t.database.db, placed.order_id, {
        shipTo,
        source: 'store',
        freightCents: 1500,
        taxCents: 512,
        method: { code: 'ground', name: 'Ground' },
        tax: ohioTax(8900, 512),
      });
      const answer = await detail(admin, placed.order_id);
      expect(answer.order).toMatchObject({
        ship_to: shipTo,
        ship_to_source: 'store',
        total_cents: goods + 1500 + 512,
        charges: {
          goods,
          freight: 1500,
          tax: 512,
          shipping_method: { code: 'ground', name: 'Ground' },
          tax_rate: 'OH 5.75%',
          exemption: null,
        },
      });
      // Exempt: no rate, the certificate named.
      await chargeTestOrder(t.database.db, placed.order_id, {
        shipTo,
        source: 'typed',
        freightCents: 0,
        taxCents: 0,
        exemption: { certificate_number: 'OH-EX-4471', state: 'OH', expires_on: '2027-06-30' },
      });
      expect((await detail(admin, placed.order_id)).order).toMatchObject({
        ship_to_source: 'typed',
        charges: {
          goods,
          freight: 0,
          tax: 0,
          shipping_method: null,
          tax_rate: null,
          exemption: { certificate_number: 'OH-EX-4471', state: 'OH' },
        },
      });
    });

    it('answers no ship-to and no charges for an order placed before them', async () => {
      const placed = await placeTestOrder(t, 'keystone', { email: 'k2@keystone.example', customer_po: 'KS-2' });
      await t.database.db
        .update(orders)
        .set({ shipTo: null, shipToSource: null, goodsCents: null, freightCents: 0, taxCents: 0, freightMethod: null, tax: null })
        .where(eq(orders.id, placed.order_id));
      const answer = await detail(admin, placed.order_id);
      expect(answer.order).toMatchObject({ ship_to: null, ship_to_source: null, charges: null });
    });

    it('is not there for a rep of other groups, nor for a made-up id', async () => {
      for (const url of [
        `/api/console/orders/${harbor[0]!.order_id}`,
        '/api/console/orders/00000000-0000-4000-8000-000000000000',
      ]) {
        const response = await call('GET', url, repSP);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'No such order.', code: 'NOT_FOUND' });
      }
      expect((await call('GET', '/api/console/orders/not-an-id', admin)).statusCode).toBe(400);
    });
  });

  describe('moving an order', () => {
    it('moves received to in production, records who did it and queues the buyer an e-mail', async () => {
      const id = harbor[0]!.order_id;
      const response = await move(repGH, id, { to: 'in_production', version: 0 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ConsoleOrderState>()).toMatchObject({
        status: 'in_production',
        version: 1,
        next_statuses: ['shipped', 'cancelled'],
      });
      const [email] = await statusEmails(id);
      expect(email).toMatchObject({ event: 'in_production', status: 'pending', groupKey: 'harbor' });
      expect(email!.message).toMatchObject({
        to: ['buyer0@harborpoint.example'],
        subject: `Your order ${harbor[0]!.order_number} is in production`,
      });
      const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
      expect(history).toMatchObject([{ fromStatus: 'received', toStatus: 'in_production', staffId: repGH.account.row.id }]);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.orderId, id));
      expect(audit).toMatchObject([
        {
          field: 'status',
          oldValue: 'received',
          newValue: 'in_production',
          actor: repGH.account.row.email,
          staffId: repGH.account.row.id,
        },
      ]);
      const shown = await detail(repGH, id);
      expect(shown.history).toMatchObject([{ from: 'received', to: 'in_production', staff: { email: repGH.account.row.email } }]);
      expect(shown.emails.map((e) => [e.kind, e.event])).toContainEqual(['status', 'in_production']);
    });

    it('refuses an impossible move with 409 and a clear message, changing nothing', async () => {
      await refusedUnchanged(
        () => move(repGH, harbor[0]!.order_id, { to: 'received', version: 1 }),
        409,
        'Cannot move an order from In production to Received.',
      );
      await refusedUnchanged(
        () => move(repGH, harbor[0]!.order_id, { to: 'delivered', expected_status: 'in_production' }),
        409,
        'Cannot move an order from In production to Delivered.',
      );
    });

    it('refuses a change made on an old version or status with 409, changing nothing', async () => {
      await refusedUnchanged(
        () => move(repGH, harbor[0]!.order_id, { to: 'cancelled', version: 0 }),
        409,
        'Someone changed this order meanwhile: it is now In production. Reload it and try again.',
      );
      await refusedUnchanged(() => move(repGH, harbor[0]!.order_id, { to: 'cancelled', expected_status: 'received' }), 409);
    });

    it('asks a carrier and a tracking number to ship (400), changing nothing', async () => {
      for (const body of [{}, { carrier: 'UPS' }, { tracking_number: '1Z999' }, { carrier: '  ', tracking_number: '1Z999' }])
        await refusedUnchanged(
          () => move(repGH, harbor[0]!.order_id, { to: 'shipped', version: 1, ...body }),
          400,
          'Shipping needs a carrier and a tracking number.',
        );
    });

    it("refuses a tracking number not in its carrier's form with 400 saying what it is, changing nothing", async () => {
      for (const [carrier, tracking_number, message] of [
        ['UPS', '1Z999', 'A UPS tracking number is 1Z followed by 16 letters or digits.'],
        ['FedEx', '1Z999AA10123456784', 'A FedEx tracking number is 12, 15, 20 or 22 digits.'],
        ['USPS', 'EC12345678US', 'A USPS tracking number is 20 to 22 digits, or 13 characters such as EC123456789US.'],
        ['Our own truck', `7777 🚚 ${'z'.repeat(60)}`, 'A tracking number is at most 40 letters, digits, spaces and dashes.'],
      ] as const)
        await refusedUnchanged(
          () => move(repGH, harbor[0]!.order_id, { to: 'shipped', version: 1, carrier, tracking_number }),
          400,
          message,
        );
    });

    it('ships with the tracking number in the e-mail, delivers without an e-mail, and then ends', async () => {
      const id = harbor[0]!.order_id;
      const shipped = await move(repGH, id, {
        to: 'shipped',
        version: 1,
        carrier: ' UPS ',
        tracking_number: '1Z999AA10123456784',
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json()).toMatchObject({
        status: 'shipped',
        version: 2,
        carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
      });
      const delivered = await move(admin, id, { to: 'delivered', version: 2, note: 'Signed for at the parts desk' });
      expect(delivered.statusCode).toBe(200);
      const emails = await statusEmails(id);
      expect(emails.map((e) => e.event)).toEqual(['in_production', 'shipped']);
      expect((emails[1]!.message as { text: string }).text).toContain('1Z999AA10123456784');
      // Each line is named by its full name, as the buyer's screens name it (docs/product.md#one-name-per-item).
      const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id)).limit(1);
      expect(line!.name).not.toBe(line!.description);
      expect((emails[1]!.message as { text: string }).text).toContain(`${line!.description} (${line!.code})`);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.orderId, id)).orderBy(asc(auditLog.id));
      expect(audit.map((a) => [a.field, a.newValue])).toEqual([
        ['status', 'in_production'],
        ['status', 'shipped'],
        ['carrier', 'UPS'],
        ['tracking_number', '1Z999AA10123456784'],
        ['status', 'delivered'],
      ]);
      await refusedUnchanged(
        () => move(admin, id, { to: 'cancelled', version: 3 }),
        409,
        'Cannot move an order from Delivered to Cancelled.',
      );
      const history = (await detail(admin, id)).history;
      expect(history.map((h) => h.to)).toEqual(['in_production', 'shipped', 'delivered']);
      expect(history[1]).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
      expect(history[2]).toMatchObject({ note: 'Signed for at the parts desk', staff: { email: admin.account.row.email } });
    });

    it('lets one of two moves made at the same moment win; the other gets 409 and changes nothing', async () => {
      const id = harbor[1]!.order_id;
      const answers = await Promise.all([
        move(repGH, id, { to: 'in_production', version: 0 }),
        move(admin, id, { to: 'cancelled', version: 0 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
      expect(history).toHaveLength(1);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({ version: 1, fulfilmentStatus: history[0]!.toStatus });
      expect((await statusEmails(id)).map((e) => e.event)).toEqual([history[0]!.toStatus]);
    });

    it('cancels a received order and tells the buyer why, escaped in the HTML', async () => {
      const id = summit[0]!.order_id;
      const response = await move(repSP, id, {
        to: 'cancelled',
        expected_status: 'received',
        note: 'Ordered twice: <script>alert(1)</script> see SR-1',
      });
      expect(response.statusCode).toBe(200);
      const [email] = await statusEmails(id);
      expect(email).toMatchObject({ event: 'cancelled' });
      const message = email!.message as { subject: string; text: string; html: string };
      expect(message.subject).toBe(`Your order ${summit[0]!.order_number} was cancelled`);
      expect(message.text).toMatch(/Reason:\s+Ordered twice: <script>alert\(1\)<\/script> see SR-1\n/);
      expect(message.html).toContain('Ordered twice: &lt;script&gt;alert(1)&lt;/script&gt; see SR-1');
      expect(message.html).not.toContain('<script>');
      // The group's representative, from group.json, is the one to call.
      expect(message.text).toContain('Tobias Greer, (555) 013-0452');
    });
  });

  describe('est. ship dates', () => {
    it('sets the date of every line, audits each line, and e-mails the buyer once', async () => {
      const id = guardian.order_id;
      const response = await shipDate(repGH, id, { est_ship_date: '2026-12-04', version: 0 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        version: 1,
        est_ship_date: '2026-12-04',
        lines: [{ line_no: 1, est_ship_date: '2026-12-04' }],
      });
      expect((await statusEmails(id)).map((e) => e.event)).toEqual(['ship_date_changed']);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.orderId, id));
      expect(audit).toMatchObject([
        { field: 'est_ship_date', lineNo: 1, oldValue: null, newValue: '2026-12-04', staffId: repGH.account.row.id },
      ]);
      // The same date again changes nothing and sends nothing.
      const again = await shipDate(repGH, id, { est_ship_date: '2026-12-04' });
      expect(again.json()).toMatchObject({ version: 1 });
      expect(await statusEmails(id)).toHaveLength(1);
      expect((await board(repGH, `?q=${guardian.order_number}`))[0]!.est_ship_date).toBe('2026-12-04');
    });

    it('sets one line, clears without an e-mail, and refuses a line the order lacks', async () => {
      const id = guardian.order_id;
      expect((await shipDate(repGH, id, { est_ship_date: '2026-12-11', line_no: 1 })).json()).toMatchObject({ version: 2 });
      expect((await statusEmails(id)).map((e) => e.event)).toEqual(['ship_date_changed', 'ship_date_changed']);
      expect((await shipDate(repGH, id, { est_ship_date: null })).json()).toMatchObject({ version: 3, est_ship_date: null });
      expect(await statusEmails(id)).toHaveLength(2);
      await refusedUnchanged(
        () => shipDate(repGH, id, { est_ship_date: '2026-12-11', line_no: 9 }),
        404,
        `Order ${guardian.order_number} has no line 9.`,
      );
      await refusedUnchanged(() => shipDate(repGH, id, { est_ship_date: '2026-12-11', version: 0 }), 409);
      await refusedUnchanged(() => shipDate(repGH, id, { est_ship_date: '12/11/2026' }), 400);
    });

    it('cannot change once the order has shipped', async () => {
      await refusedUnchanged(
        () => shipDate(admin, harbor[0]!.order_id, { est_ship_date: '2027-01-05' }),
        409,
        'The est. ship date of a Delivered order cannot change.',
      );
    });
  });

  describe('bulk actions', () => {
    it('moves each received order to in production and says why it did not move the others', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const ids = [harbor[2]!.order_id, harbor[0]!.order_id, summit[1]!.order_id, unknown];
      const response = await call('POST', '/api/console/orders/bulk/in-production', repGH, { order_ids: ids });
      expect(response.statusCode, response.body).toBe(200);
      const { results } = response.json();
      expect(results.map((r: { order_id: string; ok: boolean; code?: string }) => [r.order_id, r.ok, r.code])).toEqual([
        [harbor[2]!.order_id, true, undefined],
        [harbor[0]!.order_id, false, 'CONFLICT'],
        [summit[1]!.order_id, false, 'NOT_FOUND'],
        [unknown, false, 'NOT_FOUND'],
      ]);
      expect(results[0].order).toMatchObject({ status: 'in_production', version: 1 });
      expect((await statusEmails(harbor[2]!.order_id)).map((e) => e.event)).toEqual(['in_production']);
      const [summitOrder] = await t.database.db.select().from(orders).where(eq(orders.id, summit[1]!.order_id));
      expect(summitOrder).toMatchObject({ fulfilmentStatus: 'received', version: 0 });
    });

    it('sets one ship date on each order named', async () => {
      const ids = [harbor[2]!.order_id, cedar.order_id];
      const response = await call('POST', '/api/console/orders/bulk/ship-date', admin, {
        order_ids: ids,
        est_ship_date: '2026-12-18',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
      for (const id of ids) expect((await statusEmails(id)).at(-1)).toMatchObject({ event: 'ship_date_changed' });
      await refusedUnchanged(
        () => call('POST', '/api/console/orders/bulk/ship-date', admin, { order_ids: [], est_ship_date: '2026-12-18' }),
        400,
      );
      await refusedUnchanged(() => call('POST', '/api/console/orders/bulk/in-production', admin, { order_ids: ['x'] }), 400);
    });
  });

  describe('sending an e-mail again', () => {
    it('queues it again, audits it, and allows three times an hour', async () => {
      const [buyerEmail] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.orderId, cedar.order_id), eq(emailOutbox.kind, 'buyer')));
      await t.database.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: 0 })
        .where(eq(emailOutbox.id, buyerEmail!.id));
      const url = `/api/console/emails/${buyerEmail!.id}/send-again`;
      const first = await call('POST', url, admin);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ id: String(buyerEmail!.id), kind: 'buyer', state: 'queued', sent_at: null });
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.orderId, cedar.order_id), eq(auditLog.field, 'email_resent')));
      expect(audit).toMatchObject([{ oldValue: 'sent', actor: admin.account.row.email }]);
      expect((await call('POST', url, admin)).statusCode).toBe(200);
      expect((await call('POST', url, admin)).statusCode).toBe(200);
      const fourth = await refusedUnchanged(() => call('POST', url, admin), 429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses an e-mail of another group (404) and one being sent right now (409)', async () => {
      const [email] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, harbor[1]!.order_id));
      await refusedUnchanged(() => call('POST', `/api/console/emails/${email!.id}/send-again`, repSP), 404, 'No such e-mail.');
      await t.database.db
        .update(emailOutbox)
        .set({ lockedUntil: new Date(Date.now() + 60_000) })
        .where(eq(emailOutbox.id, email!.id));
      await refusedUnchanged(
        () => call('POST', `/api/console/emails/${email!.id}/send-again`, repGH),
        409,
        'This e-mail is being sent right now. Try again in a minute.',
      );
      await refusedUnchanged(() => call('POST', '/api/console/emails/99999999/send-again', admin), 404);
    });
  });

  describe("the buyer's orders screen", () => {
    const retrieve = async (group: string, cookie: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/retrieve-orders',
        payload: { companyName: group },
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('answers each order with its status and its timeline, tracking number included', async () => {
      const answer = await retrieve('harbor', await groupSessionCookie(t.app, 'harbor'));
      expect(answer.admin).toBe(false);
      const order = answer.orders.find((o: { order_number: string }) => o.order_number === harbor[0]!.order_number);
      expect(order.fulfilment_status).toBe('delivered');
      expect(order.status).toBe('on_account');
      expect(order.timeline.map((s: { label: string }) => s.label)).toEqual([
        'Received',
        'In production',
        'Shipped',
        'Delivered',
      ]);
      expect(order.timeline[2]).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
      // Received when it was placed: on account, as it was made.
      expect(order.timeline[0].at - order.created_at).toBeGreaterThanOrEqual(0);
      expect(order.timeline[0].at - order.created_at).toBeLessThan(5000);
      const untouched = answer.orders.find((o: { order_number: string }) => o.order_number === harbor[1]!.order_number);
      expect(untouched.timeline.length).toBe(2);
    });

    it("tells the buyer a cancel's reason on its step, and no note staff wrote on another move", async () => {
      const answer = await retrieve('summit', await groupSessionCookie(t.app, 'summit'));
      const cancelled = answer.orders.find((o: { order_number: string }) => o.order_number === summit[0]!.order_number);
      expect(cancelled.fulfilment_status).toBe('cancelled');
      expect(cancelled.timeline).toEqual([
        expect.objectContaining({ status: 'received', reason: null }),
        expect.objectContaining({ status: 'cancelled', reason: 'Ordered twice: <script>alert(1)</script> see SR-1' }),
      ]);
      // The delivered move of harbor[0] has a note for staff only.
      const harborAnswer = await retrieve('harbor', await groupSessionCookie(t.app, 'harbor'));
      expect(JSON.stringify(harborAnswer)).not.toContain('Signed for at the parts desk');
      const delivered = harborAnswer.orders.find((o: { order_number: string }) => o.order_number === harbor[0]!.order_number);
      for (const step of delivered.timeline)
        expect(Object.keys(step).sort()).toEqual(['at', 'carrier', 'label', 'reason', 'status', 'tracking_number']);
    });

    it("gives a rep of the group and an admin the orders screen's admin mode without the shared password", async () => {
      expect((await retrieve('harbor', repGH.cookie)).admin).toBe(true);
      expect((await retrieve('summit', admin.cookie)).admin).toBe(true);
      expect((await retrieve('cedar', admin.cookie)).own_orders_only).toBe(false);
      const { email, created_at, order } = (await retrieve('harbor', repGH.cookie)).orders.find(
        (o: { order_number: string }) => o.order_number === harbor[2]!.order_number,
      );
      const edit = (cookie: string, group = 'harbor') =>
        t.app.inject({
          method: 'POST',
          url: '/v1/update-historical-order',
          payload: { companyName: group, email, created_at: String(created_at), cart: [{ ...order[0], po: 'PO-REP-1' }] },
          headers: { cookie },
        });
      const saved = await edit(repGH.cookie);
      expect(saved.statusCode, saved.body).toBe(204);
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.field, 'po'), eq(auditLog.newValue, 'PO-REP-1')));
      expect(row).toMatchObject({ actor: repGH.account.row.email, staffId: repGH.account.row.id });
      // A rep of other groups and a viewer have no admin mode here.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/v1/retrieve-orders',
            payload: { companyName: 'harbor' },
            headers: { cookie: repSP.cookie },
          })
        ).statusCode,
      ).toBe(401);
      await refusedUnchanged(() => edit(repSP.cookie), 403);
      await refusedUnchanged(() => edit(viewer.cookie), 403);
    });

    it('keeps the shared admin password working', async () => {
      const unlock = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/unlock',
        payload: { companyName: 'harbor', password: 'crestline-admin' },
      });
      expect(unlock.statusCode).toBe(204);
      const cookie = unlock.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await retrieve('harbor', `${cookie}; ${await groupSessionCookie(t.app, 'harbor')}`)).admin).toBe(true);
    });
  });
});
