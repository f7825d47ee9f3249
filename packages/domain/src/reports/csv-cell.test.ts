import { describe, expect, it } from 'vitest';
import { csvSafeText } from './csv-cell';

describe('csvSafeText', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '-1e3', '-12.50.1', '-A1', '@cmd', '\tx', '\r=1', '=HYPERLINK("http://x.example")'])(
    'puts an apostrophe before %j, which a spreadsheet would read as a formula',
    (text) => {
      expect(csvSafeText(text)).toBe(`'${text}`);
    },
  );

  it.each(['Rosa Delgado', 'PO-40012', 'a=b', ' =1', '', "O'Brien", '12.50', '-81.75', '-600', '-0.05'])(
    'keeps %j as it is',
    (text) => {
      expect(csvSafeText(text)).toBe(text);
    },
  );
});
