import { buildStatement, formatPrice } from '@portal/domain';
import { pdfText } from '@portal/testing/pdf-text';
import { describe, expect, it } from 'vitest';
import { busyStatement, octoberStatement, statementHeader, statementInvoice } from '../../test-support/sample-statement';
import type { DocumentArt } from './document-art';
import { drawStatementPdf } from './statement-pdf';

const NO_ART: DocumentArt = { providerLogo: null, groupLogo: null };

describe('drawStatementPdf', () => {
  it('writes the month, the account, the summary, every line with its running balance, the subtotals, the aging and the remit-to', async () => {
    const snapshot = octoberStatement();
    const { text, pages, title, author } = await pdfText(await drawStatementPdf(snapshot, NO_ART));

    expect(pages).toHaveLength(1);
    expect(title).toBe('Statement October 2026, Harbor Point Motors');
    expect(author).toBe('Crestline Branded Supply');
    expect(text).toContain('STATEMENT');
    expect(text).toContain('Period October 2026');
    expect(text).toContain('From October 01, 2026');
    expect(text).toContain('To October 31, 2026');
    expect(text).toContain('Statement for Harbor Point Motors');
    expect(text).toContain('210 Lantern Wharf Road');
    expect(text).toContain('Harbor Point Auto Group');

    expect(snapshot.closing_balance_cents).toBe(101_011);
    expect(text).toContain('Opening balance $1,250.00');
    expect(text).toContain('Invoiced $441.86');
    expect(text).toContain('Credited -$81.75');
    expect(text).toContain('Paid -$600.00');
    expect(text).toContain('Balance due $1,010.11');

    const rows = text.split('\n');
    expect(rows).toContain('10/01/2026 Opening balance $1,250.00');
    expect(rows).toContain('10/05/2026 Invoice INV-2026-000417 Harbor Point Ford HP-5521 11/04/2026 $316.36 $1,566.36');
    expect(rows).toContain('10/14/2026 Credit note CN-2026-000031 -$81.75 $1,568.61');
    expect(rows).toContain('10/20/2026 Payment Cheque 10442 -$600.00 $968.61');
    expect(rows).toContain('10/26/2026 Invoice INV-2026-000422 11/25/2026 $41.50 $1,010.11');

    expect(text).toContain('INVOICES BY STORE');
    expect(text).toContain('Harbor Point Ford 1 $316.36');
    expect(text).toContain('No store 1 $41.50');
    expect(text).toContain('INVOICES BY CUSTOMER PO');
    expect(text).toContain('HP-5521 2 $400.36');

    // What was left of the August invoice is 42 days past due on the 31st; the rest is not due yet.
    expect(text).toContain('AGING AT OCTOBER 31, 2026');
    expect(text).toContain('Current $360.11');
    expect(text).toContain('31–60 days $650.00');
    expect(text).toContain('Over 90 days $0.00');

    expect(text).toContain('Remit to');
    for (const remit of statementHeader.provider.remit_to) expect(text).toContain(remit);
    expect(text).toContain('Please quote the invoice numbers you are paying.');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('No activity this month');
  });

  it('flows a long month onto a second page, with the table header again and Page n of 2 on each', async () => {
    const snapshot = busyStatement(40);
    const { pages } = await pdfText(await drawStatementPdf(snapshot, NO_ART));

    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    const header = 'Date Kind Reference Store Customer PO Due date Amount Balance';
    expect(first).toContain(header);
    expect(second).toContain(header);
    expect(second).toContain('Statement for Harbor Point Motors, October 2026 (continued)');
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain('Page 2 of 2');
    const references = snapshot.lines.map((l) => l.reference);
    expect(references.filter((reference) => first.includes(reference) === second.includes(reference))).toEqual([]);
    expect(second).toContain(`Balance due ${formatPrice(snapshot.closing_balance_cents)}`);
  });

  it('keeps every page of a month of long names within the page, counts them all, and heads only the tables with rows left', async () => {
    const entries = Array.from({ length: 70 }, (_, i) =>
      statementInvoice(600 + i, `2026-10-${String(1 + (i % 30)).padStart(2, '0')}`, 5_000 + i, {
        customerPo: `FLEET-${1000 + i}`,
        store: i % 2 ? 'Harbor Point Commercial Fleet and Municipal Sales' : 'Harbor Point Ford',
      }),
    );
    const snapshot = buildStatement(statementHeader, '2026-10', entries, []);
    const { pages, text } = await pdfText(await drawStatementPdf(snapshot, NO_ART));

    expect(pages.length).toBeGreaterThan(4);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const line of snapshot.lines) expect(text).toContain(line.reference);
    for (const po of snapshot.by_po) expect(text).toContain(`${po.label} 1 ${formatPrice(po.total_cents)}`);
    expect(text.match(/INVOICES BY STORE/g)).toHaveLength(1);
    expect(text.match(/INVOICES BY CUSTOMER PO/g)!.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Balance due ${formatPrice(snapshot.closing_balance_cents)}`);
  });

  it('keeps every store and customer PO whole, wrapping only between words, and cuts nothing short', async () => {
    const stores = ['Harbor Point Commercial Fleet and Municipal Sales', 'Harbor Point Toyota Certified Collision Center'];
    const pos = ['FLEET-2026-Q4-0417', 'SVC 88 Winter Uniforms'];
    const entries = Array.from({ length: 30 }, (_, i) =>
      statementInvoice(700 + i, `2026-10-${String(1 + i).padStart(2, '0')}`, 7_000 + i, {
        store: stores[i % 2]!,
        customerPo: pos[i % 2]!,
      }),
    );
    const snapshot = buildStatement(statementHeader, '2026-10', entries, []);
    const { text } = await pdfText(await drawStatementPdf(snapshot, NO_ART));

    expect(text).not.toContain('…');
    const words = new Set(text.split(/\s+/));
    const cells = [...stores, ...pos].flatMap((cell) => cell.split(' '));
    expect(cells.filter((word) => !words.has(word))).toEqual([]);
    for (const line of snapshot.lines) expect(words.has(line.reference)).toBe(true);
  });

  it('breaks a customer PO wider than its column only after its hyphens, and loses none of it', async () => {
    const po = 'HARBORPOINT-FLEET-REPLACEMENT-PROGRAM-2026-Q4-SERVICE-DEPT';
    const entries = [statementInvoice(801, '2026-10-02', 9_900, { store: 'Harbor Point Ford', customerPo: po })];
    const { text } = await pdfText(await drawStatementPdf(buildStatement(statementHeader, '2026-10', entries, []), NO_ART));

    expect(text).not.toContain('…');
    // Its lines, in order, make it whole, and each but the last ends at a hyphen.
    const lines = text.slice(text.indexOf('INV-2026-000801'), text.indexOf('INVOICES BY STORE'));
    const parts = lines.split(/\s+/).filter((word) => /[A-Z]{2}/.test(word) && po.includes(word));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(po);
    expect(parts.slice(0, -1).filter((part) => !part.endsWith('-'))).toEqual([]);
  });

  it('says there was no activity in an empty month, and carries what was owed before', async () => {
    const empty = buildStatement(statementHeader, '2026-10', [], []);
    const quiet = buildStatement(statementHeader, '2026-10', [statementInvoice(390, '2026-09-02', 12_500)], []);

    const emptyText = (await pdfText(await drawStatementPdf(empty, NO_ART))).text;
    const quietText = (await pdfText(await drawStatementPdf(quiet, NO_ART))).text;

    expect(emptyText).toContain('No activity this month');
    expect(emptyText).toContain('Balance due $0.00');
    expect(emptyText).not.toContain('INVOICES BY STORE');
    expect(quietText).toContain('No activity this month');
    expect(quietText).toContain('Opening balance $125.00');
    expect(quietText).toContain('Balance due $125.00');
    expect(quietText).toContain('1–30 days $125.00');
  });

  it('draws the same bytes for the same snapshot, dated by the last day of the month', async () => {
    const first = await drawStatementPdf(octoberStatement(), NO_ART);
    const second = await drawStatementPdf(octoberStatement(), NO_ART);

    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261031000000Z)');
  });
});
