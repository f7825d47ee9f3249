import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_FILE_COLUMNS, type OfferPriceFileAnswer } from '@portal/domain';
import { groupDrafts } from '../src/db/schema';
import { loggedInStaff } from '../test-support/console';
import { createOfferTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import type { LiveOffer } from '../src/offer/live-offer';
import { MAX_XLSX_UNPACKED_MB, XLSX_TOO_LARGE } from '../src/offer/xlsx-unpacked-size';
import { craftedZip } from '../test-support/crafted-zip';

describe.each(DATABASE_KINDS)('the items and prices file (%s)', (kind) => {
  let t: TestApp & { offer: LiveOffer };
  let cookies: Record<'admin' | 'viewer', string>;
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const exported = async (group: string, format: 'csv' | 'xlsx') => {
    const answer = await call(cookies.admin, 'GET', `/api/console/offer/${group}/price-file/${format}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };
  const imported = async (group: string, format: 'csv' | 'xlsx', file: string, apply = false) => {
    const answer = await call(cookies.admin, 'POST', `/api/console/offer/${group}/price-file`, { format, file, apply });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as OfferPriceFileAnswer;
  };
  const csvTable = (text: string) => parse(text.replace(/^\uFEFF/, '')) as string[][];
  const csvText = (table: string[][]) =>
    table.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

  beforeAll(async () => {
    t = await createOfferTestApp(kind);
    cookies = { admin: (await loggedInStaff(t, 'admin')).cookie, viewer: (await loggedInStaff(t, 'viewer')).cookie };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("changes nothing when a group's export is imported back, as CSV and as XLSX, for every group", async () => {
    for (const group of registry.groups.keys()) {
      const csv = await exported(group, 'csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const fromCsv = await imported(group, 'csv', csv.body, true);
      expect(fromCsv, group).toEqual({
        created: [],
        updated: [],
        unchanged: registry.groups.get(group)!.catalogue.length,
        wrong: [],
        applied: false,
      });
      const xlsx = await exported(group, 'xlsx');
      const fromXlsx = await imported(group, 'xlsx', xlsx.rawPayload.toString('base64'));
      expect(fromXlsx.wrong, group).toEqual([]);
      expect([fromXlsx.created, fromXlsx.updated], group).toEqual([[], []]);
    }
    expect(await t.database.db.select().from(groupDrafts)).toEqual([]);
  });

  it('reads prices as dollars, and applies nothing while one row is wrong, naming it', async () => {
    const table = csvTable((await exported('harbor', 'csv')).body);
    const price = table[0]!.indexOf('Price');
    const code = table[0]!.indexOf('Code');
    table[1]![price] = '12.50';
    table[2]![price] = 'twelve';
    const answer = await imported('harbor', 'csv', csvText(table), true);
    expect(answer.applied).toBe(false);
    expect(answer.wrong).toEqual([
      { line: 3, code: table[2]![code], reason: "the price 'twelve' is not an amount in dollars like 12.50" },
    ]);
    expect(await t.database.db.select().from(groupDrafts)).toEqual([]);

    table[2]![price] = table[3]![price]!;
    const fixed = await imported('harbor', 'csv', csvText(table), true);
    expect(fixed.wrong).toEqual([]);
    expect(fixed.applied).toBe(true);
    expect(fixed.updated[0]!.changes).toContainEqual(expect.objectContaining({ after: '$12.50' }));
    expect((await call(cookies.admin, 'POST', '/api/console/offer/harbor/publish', { at: null })).statusCode).toBe(200);
    const storefront = (await t.app.inject('/v1/storefront/harbor')).json() as {
      catalogue: { code: string; sizes: Record<string, number> }[];
    };
    const item = storefront.catalogue.find((i) => i.code === table[1]![code])!;
    expect(item.sizes[table[1]![table[0]!.indexOf('Size')]!]).toBe(1250);
  });

  it('refuses a file that is not one, a viewer, and says what an XLSX holds', async () => {
    const notOne = await call(cookies.admin, 'POST', '/api/console/offer/harbor/price-file', {
      format: 'csv',
      file: 'a,b\n1,2',
      apply: false,
    });
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().message).toContain(PRICE_FILE_COLUMNS.join(', '));
    const garbage = await call(cookies.admin, 'POST', '/api/console/offer/harbor/price-file', {
      format: 'xlsx',
      file: 'bm90IGEgemlw',
      apply: false,
    });
    expect(garbage.statusCode).toBe(400);
    expect(
      (await call(cookies.viewer, 'POST', '/api/console/offer/harbor/price-file', { format: 'csv', file: 'x', apply: false }))
        .statusCode,
    ).toBe(403);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('maple', 'xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...PRICE_FILE_COLUMNS]);
    expect(typeof sheet.getRow(2).getCell(PRICE_FILE_COLUMNS.indexOf('Price') + 1).value).toBe('number');
  });

  it('refuses an XLSX that unpacks to more than the bound, by the sizes it states or the bytes it holds, changing nothing', async () => {
    const sheet = Buffer.alloc((MAX_XLSX_UNPACKED_MB + 1) * 1024 * 1024, 0x20);
    for (const bomb of [
      craftedZip([{ name: 'xl/worksheets/sheet1.xml', content: sheet }]),
      craftedZip([{ name: 'xl/worksheets/sheet1.xml', content: sheet, statedSize: 4096 }]),
    ]) {
      const answer = await call(cookies.admin, 'POST', '/api/console/offer/harbor/price-file', {
        format: 'xlsx',
        file: bomb.toString('base64'),
        apply: true,
      });
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().message).toBe(XLSX_TOO_LARGE(MAX_XLSX_UNPACKED_MB));
    }
    expect(await t.database.db.select().from(groupDrafts)).toEqual([]);
  });

  it('checks a file of 5,000 rows in a dry run within 3 s', async () => {
    const table = csvTable((await exported('guardian', 'csv')).body);
    const [heading, ...rows] = table;
    const many = [heading!];
    for (let copy = 0; many.length <= 5_000; copy += 1)
      for (const row of rows) {
        if (many.length > 5_000) break;
        many.push(row.map((cell, i) => (heading![i] === 'Code' ? `${cell}-C${copy}` : cell)));
      }
    const started = performance.now();
    const answer = await imported('guardian', 'csv', csvText(many));
    const ms = performance.now() - started;
    expect(answer.wrong).toEqual([]);
    expect(answer.created.length).toBeGreaterThan(100);
    console.log(`price file dry run (${kind}): 5,000 rows in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(3_000);
  });

  it('names the rows of an item under a code another live group holds as another kind of item, and applies nothing', async () => {
    const table = csvTable((await exported('cedar', 'csv')).body);
    const column = (name: string) => table[0]!.indexOf(name);
    const base = table.findIndex((row) => row[column('Code')] === '1240');
    for (const row of table.filter((cells) => cells[column('Code')] === '1240')) row[column('Category')] = 'womens';
    const harborPolo = registry.groups.get('harbor')!.catalogue.find((item) => item.code === 'HP-M01')!;
    table.push(
      table[1]!.map((cell, at) =>
        at === column('Code')
          ? harborPolo.code
          : at === column('Category')
            ? 'hat'
            : at === column('Sub-category') || at === column('Discount')
              ? ''
              : cell,
      ),
    );
    const answer = await imported('cedar', 'csv', csvText(table), true);
    const reason = (code: string, group: string) =>
      `Code ${code} is in the Mens category in the catalogue of ${group}, and pictures are shared by code: ` +
      'give this item a code of its own, or keep its category Mens.';
    expect(answer).toMatchObject({ created: [], updated: [], applied: false });
    expect(answer.wrong).toEqual([
      { line: base + 1, code: '1240', reason: reason('1240', 'Bluebonnet Auto Family') },
      { line: table.length, code: 'HP-M01', reason: reason('HP-M01', 'Harbor Point Motors') },
    ]);
    expect(await t.database.db.select().from(groupDrafts)).toEqual([]);
  });
});
