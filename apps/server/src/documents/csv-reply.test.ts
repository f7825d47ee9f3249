import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvSafeText } from '@portal/domain';
import { csvBody, csvRecords } from './csv-reply';

/**
 * The reference: csv-stringify, which wrote the exports before they wrote their text themselves,
 * told to quote any cell with a line break (by default it quotes only a whole CRLF).
 */
const OPTIONS = { cast: { string: csvSafeText }, record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;
const reference = (rows: string[][]) => stringify(rows, OPTIONS);

describe('csvRecords', () => {
  it('writes what csv-stringify writes: quotes, commas, line breaks, formulas, accents, empty cells', () => {
    const rows = [
      [
        'plain',
        '',
        'a,b',
        'say "hi"',
        'two\nlines',
        'cr\rlf',
        'crlf\r\n',
        'ends\r',
        'ends\r\r',
        '=SUM(A1)',
        '+1',
        '-2',
        '@x',
        '\tTab',
        '\rCR',
        'Zoë Ørsted',
      ],
      ['"', ',', '\n', "'", ' ', 'x"', '"x', 'a""b'],
    ];
    expect(csvRecords(rows)).toBe(reference(rows));
  });

  it('quotes a cell with a lone line feed or carriage return, so a spreadsheet keeps the row whole', () => {
    expect(csvRecords([['two\nlines', 'cr\rhere', 'plain']])).toBe('"two\nlines","cr\rhere",plain\r\n');
  });

  it('writes what csv-stringify writes for any cells', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', '=', '+', '-', '@', '\t', 'a', ' ', "'", 'é') }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 5 }), (rows) => {
        expect(csvRecords(rows)).toBe(reference(rows));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('csvBody', () => {
  it('is the BOM, the heading and every batch, as csv-stringify wrote them', async () => {
    async function* batches() {
      yield [['CB-1', 'a,b', '=1']];
      yield [];
      yield [
        ['CB-2', 'say "hi"', 'x\r\ny'],
        ['CB-3', '', 'Zoë'],
      ];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvBody(['No.', 'Name', 'Note'], batches())) chunks.push(chunk as Buffer);
    const expected = stringify(
      [
        ['No.', 'Name', 'Note'],
        ['CB-1', 'a,b', '=1'],
        ['CB-2', 'say "hi"', 'x\r\ny'],
        ['CB-3', '', 'Zoë'],
      ],
      { ...OPTIONS, bom: true },
    );
    expect(Buffer.concat(chunks).equals(Buffer.from(expected))).toBe(true);
  });
});
