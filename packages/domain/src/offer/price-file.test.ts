import { describe, expect, it } from 'vitest';
import { priceFileRows, readDollars, readPriceFile, type FileItem, type PriceFileRow } from './price-file';

const TEE: FileItem = {
  code: 'TEE-1',
  name: 'Crew Tee',
  fullname: 'Heavyweight Crew Tee',
  type: 'tshirts',
  colors: ['Black', 'White'],
  default_color: 'Black',
  sizes: { Small: 12.5, Large: 14, '2XLarge': 16.25 },
};
const CAP: FileItem = {
  code: 'CAP-1',
  name: 'Twill Cap',
  fullname: 'Structured Twill Cap',
  type: 'hat',
  colors: ['Navy'],
  default_color: 'Navy',
  sizes: { OSFA: 18 },
  discount: [
    { quantity: 12, price: 17 },
    { quantity: 48, price: 15.5 },
  ],
  restricted: true,
};

/** The rows of a file as the import reads them: each cell by its column. */
function rowsOf(table: string[][]): PriceFileRow[] {
  const [heading, ...rows] = table;
  return rows.map((row, at) => ({ line: at + 2, cells: Object.fromEntries(heading!.map((name, i) => [name, row[i] ?? ''])) }));
}

describe('the items and prices file', () => {
  it('reads back exactly what it wrote: nothing created, nothing updated', () => {
    const outcome = readPriceFile(rowsOf(priceFileRows([TEE, CAP])), [TEE, CAP]);
    expect(outcome).toMatchObject({ created: [], updated: [], unchanged: 2, wrong: [] });
  });

  it("keeps an item's uploaded photos, which the file has no column for, for the colours it still comes in", () => {
    const photographed = { ...TEE, photos: { Black: 'a'.repeat(32), White: 'b'.repeat(32) } };
    expect(readPriceFile(rowsOf(priceFileRows([TEE])), [photographed])).toMatchObject({ unchanged: 1, updated: [] });
    const table = priceFileRows([{ ...TEE, colors: ['Black'], sizes: { Small: 13, Large: 14, '2XLarge': 16.25 } }]);
    const outcome = readPriceFile(rowsOf(table), [photographed]);
    expect(outcome.items[0]!.photos).toEqual({ Black: 'a'.repeat(32) });
  });

  it('takes prices in dollars as staff write them, never as cents', () => {
    expect(['12.5', '$12.50', '1,234.00', '0'].map(readDollars)).toEqual([12.5, 12.5, 1234, 0]);
    expect(['12.505', '-3', 'twelve', '', '12,50'].map(readDollars)).toEqual([null, null, null, null, null]);
    const table = priceFileRows([TEE]);
    table[1]![table[0]!.indexOf('Price')] = '13.75';
    const outcome = readPriceFile(rowsOf(table), [TEE]);
    expect(outcome.updated).toEqual([
      { code: 'TEE-1', changes: [{ area: 'items', subject: 'TEE-1', field: 'sizes.Small', before: '$12.50', after: '$13.75' }] },
    ]);
    expect(outcome.items[0]!.sizes.Small).toBe(13.75);
  });

  it('names every wrong row by its line, and adds a new item', () => {
    const table = priceFileRows([TEE, CAP]);
    const column = (name: string) => table[0]!.indexOf(name);
    table[2]![column('Price')] = 'abc';
    table[4]![column('Discount')] = 'a dozen';
    table.push(
      [...table[4]!].map((cell, i) =>
        i === column('Code') ? 'MUG-1' : i === column('Discount') ? '' : i === column('Category') ? 'accessory' : cell,
      ),
    );
    table.push(table[0]!.map(() => ''));
    table[6]![column('Code')] = '';
    table[6]![column('Size')] = 'Small';
    const outcome = readPriceFile(rowsOf(table), [TEE, CAP]);
    expect(outcome.wrong).toEqual([
      { line: 3, code: 'TEE-1', reason: "the price 'abc' is not an amount in dollars like 12.50" },
      { line: 5, code: 'CAP-1', reason: "the discount 'a dozen' is not written like '12+ 9.50'" },
      { line: 7, code: '', reason: 'the code is empty' },
    ]);
    expect(outcome.created).toEqual(['MUG-1']);
  });

  it("names a row whose item columns differ from the code's first row, and a size given twice", () => {
    const table = priceFileRows([TEE]);
    table[3]![table[0]!.indexOf('Name')] = 'Changed';
    expect(readPriceFile(rowsOf(table), [TEE]).wrong).toEqual([
      { line: 4, code: 'TEE-1', reason: "its Name differs from line 2's for the same code" },
    ]);
    const twice = priceFileRows([TEE]);
    twice[3]![twice[0]!.indexOf('Size')] = 'Small';
    expect(readPriceFile(rowsOf(twice), [TEE]).wrong).toEqual([
      { line: 4, code: 'TEE-1', reason: 'the size Small is on two rows' },
    ]);
  });

  it("checks each item by the files' own schema: a price rising with the quantity is named", () => {
    const breaks: FileItem = { ...TEE, code: 'PEN-1', type: 'office', sizes: { '100': 1.2, '250': 1.1 } };
    const table = priceFileRows([breaks]);
    table[2]![table[0]!.indexOf('Price')] = '1.30';
    expect(readPriceFile(rowsOf(table), [breaks]).wrong).toEqual([
      { line: 2, code: 'PEN-1', reason: 'sizes.250: the price at 250 is higher than at 100' },
    ]);
  });

  it('refuses an item it would create or change when the rule beyond the file gives a reason, and leaves the rest', () => {
    const refuse = (item: FileItem) => (item.type === 'accessory' ? `${item.code} may not be an accessory` : null);
    const table = priceFileRows([TEE, CAP]);
    const column = (name: string) => table[0]!.indexOf(name);
    table[4]![column('Category')] = 'accessory';
    table.push(table[4]!.map((cell, i) => (i === column('Code') ? 'MUG-1' : cell)));
    table.push(table[1]!.map((cell, i) => (i === column('Code') ? 'TEE-2' : cell)));
    const outcome = readPriceFile(rowsOf(table), [TEE, CAP], refuse);
    expect(outcome.wrong).toEqual([
      { line: 5, code: 'CAP-1', reason: 'CAP-1 may not be an accessory' },
      { line: 6, code: 'MUG-1', reason: 'MUG-1 may not be an accessory' },
    ]);
    expect(outcome).toMatchObject({ created: ['TEE-2'], updated: [], unchanged: 1 });
    // An item the file leaves as it is stays, whatever the rule says of it.
    expect(readPriceFile(rowsOf(priceFileRows([TEE])), [TEE], () => 'never')).toMatchObject({ unchanged: 1, wrong: [] });
  });
});
