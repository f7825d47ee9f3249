import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  CONSOLE_EXPORT_COLUMNS,
  CSV_UTF8_BOM,
  type ConsoleBoardAnswer,
  type ConsoleBoardRow,
  type ConsoleGroupsAnswer,
  type ConsoleSpendReportAnswer,
} from '@portal/domain';
import { GROUP_SHARES, insertDemoHistory } from '../src/demo/demo-history';
import { auditLog, orders as orderTable } from '../src/db/schema';
import { exportRows } from '../src/reports/export-store';
import { localMonth } from '../src/time/local-time';
import { rowsOf } from '../src/db/database';
import { chargeTestOrder } from '../test-support/charged-order';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;
const ZONE = 'America/New_York';

/** The CSV as a spreadsheet reads it: the BOM gone, then rows of cells. */
function readCsv(body: string): string[][] {
  expect(body.startsWith(CSV_UTF8_BOM)).toBe(true);
  return parse(body.slice(1), { relax_column_count: false }) as string[][];
}

describe.each(DATABASE_KINDS)('the console exports and reports (%s)', (kind) => {
  let t: TestApp;
  let admin: Staff;
  let repHarbor: Staff;
  let repSummit: Staff;
  let viewer: Staff;
  const month = localMonth(Date.now(), ZONE);
  const fiveYears = `from=${addMonths(month, -59)}&to=${month}`;

  const get = (url: string, who: Staff | null) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });
  const auditCount = async (field: 'orders_exported' | 'spend_exported') =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.field, field))
    )[0]!.n;
  const report = async (who: Staff, query: string): Promise<ConsoleSpendReportAnswer> => {
    const response = await get(`/api/console/reports/spend?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** What the orders themselves say a group spent in the months from `from` on: the sum a report must equal. */
  const spentSince = async (group: string, from: string) => {
    const [orders] = rowsOf<{ n: number; cents: string; goods: string; freight: string; tax: string }>(
      await t.database.db.execute(sql`
        select count(*)::int as n, coalesce(sum(total_cents), 0)::text as cents,
               coalesce(sum(coalesce(goods_cents, total_cents)), 0)::text as goods,
               coalesce(sum(freight_cents), 0)::text as freight, coalesce(sum(tax_cents), 0)::text as tax
        from orders
        where group_key = ${group} and status in ('paid', 'on_account') and fulfilment_status <> 'cancelled'
          and to_char(created_at at time zone ${ZONE}, 'YYYY-MM') >= ${from}`),
    );
    const [lines] = rowsOf<{ cents: string }>(
      await t.database.db.execute(sql`
        select coalesce(sum(l.quantity * l.unit_price_cents), 0)::text as cents from orders o join order_lines l on l.order_id = o.id
        where o.group_key = ${group} and o.status in ('paid', 'on_account') and o.fulfilment_status <> 'cancelled'
          and to_char(o.created_at at time zone ${ZONE}, 'YYYY-MM') >= ${from}`),
    );
    return {
      orders: orders!.n,
      cents: Number(orders!.cents),
      goods: Number(orders!.goods),
      freight: Number(orders!.freight),
      tax: Number(orders!.tax),
      lineCents: Number(lines!.cents),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { providerTimeZone: ZONE });
    // Five years of made-up orders in every group, then orders placed by buyers today.
    await t.database.withClient((client) => insertDemoHistory(client, registry, 400));
    admin = await loggedInStaff(t, 'admin');
    repHarbor = await loggedInStaff(t, 'rep', ['harbor']);
    repSummit = await loggedInStaff(t, 'rep', ['summit']);
    viewer = await loggedInStaff(t, 'viewer');
    await placeTestOrder(t, 'harbor', {
      first_name: '=HYPERLINK("http://evil.example")',
      last_name: 'Smith, "Jr"',
      customer_po: '+SUM(A1)',
    });
    await placeTestOrder(t, 'harbor', { first_name: 'Zoë', last_name: 'Ørsted', customer_po: 'PO\nwith a new line' });
    await placeTestOrder(t, 'summit');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('the CSV export', () => {
    it('writes one row per order line with every column, quoted, formulas neutralised, UTF-8 with a BOM', async () => {
      const response = await get('/api/console/orders/export?group=harbor&q=smith', repHarbor);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="crestline-orders-harbor-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...rows] = readCsv(response.body);
      expect(header).toEqual([...CONSOLE_EXPORT_COLUMNS]);
      expect(rows).toHaveLength(1);
      const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
      expect(row['Buyer Name']).toBe(`'=HYPERLINK("http://evil.example") Smith, "Jr"`);
      expect(row['Customer PO']).toBe("'+SUM(A1)");
      expect(row['Order Customer PO']).toBe("'+SUM(A1)");
      expect(row.Group).toBe('Harbor Point Motors');
      expect(row.Status).toBe('Received');
      expect(row.Payment).toBe('On account');
      expect(Number(row['Line Total'])).toBeCloseTo(Number(row['Unit Price']) * Number(row.Quantity), 2);
      expect(row['Order Total']).toMatch(/^\d+\.\d{2}$/);
    });

    it("writes where each order ships and its goods, freight and tax apart; an order placed before says 'no address recorded'", async () => {
      const charged = await placeTestOrder(t, 'harbor', { customer_po: 'SHIPTO-CSV-1' });
      const goods = await chargeTestOrder(t.database.db, charged.order_id, {
        shipTo: {
          name: 'Harbor Point Ford',
          street: '6102 Brambleton Rd',
          street2: 'Bay 3',
          city: 'Port Alder',
          state: 'ME',
          zip: '04010',
        },
        source: 'store',
        freightCents: 1500,
        taxCents: 731,
        method: { code: 'ground', name: 'Ground' },
      });
      const before = await placeTestOrder(t, 'harbor', { customer_po: 'SHIPTO-CSV-2' });
      await t.database.db
        .update(orderTable)
        .set({ shipTo: null, shipToSource: null, goodsCents: null, freightCents: 0, taxCents: 0 })
        .where(eq(orderTable.id, before.order_id));
      const [header, ...rows] = readCsv((await get('/api/console/orders/export?group=harbor&q=shipto-csv-1', admin)).body);
      const cells = (row: string[], names: string[]) => names.map((name) => row[header!.indexOf(name)]);
      const shipTo = ['Ship To Name', 'Ship To Street', 'Ship To Street 2', 'Ship To City', 'Ship To State', 'Ship To ZIP'];
      const money = ['Goods', 'Freight', 'Tax', 'Order Total'];
      expect(rows).toHaveLength(1);
      expect(cells(rows[0]!, shipTo)).toEqual(['Harbor Point Ford', '6102 Brambleton Rd', 'Bay 3', 'Port Alder', 'ME', '04010']);
      expect(cells(rows[0]!, money)).toEqual([
        (goods / 100).toFixed(2),
        '15.00',
        '7.31',
        ((goods + 1500 + 731) / 100).toFixed(2),
      ]);
      const [, old] = readCsv((await get('/api/console/orders/export?group=harbor&q=shipto-csv-2', admin)).body);
      expect(cells(old!, shipTo)).toEqual(['no address recorded', '', '', '', '', '']);
      const [total] = cells(old!, ['Order Total']);
      expect(cells(old!, money)).toEqual([total, '0.00', '0.00', total]);
    });

    it('keeps accents and new lines inside a cell', async () => {
      const response = await get('/api/console/orders/export?group=harbor&q=zo%C3%AB', repHarbor);
      const [header, ...rows] = readCsv(response.body);
      const at = (name: string) => rows[0]![header!.indexOf(name)];
      expect(at('Buyer Name')).toBe('Zoë Ørsted');
      expect(at('Order Customer PO')).toBe('PO\nwith a new line');
    });

    it('holds the same orders as the board for the same filters and search', async () => {
      for (const query of ['group=harbor', 'group=harbor&payment=paid', 'q=PO-4', 'group=summit&from=2020-01-01&to=2030-12-31']) {
        const board: ConsoleBoardRow[] = [];
        for (let cursor = ''; ;) {
          const page = (await get(`/api/console/orders?${query}&limit=200${cursor}`, admin)).json<ConsoleBoardAnswer>();
          board.push(...page.rows);
          if (!page.next_cursor) break;
          cursor = `&cursor=${page.next_cursor}`;
        }
        const [header, ...rows] = readCsv((await get(`/api/console/orders/export?${query}`, admin)).body);
        const numbers = [...new Set(rows.map((r) => r[header!.indexOf('Order No.')]))];
        expect(numbers, query).toEqual(board.map((o) => o.order_number));
        expect(rows.length, query).toBe(board.reduce((sum, o) => sum + o.line_count, 0));
      }
    });

    it("gives a rep only their groups' lines, and a viewer every group", async () => {
      const mine = readCsv((await get('/api/console/orders/export', repHarbor)).body);
      expect(new Set(mine.slice(1).map((r) => r[2]))).toEqual(new Set(['Harbor Point Motors']));
      const every = readCsv((await get('/api/console/orders/export', viewer)).body);
      // Every group the demo history orders for (Tidewater, the group with spending rules, has none).
      const titles = Object.keys(GROUP_SHARES).map((key) => registry.groups.get(key)!.config.title);
      expect(new Set(every.slice(1).map((r) => r[2]))).toEqual(new Set(titles));
    });

    it("refuses a rep another group's export with 403, an unknown group with 404, no session with 401, and records nothing", async () => {
      const before = await auditCount('orders_exported');
      expect((await get('/api/console/orders/export?group=summit', repHarbor)).statusCode).toBe(403);
      expect((await get('/api/console/orders/export?group=nobody', admin)).statusCode).toBe(404);
      expect((await get('/api/console/orders/export?group=harbor', null)).statusCode).toBe(401);
      const bad = await get('/api/console/orders/export?status=paid', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: expect.any(String), code: 'INVALID_INPUT' });
      expect(await auditCount('orders_exported')).toBe(before);
    });

    it('records each export in the audit log with who asked and what', async () => {
      const before = await auditCount('orders_exported');
      await get('/api/console/orders/export?group=harbor&status=received', repHarbor);
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.field, 'orders_exported'), eq(auditLog.staffId, repHarbor.account.row.id)))
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1);
      expect(await auditCount('orders_exported')).toBe(before + 1);
      expect(entry).toMatchObject({ groupKey: 'harbor', actor: repHarbor.account.row.email });
      expect(JSON.parse(entry!.newValue!)).toEqual({ group: 'harbor', status: 'received' });
    });

    it('reads the orders a batch at a time, each batch only when the one before is taken', async () => {
      const filter = { scope: null, group: 'guardian' };
      const batches: string[][][] = [];
      for await (const batch of exportRows(t.database.db, registry, filter, ZONE, 7)) {
        batches.push(batch);
        expect(new Set(batch.map((r) => r[0])).size).toBeLessThanOrEqual(7);
      }
      const all = batches.flat();
      const [header, ...rows] = readCsv((await get('/api/console/orders/export?group=guardian', admin)).body);
      expect(header).toHaveLength(CONSOLE_EXPORT_COLUMNS.length);
      expect(batches.length).toBeGreaterThan(5);
      expect(all).toEqual(rows.map((r) => r.map((cell) => cell.replace(/^'/, ''))));
      // Stopping early reads no further.
      const early = exportRows(t.database.db, registry, filter, ZONE, 7);
      expect((await early.next()).done).toBe(false);
      await early.return(undefined);
    });
    it("writes each line with its order's date and latest move to each status, as the database holds them, across batches", async () => {
      const filter = { scope: null, group: 'guardian' };
      const rows: string[][] = [];
      for await (const batch of exportRows(t.database.db, registry, filter, ZONE, 7)) rows.push(...batch);
      const minute = (column: string) => sql.raw(`coalesce(to_char(${column} at time zone '${ZONE}', 'YYYY-MM-DD HH24:MI'), '')`);
      const moved = (status: string) =>
        sql`(select ${minute('max(h.at)')} from order_status_history h where h.order_id = o.id and h.to_status = ${status})`;
      const expected = rowsOf<Record<string, string>>(
        await t.database.db.execute(sql`
          select 'CB-' || o.seq as number, ${minute('o.created_at')} as placed, l.line_no::text as line, l.code,
                 l.quantity::text as quantity, coalesce(o.carrier, '') as carrier,
                 ${moved('in_production')} as in_production, ${moved('shipped')} as shipped,
                 ${moved('delivered')} as delivered, ${moved('cancelled')} as cancelled
          from orders o join order_lines l on l.order_id = o.id
          where o.group_key = 'guardian' and o.status in ('paid', 'on_account')
          order by o.created_at desc, o.id desc, l.line_no`),
      ).map((r) => Object.values(r));
      const column = (name: string) => CONSOLE_EXPORT_COLUMNS.indexOf(name as (typeof CONSOLE_EXPORT_COLUMNS)[number]);
      const picked = [
        'Order No.',
        'Order Date',
        'Line',
        'Item Code',
        'Quantity',
        'Carrier',
        'In Production At',
        'Shipped At',
        'Delivered At',
        'Cancelled At',
      ].map(column);
      expect(rows.length).toBeGreaterThan(7 * 5);
      expect(rows.map((row) => picked.map((i) => row[i]))).toEqual(expected);
      // The history has moved orders on: the columns are not all empty.
      for (const i of picked.slice(-4)) expect(rows.some((row) => row[i] !== '')).toBe(true);
    });
  });

  describe('the spend report', () => {
    it("adds up to the group's orders over five years, in every table", async () => {
      const answer = await report(admin, `group=harbor&${fiveYears}`);
      const truth = await spentSince('harbor', answer.from);
      expect(answer.by_month).toHaveLength(60);
      expect(answer.orders).toBe(truth.orders);
      expect(answer.total_cents).toBe(truth.cents);
      expect(answer.by_month.reduce((s, m) => s + m.total_cents, 0)).toBe(truth.cents);
      expect(answer.by_store.reduce((s, m) => s + m.total_cents, 0)).toBe(truth.cents);
      expect(answer.by_store.reduce((s, m) => s + m.orders, 0)).toBe(truth.orders);
      expect(answer.by_category.reduce((s, m) => s + m.total_cents, 0)).toBe(truth.lineCents);
      expect(answer.by_po.reduce((s, m) => s + m.total_cents, 0) + answer.other_pos_cents).toBe(truth.lineCents);
      expect(truth.orders).toBeGreaterThan(10);
      // Goods, freight and tax apart, adding up to the total in every row.
      expect([answer.goods_cents, answer.freight_cents, answer.tax_cents]).toEqual([truth.goods, truth.freight, truth.tax]);
      for (const row of [answer, ...answer.by_month, ...answer.by_group, ...answer.by_store])
        expect(row.goods_cents + row.freight_cents + row.tax_cents).toBe(row.total_cents);
    });

    it('counts goods, freight and tax apart, an order placed before freight and tax as all goods, in the report and its CSVs', async () => {
      const month = localMonth(Date.now(), ZONE);
      const before = await report(admin, 'group=lakeshore');
      const charged = await placeTestOrder(t, 'lakeshore');
      const goods = await chargeTestOrder(t.database.db, charged.order_id, {
        shipTo: { name: 'Lakeshore Honda', street: '88 Shore Dr', city: 'Columbus', state: 'OH', zip: '43215' },
        source: 'store',
        freightCents: 1500,
        taxCents: 731,
      });
      const old = await placeTestOrder(t, 'lakeshore');
      await t.database.db
        .update(orderTable)
        .set({ shipTo: null, shipToSource: null, goodsCents: null, freightCents: 0, taxCents: 0 })
        .where(eq(orderTable.id, old.order_id));
      const [oldRow] = rowsOf<{ total: string }>(
        await t.database.db.execute(sql`select total_cents::text as total from orders where id = ${old.order_id}`),
      );
      const oldTotal = Number(oldRow!.total);
      const after = await report(admin, 'group=lakeshore');
      type Apart = Pick<ConsoleSpendReportAnswer, 'goods_cents' | 'freight_cents' | 'tax_cents' | 'total_cents'>;
      const grew = (a: Apart, b: Apart) => [
        a.goods_cents - b.goods_cents,
        a.freight_cents - b.freight_cents,
        a.tax_cents - b.tax_cents,
        a.total_cents - b.total_cents,
      ];
      const added = [goods + oldTotal, 1500, 731, goods + 1500 + 731 + oldTotal];
      expect(grew(after, before)).toEqual(added);
      expect(grew(after.by_month.at(-1)!, before.by_month.at(-1)!)).toEqual(added);
      expect(after.by_month.at(-1)!.month).toBe(month);
      for (const table of ['month', 'group', 'store'] as const) {
        const [header, ...rows] = readCsv(
          (await get(`/api/console/reports/spend/export?group=lakeshore&table=${table}`, admin)).body,
        );
        expect(header!.slice(-5), table).toEqual(['Orders', 'Goods', 'Freight', 'Tax', 'Spend']);
        const sums = header!.slice(-4).map((_, i) => rows.reduce((sum, r) => sum + Math.round(Number(r.at(i - 4)) * 100), 0));
        expect(sums, table).toEqual([after.goods_cents, after.freight_cents, after.tax_cents, after.total_cents]);
      }
      const [, ...months] = readCsv((await get('/api/console/reports/spend/export?group=lakeshore&table=month', admin)).body);
      const last = after.by_month.at(-1)!;
      expect(months.at(-1)).toEqual([
        month,
        String(last.orders),
        ...[last.goods_cents, last.freight_cents, last.tax_cents, last.total_cents].map((c) => (c / 100).toFixed(2)),
      ]);
    });

    it('counts an order placed now and stops counting it once cancelled', async () => {
      const before = await report(repHarbor, 'group=harbor');
      const placed = await placeTestOrder(t, 'harbor');
      const after = await report(repHarbor, 'group=harbor');
      const [row] = rowsOf<{ total_cents: string }>(
        await t.database.db.execute(sql`select total_cents::text from orders where id = ${placed.order_id}`),
      );
      const total = Number(row!.total_cents);
      expect(after.orders).toBe(before.orders + 1);
      expect(after.total_cents).toBe(before.total_cents + total);
      expect(after.by_month.at(-1)!.total_cents).toBe(before.by_month.at(-1)!.total_cents + total);
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/console/orders/${placed.order_id}/status`,
        headers: { cookie: repHarbor.cookie },
        payload: { to: 'cancelled', expected_status: 'received' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await report(repHarbor, 'group=harbor')).toEqual(before);
    });

    it('follows a PO set on a line', async () => {
      const placed = await placeTestOrder(t, 'summit');
      await t.database.db.execute(sql`update order_lines set po = 'PO-REPORT-1' where order_id = ${placed.order_id}`);
      const answer = await report(admin, 'group=summit');
      expect(answer.by_po.find((p) => p.po === 'PO-REPORT-1')).toMatchObject({ orders: 1 });
    });

    it('counts a PO the range cuts for its months inside the range only', async () => {
      const placed = await placeTestOrder(t, 'summit');
      const [old] = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`
          select id from orders where group_key = 'summit' and status in ('paid', 'on_account') and fulfilment_status <> 'cancelled'
            and created_at < now() - interval '3 years' order by created_at desc limit 1`),
      );
      await t.database.db.execute(
        sql`update order_lines set po = 'PO-SPAN-1' where order_id in (${placed.order_id}, ${old!.id})`,
      );
      const lineCents = async (id: string) =>
        Number(
          rowsOf<{ c: string }>(
            await t.database.db.execute(
              sql`select sum(quantity * unit_price_cents)::text as c from order_lines where order_id = ${id}`,
            ),
          )[0]!.c,
        );
      const recent = await lineCents(placed.order_id);
      const both = recent + (await lineCents(old!.id));
      const year = await report(admin, 'group=summit');
      expect(year.by_po.find((p) => p.po === 'PO-SPAN-1')).toEqual({
        group_key: 'summit',
        po: 'PO-SPAN-1',
        orders: 1,
        total_cents: recent,
      });
      const five = await report(admin, `group=summit&${fiveYears}`);
      expect(five.by_po.find((p) => p.po === 'PO-SPAN-1')).toEqual({
        group_key: 'summit',
        po: 'PO-SPAN-1',
        orders: 2,
        total_cents: both,
      });
      const [header, ...rows] = readCsv((await get(`/api/console/reports/spend/export?group=summit&table=po`, admin)).body);
      expect(header).toEqual(['PO', 'Orders', 'Spend']);
      expect(rows.find((r) => r[0] === 'PO-SPAN-1')).toEqual(['PO-SPAN-1', '1', (recent / 100).toFixed(2)]);
    });

    it('downloads each table as CSV, every PO included', async () => {
      const answer = await report(admin, 'group=guardian&' + fiveYears);
      for (const table of ['month', 'store', 'category', 'po'] as const) {
        const response = await get(`/api/console/reports/spend/export?group=guardian&${fiveYears}&table=${table}`, viewer);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-disposition']).toContain(`crestline-spend-guardian-by-${table}-`);
        const [, ...rows] = readCsv(response.body);
        const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.at(-1)) * 100), 0);
        expect(cents, table).toBe(
          table === 'month' || table === 'store' ? answer.total_cents : answer.by_category.reduce((s, c) => s + c.total_cents, 0),
        );
        if (table === 'month') expect(rows).toHaveLength(answer.by_month.length);
        if (table === 'po') expect(rows.length).toBe(answer.po_count + (answer.by_po.some((p) => p.po === null) ? 1 : 0));
      }
    });

    it('sums every group for an admin and a viewer when the report names none, each group as its own report says', async () => {
      for (const who of [admin, viewer]) {
        const all = await report(who, fiveYears);
        expect(all.group).toBeNull();
        expect(all.groups.map((g) => g.key).sort()).toEqual([...registry.groups.keys()].sort());
        const each = await Promise.all(all.groups.map((g) => report(admin, `group=${g.key}&${fiveYears}`)));
        expect(all.total_cents).toBe(each.reduce((sum, r) => sum + r.total_cents, 0));
        expect(all.orders).toBe(each.reduce((sum, r) => sum + r.orders, 0));
        expect(all.by_group).toHaveLength(registry.groups.size);
        for (const one of each)
          expect(all.by_group.find((g) => g.key === one.group!.key)).toEqual({
            key: one.group!.key,
            title: one.group!.title,
            orders: one.orders,
            goods_cents: one.goods_cents,
            freight_cents: one.freight_cents,
            tax_cents: one.tax_cents,
            total_cents: one.total_cents,
          });
        expect(all.by_month.map((m) => m.total_cents)).toEqual(
          all.by_month.map((_, i) => each.reduce((sum, r) => sum + r.by_month[i]!.total_cents, 0)),
        );
        expect(all.by_store.reduce((sum, r) => sum + r.total_cents, 0)).toBe(all.total_cents);
        expect(all.by_category.reduce((sum, c) => sum + c.total_cents, 0)).toBe(
          each.reduce((sum, r) => sum + r.by_category.reduce((s, c) => s + c.total_cents, 0), 0),
        );
        expect(all.po_count).toBe(each.reduce((sum, r) => sum + r.po_count, 0));
      }
    });

    it("keeps a rep's all-groups report, its tables and its CSVs to the rep's own groups", async () => {
      const repBoth = await loggedInStaff(t, 'rep', ['harbor', 'summit']);
      const harbor = await report(admin, `group=harbor&${fiveYears}`);
      const summit = await report(admin, `group=summit&${fiveYears}`);
      const mine = await report(repBoth, fiveYears);
      expect(mine.group).toBeNull();
      expect(mine.groups.map((g) => g.key)).toEqual(['harbor', 'summit']);
      expect(mine.total_cents).toBe(harbor.total_cents + summit.total_cents);
      expect(mine.orders).toBe(harbor.orders + summit.orders);
      expect(mine.by_group.map((g) => g.key).sort()).toEqual(['harbor', 'summit']);
      expect(new Set(mine.by_store.map((s) => s.group_key))).toEqual(new Set(['harbor', 'summit']));
      expect(mine.by_po.every((p) => p.group_key === 'harbor' || p.group_key === 'summit')).toBe(true);
      const only = await report(repHarbor, fiveYears);
      expect(only.groups).toEqual([{ key: 'harbor', title: harbor.group!.title }]);
      expect({ ...only, group: harbor.group, groups: harbor.groups }).toEqual(harbor);
      const titles = new Set([harbor.group!.title, summit.group!.title]);
      for (const table of ['group', 'store', 'po'] as const) {
        const response = await get(`/api/console/reports/spend/export?table=${table}&${fiveYears}`, repBoth);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-disposition']).toContain(`crestline-spend-all-groups-by-${table}-`);
        const [header, ...rows] = readCsv(response.body);
        expect(header![0]).toBe('Group');
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(titles.has(row[0]!), `${table}: ${row[0]}`).toBe(true);
      }
    });

    it("refuses a rep another group's report with 403, and a range past five years or ending first with 400", async () => {
      expect((await get('/api/console/reports/spend?group=harbor', repSummit)).statusCode).toBe(403);
      expect((await get('/api/console/reports/spend/export?group=harbor&table=month', repSummit)).statusCode).toBe(403);
      expect((await get('/api/console/reports/spend?group=harbor', null)).statusCode).toBe(401);
      const long = await get('/api/console/reports/spend?group=harbor&from=2020-01&to=2025-01', admin);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ message: 'A report covers at most 60 months (five years).', code: 'INVALID_INPUT' });
      expect((await get('/api/console/reports/spend?group=harbor&from=2025-05&to=2025-04', admin)).statusCode).toBe(400);
      expect((await get('/api/console/reports/spend?group=harbor&from=2025-13', admin)).statusCode).toBe(400);
      expect((await get('/api/console/reports/spend?group=nobody', admin)).statusCode).toBe(404);
    });
  });

  describe('bad input', () => {
    it('refuses a query value no call can take with a 4xx in the error shape, recording only the exports made', async () => {
      const bad = ['', ' ', 'x'.repeat(5000), 'nul%00byte', '%3Cscript%3E', '2026-02-30', '-1', '1e300', '%E0%A4%A'];
      const calls: [string, string[]][] = [
        ['/api/console/orders/export?', ['group', 'store', 'status', 'payment', 'from', 'to', 'q', 'limit', 'cursor']],
        ['/api/console/reports/spend?group=harbor&', ['group', 'from', 'to', 'extra']],
        ['/api/console/reports/spend/export?group=harbor&table=month&', ['group', 'from', 'to', 'table']],
      ];
      const audit = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
      const before = await audit();
      let refused = 0;
      let exported = 0;
      for (const [url, fields] of calls)
        for (const field of fields)
          for (const value of bad) {
            const response = await get(`${url}${field}=${value}`, admin);
            // A search text may be anything short enough; an empty one means no search.
            if (response.statusCode === 200) {
              expect(`${field}=${value}`).toMatch(/^(q|store)=/);
              exported += 1;
              continue;
            }
            expect(response.statusCode, `${url}${field}=${value}: ${response.body}`).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, `${url}${field}=${value}`).toBeLessThan(500);
            expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
            refused += 1;
          }
      expect(refused).toBeGreaterThan(100);
      // Only the exports that were made are recorded.
      expect(await audit()).toBe(before + exported);
    });
  });

  describe('the groups at a glance', () => {
    it("lists a rep's groups only, with today's and this month's orders", async () => {
      const response = await get('/api/console/groups', repHarbor);
      expect(response.statusCode, response.body).toBe(200);
      const answer: ConsoleGroupsAnswer = response.json();
      expect(answer.groups.map((g) => g.key)).toEqual(['harbor']);
      const [harbor] = answer.groups;
      const truth = await spentSince('harbor', month);
      expect(harbor!.this_month).toEqual({ orders: truth.orders, total_cents: truth.cents });
      expect(harbor!.today.orders).toBeGreaterThanOrEqual(2);
      expect(harbor!.staff_reps).toContainEqual({ name: repHarbor.account.row.name, email: repHarbor.account.row.email });
      expect(harbor!.flags).toMatchObject({ password: true, paypal: expect.any(Boolean), bypass_codes: expect.any(Number) });
      expect(harbor!.stores.length).toBe(registry.groups.get('harbor')!.config.stores.length);
    });

    it('lists every group for an admin and a viewer, by title, and nothing without a session', async () => {
      for (const who of [admin, viewer]) {
        const answer: ConsoleGroupsAnswer = (await get('/api/console/groups', who)).json();
        expect(answer.groups).toHaveLength(registry.groups.size);
        const titles = answer.groups.map((g) => g.title);
        expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
      }
      expect((await get('/api/console/groups', null)).statusCode).toBe(401);
    });
  });
});
