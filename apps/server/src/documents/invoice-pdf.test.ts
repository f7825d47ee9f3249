import { formatPrice, type CreditNoteSnapshot, type InvoiceLine, type InvoiceSnapshot } from '@portal/domain';
import { pdfText } from '@portal/testing/pdf-text';
import { loadTenants } from '@portal/tenants/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DocumentArt } from './document-art';
import { drawCreditNotePdf, drawInvoicePdf } from './invoice-pdf';

const NO_ART: DocumentArt = { providerLogo: null, groupLogo: null };

const provider: InvoiceSnapshot['provider'] = {
  name: 'Crestline Branded Supply',
  address: ['4800 Quarry Bend Parkway, Suite 210', 'Brindlewood, OH 43999'],
  phone: '(555) 010-4400',
  email: 'billing@crestline-supply.example',
  remit_to: ['Crestline Branded Supply — Accounts Receivable', 'PO Box 4471', 'Brindlewood, OH 43999'],
};
const account: InvoiceSnapshot['account'] = {
  id: '7d1c2b9e-0000-4000-8000-000000000001',
  name: 'Harbor Point Motors',
  accounting_name: 'HARBOR POINT MOTORS',
  address: ['210 Lantern Wharf Road', 'Port Alder, OH 43990'],
};
const group: InvoiceSnapshot['group'] = { key: 'harbor', title: 'Harbor Point Auto Group', logo: 'harbor.png' };

function line(n: number, fields: Partial<InvoiceLine> = {}): InvoiceLine {
  const quantity = 2 + (n % 5);
  const unit = 1_250 + n * 37;
  return {
    line_no: n,
    code: `HP${String(100 + n)}`,
    name: 'Core Cotton Tee',
    size: 'XL',
    color: 'Navy',
    logos: 'Harbor Point, Left Chest',
    quantity,
    unit_price_cents: unit,
    line_total_cents: quantity * unit,
    po: null,
    customer_po: null,
    ...fields,
  };
}

function invoice(lineCount: number, fields: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  const lines = Array.from({ length: lineCount }, (_, i) => line(i + 1));
  return {
    number: 'INV-2026-000417',
    issued_on: '2026-03-05',
    due_on: '2026-04-04',
    terms: 'net_30',
    provider,
    account,
    group,
    store: { name: 'Harbor Point Ford', address: ['12 Gull Street', 'Port Alder, OH 43990'] },
    order: {
      id: 'b3f0a8c4-0000-4000-8000-000000000002',
      number: '100482',
      placed_at: '2026-03-04T15:30:00Z',
      customer_po: 'HP-5521',
    },
    buyer: { name: 'Dana Whitfield', email: 'dana.whitfield@harborpoint.example' },
    bypass_code: null,
    lines,
    total_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0),
    ...fields,
  };
}

const creditNote = (fields: Partial<CreditNoteSnapshot> = {}): CreditNoteSnapshot => ({
  number: 'CN-2026-000031',
  issued_on: '2026-03-12',
  invoice_number: 'INV-2026-000417',
  provider,
  account,
  group,
  reason: 'Six tees arrived with the logo on the wrong sleeve.',
  voids: false,
  amount_cents: 8_175,
  ...fields,
});

/** A small opaque PNG and a JPEG, as sharp writes them. */
async function logos(): Promise<DocumentArt> {
  const square = { width: 48, height: 16, channels: 4 as const, background: { r: 30, g: 60, b: 110, alpha: 0.8 } };
  return {
    providerLogo: await sharp({ create: square }).png().toBuffer(),
    groupLogo: await sharp({ create: { ...square, channels: 3 as const } })
      .jpeg()
      .toBuffer(),
  };
}

describe('drawInvoicePdf', () => {
  it('writes the number, the dates and terms, every line with its total, the total due and the remit-to', async () => {
    const snapshot = invoice(6);
    const { text, pages, title, author } = await pdfText(await drawInvoicePdf(snapshot, await logos()));

    expect(pages).toHaveLength(1);
    expect(title).toBe('Invoice INV-2026-000417');
    expect(author).toBe('Crestline Branded Supply');
    expect(text).toContain('INVOICE');
    expect(text).toContain('Invoice number INV-2026-000417');
    expect(text).toContain('Issue date March 05, 2026');
    expect(text).toContain('Due date April 04, 2026');
    expect(text).toContain('Terms Net 30');
    expect(text).toContain('BILL TO');
    expect(text).toContain('Harbor Point Motors');
    expect(text).toContain('210 Lantern Wharf Road');
    expect(text).toContain('Harbor Point Auto Group');
    expect(text).toContain('Order number 100482');
    expect(text).toContain('Placed March 04, 2026');
    expect(text).toContain('Customer PO HP-5521');
    expect(text).toContain('Buyer Dana Whitfield');
    expect(text).toContain('dana.whitfield@harborpoint.example');
    for (const l of snapshot.lines) {
      const row = text.split('\n').find((row) => row.startsWith(l.code)) ?? '';
      expect(row).toContain(formatPrice(l.unit_price_cents));
      expect(row.endsWith(formatPrice(l.line_total_cents))).toBe(true);
    }
    expect(snapshot.total_cents).toBe(31_636);
    expect(text).toContain('Total due $316.36');
    expect(text).toContain('Remit to');
    for (const remit of provider.remit_to) expect(text).toContain(remit);
    expect(text).toContain('Please quote INV-2026-000417 with your payment.');
    expect(text).toContain('Page 1 of 1');
  });

  it('says what the snapshot says and nothing else: a wrong total, number or date is not found', async () => {
    const { text } = await pdfText(await drawInvoicePdf(invoice(6), NO_ART));

    expect(text).toContain('$316.36');
    expect(text).not.toContain('$316.37');
    expect(text).not.toContain('INV-2026-000418');
    expect(text).not.toContain('April 05, 2026');
    expect(text).not.toContain('Bypass code');
    expect(text).not.toContain('Page 2');
  });

  it('flows a 40-line order onto a second page, with the table header again and Page n of 2 on each', async () => {
    const snapshot = invoice(40);
    const { pages } = await pdfText(await drawInvoicePdf(snapshot, await logos()));

    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    const header = 'Code Item Size Colour Logos Qty Unit price Line total';
    expect(first).toContain(header);
    expect(second).toContain(header);
    expect(second).toContain('Invoice INV-2026-000417 (continued)');
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain('Page 2 of 2');
    const codes = snapshot.lines.map((l) => l.code);
    expect(codes.filter((code) => first.includes(code) === second.includes(code))).toEqual([]);
    expect(second).toContain(`${snapshot.lines.at(-1)!.code} `);
    expect(second).toContain(`Total due ${formatPrice(snapshot.total_cents)}`);
    expect(first).not.toContain('Total due');
  });

  it('keeps every page of a long order within the page and counts them all', async () => {
    const lines = Array.from({ length: 120 }, (_, i) =>
      line(i + 1, {
        name: 'Performance Quarter-Zip Pullover with a Contrast Collar',
        logos: 'Harbor Point, Left Chest; Service Team, Right Sleeve',
      }),
    );
    const snapshot = invoice(0, { lines, total_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0) });
    const { pages } = await pdfText(await drawInvoicePdf(snapshot, NO_ART));

    expect(pages.length).toBeGreaterThan(4);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const l of lines) expect(pages.join('\n')).toContain(`${l.code} `);
  });

  it('draws an order without a store, and names the store when there is one', async () => {
    const without = (await pdfText(await drawInvoicePdf(invoice(3, { store: null }), NO_ART))).text;
    const withStore = (await pdfText(await drawInvoicePdf(invoice(3), NO_ART))).text;

    expect(without).not.toContain('STORE');
    expect(without).not.toContain('Harbor Point Ford');
    expect(without).toContain('Harbor Point Motors');
    expect(withStore).toContain('STORE');
    expect(withStore).toContain('Harbor Point Ford');
    expect(withStore).toContain('12 Gull Street');
  });

  it('wraps a long name or e-mail within its column rather than cutting it', async () => {
    const email = 'dana.whitfield-accounts-payable@harbor-point-motors-group.example';
    const name = 'Harbor Point Motors Commercial Fleet and Municipal Accounts Division';
    const snapshot = invoice(1, { buyer: { name: 'Dana Whitfield', email }, account: { ...account, name } });
    const { text } = await pdfText(await drawInvoicePdf(snapshot, NO_ART));

    expect(text.replace(/\n/g, '')).toContain(email);
    for (const word of name.split(' ')) expect(text).toContain(word);
    expect(text).not.toContain('…');
  });

  it('writes the bypass code the order was placed with', async () => {
    const { text } = await pdfText(await drawInvoicePdf(invoice(2, { bypass_code: 'Harbor Point Ford' }), NO_ART));

    // Set as the other pairs are, beside the customer PO.
    expect(text.split('\n')).toContain('Customer PO HP-5521 Bypass code Harbor Point Ford');
  });

  it("writes a line's own PO and customer PO under it only when they are not the order's", async () => {
    const lines = [line(1, { po: '4471-A', customer_po: 'HP-5521' }), line(2, { customer_po: 'SVC-88' }), line(3)];
    const { text } = await pdfText(await drawInvoicePdf(invoice(0, { lines, total_cents: 1 }), NO_ART));

    expect(text).toContain('PO 4471-A');
    expect(text).toContain('Customer PO SVC-88');
    expect(text.match(/Customer PO HP-5521/g)).toHaveLength(1);
  });

  it('writes the terms in words', async () => {
    const { text } = await pdfText(
      await drawInvoicePdf(invoice(1, { terms: 'tenth_of_next_month', due_on: '2026-04-10' }), NO_ART),
    );

    expect(text).toContain('Terms Due on the 10th of the next month');
    expect(text).toContain('Due date April 10, 2026');
  });

  it('draws the same bytes for the same snapshot, dated by the invoice', async () => {
    const art = await logos();
    const first = await drawInvoicePdf(invoice(6), art);
    const second = await drawInvoicePdf(invoice(6), art);

    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20260305000000Z)');
  });

  it('draws both logos as images, and draws a document without them', async () => {
    const withLogos = (await drawInvoicePdf(invoice(1), await logos())).toString('latin1');
    const without = (await drawInvoicePdf(invoice(1), NO_ART)).toString('latin1');

    expect(withLogos.match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    expect(without).not.toContain('/Subtype /Image');
  });
  it('draws no logo, and still draws the document, when a logo does not decode', async () => {
    const damaged = Buffer.from((await logos()).providerLogo!);
    const data = damaged.indexOf('IDAT') + 8;
    damaged.fill(0xff, data, data + 24);

    const pdf = await drawInvoicePdf(invoice(1), { providerLogo: damaged, groupLogo: null });

    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    expect((await pdfText(pdf)).text).toContain('Total due');
  });

  it('places the letterhead under the logo by the height the logo takes', async () => {
    const wide = await sharp({ create: { width: 300, height: 30, channels: 3, background: '#1e3a5f' } })
      .png()
      .toBuffer();
    const tall = await sharp({ create: { width: 150, height: 44, channels: 3, background: '#1e3a5f' } })
      .png()
      .toBuffer();
    const nameLine = async (providerLogo: Buffer) => {
      const { pages } = await pdfText(await drawInvoicePdf(invoice(1), { providerLogo, groupLogo: null }));
      return pages[0]!.split('\n').findIndex((row) => row.startsWith('Crestline Branded Supply'));
    };

    // A wide logo is drawn 15 points high, so the name moves up past the title block's rows.
    expect(await nameLine(wide)).toBeLessThan(await nameLine(tall));
  });
});

describe('drawInvoicePdf with freight and tax', () => {
  /** Six lines shipped to Columbus, Ohio by Ground: $316.36 of goods, $12.50 of freight, 5.75 % on both. */
  const charged = (fields: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot => {
    const base = invoice(6);
    const tax = Math.floor(((31_636 + 1_250) * 5_750 + 50_000) / 100_000);
    return {
      ...base,
      ship_to: {
        name: 'Harbor Point Ford',
        street: '12 Gull Street',
        street2: 'Dock 4',
        city: 'Columbus',
        state: 'OH',
        zip: '43215',
      },
      charges: {
        goods_cents: 31_636,
        freight_cents: 1_250,
        freight_method: { code: 'ground', name: 'Ground' },
        tax_cents: tax,
        tax: { name: 'OH 5.75%', state: 'OH', rate_thousandths: 5_750, taxable_cents: 31_636 + 1_250, freight_taxed: true },
        exemption: null,
      },
      total_cents: 31_636 + 1_250 + tax,
      ...fields,
    };
  };

  it('shows where it ships, then under the lines the subtotal, the freight by its method, the sales tax by its rate and the total', async () => {
    const snapshot = charged();
    const { text, pages } = await pdfText(await drawInvoicePdf(snapshot, NO_ART));

    expect(pages).toHaveLength(1);
    expect(snapshot.charges!.tax_cents).toBe(1_891);
    expect(text).toContain('SHIP TO');
    expect(text).toContain('12 Gull Street');
    expect(text).toContain('Dock 4');
    expect(text).toContain('Columbus, OH 43215');
    expect(text).toContain('Subtotal $316.36');
    expect(text).toContain('Freight (Ground) $12.50');
    expect(text).toContain('Sales tax (OH 5.75%) $18.91');
    expect(text).toContain('Total due $347.77');
  });

  it('says why an exempt order has no tax: its certificate and state', async () => {
    const snapshot = charged({
      ship_to: { name: 'Prairie Wind Ford', street: '88 Elm Road', city: 'Wichita', state: 'KS', zip: '67202' },
      charges: {
        goods_cents: 31_636,
        freight_cents: 1_250,
        freight_method: { code: 'ground', name: 'Ground' },
        tax_cents: 0,
        tax: null,
        exemption: { certificate_number: 'KS-EX-20417', state: 'KS', expires_on: '2027-06-30' },
      },
      total_cents: 32_886,
    });
    const { text } = await pdfText(await drawInvoicePdf(snapshot, NO_ART));

    expect(text).toContain('Wichita, KS 67202');
    expect(text).toContain('Tax exempt (certificate KS-EX-20417, KS) $0.00');
    expect(text).toContain('Total due $328.86');
    expect(text).not.toContain('Sales tax');
  });

  it("says 'no address recorded' for an order placed before addresses were kept, and an invoice issued before them prints as it did", async () => {
    const { text } = await pdfText(await drawInvoicePdf(invoice(6, { ship_to: null }), NO_ART));
    expect(text).toContain('SHIP TO');
    expect(text).toContain('no address recorded');
    expect(text).not.toContain('Subtotal');

    const old = await pdfText(await drawInvoicePdf(invoice(6), NO_ART));
    expect(old.text).not.toContain('SHIP TO');
    expect(old.text).not.toContain('Freight');
  });
});

describe('drawCreditNotePdf', () => {
  it('writes its number, date, the invoice it credits, the reason and the amount', async () => {
    const { text, title, pages } = await pdfText(await drawCreditNotePdf(creditNote(), await logos()));

    expect(pages).toHaveLength(1);
    expect(title).toBe('Credit note CN-2026-000031');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credit note number CN-2026-000031');
    expect(text).toContain('Date March 12, 2026');
    expect(text).toContain('Credits invoice INV-2026-000417');
    expect(text).toContain('Six tees arrived with the logo on the wrong sleeve.');
    expect(text).toContain('Amount credited $81.75');
    expect(text).toContain('Harbor Point Motors');
    expect(text).not.toContain('voids');
    expect(text).not.toContain('$81.76');
  });

  it('says that it voids the invoice when it does', async () => {
    const { text } = await pdfText(await drawCreditNotePdf(creditNote({ voids: true, amount_cents: 31_636 }), NO_ART));

    expect(text).toContain('This credit note voids invoice INV-2026-000417');
    expect(text).toContain('Amount credited $316.36');
  });

  it('shows what it credits of the goods, the freight and the tax above the amount', async () => {
    const note = creditNote({
      amount_cents: 2_000 + 1_250 + 187,
      parts: { goods_cents: 2_000, freight_cents: 1_250, tax_cents: 187 },
      freight_method: { code: 'ground', name: 'Ground' },
      tax_name: 'OH 5.75%',
    });
    const { text } = await pdfText(await drawCreditNotePdf(note, NO_ART));

    expect(text).toContain('Goods $20.00');
    expect(text).toContain('Freight (Ground) $12.50');
    expect(text).toContain('Sales tax (OH 5.75%) $1.87');
    expect(text).toContain('Amount credited $34.37');
  });
});

/** Every size name in the demo catalogues, the longest first, each with an item of the catalogues that has it. */
function demoSizes(): { size: string; item: { code: string; name: string; colors: string[] }; logos: string }[] {
  const found = new Map<string, { size: string; item: { code: string; name: string; colors: string[] }; logos: string }>();
  for (const tenant of loadTenants().groups.values()) {
    const embroideries = [...new Set(Object.values(tenant.config.embroideries ?? {}).flat())];
    const placements = tenant.config.logo_placements ?? [];
    for (const item of tenant.catalogue) {
      for (const size of Object.keys(item.sizes)) {
        if (found.has(size)) continue;
        const n = found.size;
        const logos = [embroideries[n % Math.max(1, embroideries.length)], placements[n % Math.max(1, placements.length)]];
        found.set(size, {
          size,
          item: { code: item.code, name: item.name, colors: item.colors },
          logos: logos.filter(Boolean).join(', '),
        });
      }
    }
  }
  return [...found.values()].sort((a, b) => b.size.length - a.size.length);
}

/** The words of a PDF's text, as a reader finds them. */
const wordsOf = (text: string): Set<string> => new Set(text.split(/\s+/));

describe('every column of a money document keeps its words whole', () => {
  const sizes = demoSizes();
  /** 45 lines, every size of the demo catalogues at least once, with the catalogues' own names, colours and logos. */
  const lines = Array.from({ length: 45 }, (_, i) => {
    const { size, item, logos } = sizes[i % sizes.length]!;
    return line(i + 1, {
      code: item.code,
      name: item.name,
      size,
      color: item.colors[i % item.colors.length]!,
      logos,
    });
  });
  const snapshot = invoice(0, { lines, total_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0) });
  /** The row of text a line starts on: the only one ending with its unit price (unique) and total. */
  const rowOf = (text: string, l: InvoiceLine) =>
    text.split('\n').find((row) => row.endsWith(` ${formatPrice(l.unit_price_cents)} ${formatPrice(l.line_total_cents)}`));

  it('knows the sizes it is about: the long and the spaced ones of the demo catalogues are among them', () => {
    const names = sizes.map((s) => s.size);
    expect(names).toEqual(expect.arrayContaining(['One Size Fits All', '2XLarge', '3XLarge', 'Medium', 'XSmall', 'OSFA']));
    expect(sizes.length).toBeLessThanOrEqual(lines.length);
  });

  it('writes every size of a 45-line invoice whole, on the line it belongs to, over several pages, and no ellipsis', async () => {
    const { text, pages } = await pdfText(await drawInvoicePdf(snapshot, NO_ART));

    expect(pages.length).toBeGreaterThan(1);
    expect(text).not.toContain('…');
    const wrong = lines.filter((l) => !(rowOf(text, l) ?? '').includes(` ${l.size} `));
    expect(wrong.map((l) => [l.size, rowOf(text, l)])).toEqual([]);
    // Every word of every cell is there whole, and each row is on one page with all its words.
    const words = wordsOf(text);
    const cells = lines.flatMap((l) => [l.code, ...l.name.split(' '), ...l.color.split(' '), ...l.logos.split(' ')]);
    expect(cells.filter((word) => !words.has(word))).toEqual([]);
    for (const l of lines) {
      const page = pages.find((p) => rowOf(p, l) !== undefined)!;
      const onPage = wordsOf(page);
      expect([...l.name.split(' '), ...l.logos.split(' ')].filter((word) => !onPage.has(word))).toEqual([]);
    }
  });

  it('writes every size whole on a one-page invoice too, the size column as wide as its longest', async () => {
    const few = sizes
      .slice(0, 8)
      .map(({ size, item, logos }, i) => line(i + 1, { code: item.code, name: item.name, size, color: item.colors[0]!, logos }));
    const { text, pages } = await pdfText(
      await drawInvoicePdf(invoice(0, { lines: few, total_cents: few.reduce((sum, l) => sum + l.line_total_cents, 0) }), NO_ART),
    );

    expect(pages).toHaveLength(1);
    expect(text).not.toContain('…');
    expect(few.filter((l) => !(rowOf(text, l) ?? '').includes(` ${l.size} `)).map((l) => l.size)).toEqual([]);
  });

  it('writes a long reason of a credit note whole, every word of it', async () => {
    const reason =
      'Fourteen Brookfield Moisture-Wicking Performance Polos (One Size Fits All, 2XLarge and Medium) arrived with ' +
      'the Harbor Point Anchor logo on the Right Sleeve instead of the Left Chest; reference ' +
      'RMA-2026-000417-HARBORPOINTMOTORS-FLEET. '.repeat(4);
    const { text } = await pdfText(await drawCreditNotePdf(creditNote({ reason }), NO_ART));

    expect(text).not.toContain('…');
    const words = wordsOf(text);
    expect(reason.split(' ').filter((word) => word !== '' && !words.has(word))).toEqual([]);
  });
});
