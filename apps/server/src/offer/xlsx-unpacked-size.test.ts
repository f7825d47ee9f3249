import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { craftedZip } from '../../test-support/crafted-zip';
import { NOT_AN_XLSX, refuseLargeXlsx, XLSX_TOO_LARGE } from './xlsx-unpacked-size';

const MB = 1024 * 1024;
const zeros = (mb: number) => Buffer.alloc(mb * MB);

describe('refuseLargeXlsx', () => {
  it('takes a real workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Items and prices').addRow(['Code', 'Price']);
    await expect(refuseLargeXlsx(Buffer.from(await workbook.xlsx.writeBuffer()))).resolves.toBeUndefined();
  });

  it('takes parts that unpack to the bound, and refuses one byte more by the sizes the zip states', async () => {
    const fits = craftedZip([
      { name: 'xl/a.xml', content: zeros(1) },
      { name: 'xl/b.xml', content: zeros(1) },
    ]);
    await expect(refuseLargeXlsx(fits, 2)).resolves.toBeUndefined();
    const over = craftedZip([
      { name: 'xl/a.xml', content: zeros(1) },
      { name: 'xl/b.xml', content: Buffer.alloc(MB + 1) },
    ]);
    await expect(refuseLargeXlsx(over, 2)).rejects.toMatchObject({ status: 422, message: XLSX_TOO_LARGE(2) });
  });

  it('refuses a part that unpacks to more than the size it states (a zip bomb that lies)', async () => {
    const bomb = craftedZip([{ name: 'xl/worksheets/sheet1.xml', content: zeros(8), statedSize: 1000 }]);
    // Small on the wire: 8 MB of zeros deflate to a few kilobytes.
    expect(bomb.length).toBeLessThan(20_000);
    await expect(refuseLargeXlsx(bomb, 2)).rejects.toMatchObject({ status: 422, message: XLSX_TOO_LARGE(2) });
  });

  it('answers 400 for bytes that are not a zip', async () => {
    await expect(refuseLargeXlsx(Buffer.from('not a zip at all'))).rejects.toMatchObject({ status: 400, message: NOT_AN_XLSX });
  });
});
