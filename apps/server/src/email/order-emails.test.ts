import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PO_NOT_REPEATED,
  referenceCustomerPo,
  renderOrderEmails,
  shipToNotRepeated,
  type MailMessage,
} from './order-emails';
import { sampleOrder } from '../../test-support/sample-order';

const recipients = {
  provider: ['orders@crestline-supply.example', 'rep.one@crestline-supply.example', 'ORDERS@crestline-supply.example'],
  buyer: 'jane.doe@harborpoint.example',
};

/** The text row or HTML table row that holds `code`. */
function textRow(text: string, code: string): string {
  return text.split('\n').find((line) => line.startsWith(code)) ?? '';
}
function htmlRow(html: string, code: string): string {
  return html.split('\n').find((line) => line.startsWith('<tr>') && line.includes(code)) ?? '';
}

const PHONE_WIDTH = 375;
/** What the page keeps around the content: body cell 8 px a side, a 1 px border, the card's 16 px a side. */
const CONTENT_WIDTH = PHONE_WIDTH - 2 * 8 - 2 * 1 - 2 * 16;
/** A generous average for Arial at 13–14 px, so the estimate errs on the wide side. */
const CHAR_PX = 8;

const stylesOf = (attributes: string) => /style="([^"]*)"/.exec(attributes)?.[1] ?? '';

function horizontalPadding(style: string): number {
  const values = /(?:^|;)padding:([^;]+)/.exec(style)?.[1]?.trim().split(/\s+/).map(parseFloat) ?? [0];
  const [top = 0, right = top, , left = right] = values;
  return right + left;
}

/**
 * The narrowest each innermost table row can be, as a browser lays it out: every cell at least as
 * wide as its longest word (its whole text when it may not wrap, one character when it may break
 * anywhere) plus its padding. Rough, but a nine-column table cannot pass it and a fluid one does.
 */
function widestRows(html: string): { row: string; width: number }[] {
  const rows = [...html.matchAll(/<tr\b[^>]*>((?:(?!<tr\b)[\s\S])*?)<\/tr>/g)].map((m) => m[1] ?? '');
  return rows.map((row) => {
    let width = 0;
    for (const [, , attributes = '', content = ''] of row.matchAll(/<(td|th)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
      const style = stylesOf(attributes);
      const text = content
        .replace(/<br\s*\/?>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;/g, '\u00a0')
        .replace(/&[a-z]+;|&#\d+;/g, 'x');
      const pieces = style.includes('white-space:nowrap')
        ? text.split('\n')
        : /overflow-wrap:anywhere|word-break:break-(all|word)/.test(style)
          ? ['x']
          : text.split(/[\s\n]+/);
      width += Math.max(0, ...pieces.map((piece) => piece.length)) * CHAR_PX + horizontalPadding(style);
    }
    return { row, width };
  });
}

describe('renderOrderEmails', () => {
  const { provider, buyer } = renderOrderEmails(sampleOrder(), recipients);
  const both: [string, MailMessage][] = [
    ['provider', provider],
    ['buyer', buyer],
  ];

  it('addresses the provider once per address and the buyer alone, with the agreed subjects', () => {
    expect(provider.to).toEqual(['orders@crestline-supply.example', 'rep.one@crestline-supply.example']);
    expect(provider.subject).toBe('New order CB-100042 from Harbor Point Motors — Jane Doe');
    expect(buyer.to).toEqual(['jane.doe@harborpoint.example']);
    expect(buyer.subject).toBe('Your order CB-100042 is confirmed');
  });

  it.each(both)('%s message: order details in text and HTML', (_who, message) => {
    for (const part of [message.text, message.html]) {
      expect(part).toContain('CB-100042');
      expect(part).toContain('March 05, 2025 at 2:30 PM UTC');
      expect(part).toContain('Harbor Point Motors');
      expect(part).toContain('Harbor Point Ford, 12 Dock Road, Bayview, OH 43998');
      expect(part).toContain('Paid by PayPal');
    }
  });

  it("names the buyer, their address and their PO in the provider's copy", () => {
    for (const part of [provider.text, provider.html]) {
      expect(part).toContain('Jane Doe');
      expect(part).toContain('jane.doe@harborpoint.example');
      expect(part).toContain('PO-7781');
    }
  });

  it("carries nothing the sender typed but a reference-shaped Customer PO in the buyer's copy, which goes to whatever address was typed", () => {
    const order = sampleOrder({
      firstName: 'URGENT: verify at https://evil.example/login',
      lastName: 'Now',
      customerPo: 'CALL 555-0100 to verify your account',
    });
    const { provider: notice, buyer: confirmation } = renderOrderEmails(order, recipients);
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('555-0100');
      expect(part).not.toContain('jane.doe@harborpoint.example');
    }
    expect(confirmation.text).toContain('Thank you. Crestline Branded Supply has received your order for Harbor Point Motors.');
    expect(confirmation.text).toContain('Did not place it? Tell your account representative.');
    expect(confirmation.text).toMatch(new RegExp(`Your PO:\\s+${CUSTOMER_PO_NOT_REPEATED.replace(/[()]/g, '\\$&')}\n`));
    // Staff still see every word, to judge the order.
    expect(notice.text).toContain('URGENT: verify at https://evil.example/login Now');
    expect(notice.text).toContain('CALL 555-0100 to verify your account');
  });

  it('names each line by the full name the catalog, cart, item and orders screens show (docs/product.md#one-name-per-item)', () => {
    const [first, ...rest] = sampleOrder().lines;
    const order = sampleOrder({
      lines: [{ ...first!, name: 'Brookfield Pique Polo', description: 'Brookfield Mens Classic Cotton Pique Polo' }, ...rest],
    });
    for (const message of Object.values(renderOrderEmails(order, recipients))) {
      expect(textRow(message.text, 'HPM-POLO-01')).toContain('Brookfield Mens Classic Cotton Pique Polo');
      expect(htmlRow(message.html, 'HPM-POLO-01')).toContain('Brookfield Mens Classic Cotton Pique Polo');
      expect(message.text).not.toContain('Brookfield Pique Polo');
    }
  });

  it("repeats the buyer's Customer PO and names the store in the buyer's copy", () => {
    for (const part of [buyer.text, buyer.html]) {
      expect(part).toContain('PO-7781');
      expect(part).toContain('Harbor Point Ford, 12 Dock Road, Bayview, OH 43998');
    }
    // Named as the buyer's screens name it, and not 'Customer PO', the provider's word (docs/product.md#order-e-mails).
    expect(buyer.text).toMatch(/Your PO:\s+PO-7781\n/);
    expect(buyer.text).not.toContain('Customer PO');
    expect(provider.text).toMatch(/Customer PO:\s+PO-7781\n/);
    expect(buyer.text).toMatch(/Store:\s+Harbor Point Ford, 12 Dock Road, Bayview, OH 43998\n/);
  });

  it('takes a Customer PO for a reference only when it reads as one', () => {
    for (const po of ['PO-7781', 'HP 700/2026', '#4471-B', 'po.7781_a', ' PO 12 A '])
      expect(referenceCustomerPo(po), po).toBe(po.trim());
    for (const po of [
      '',
      'Call 555-0100 to verify your account',
      'https://evil.example',
      'evil.example',
      'www-evil',
      'jane@evil.example',
      'URGENT: verify',
      'PO-1234567890-1234567890-1234567',
      '<b>PO</b>',
    ])
      expect(referenceCustomerPo(po), po).toBeNull();
  });

  it.each(both)('%s message: every line with code, colour, logos, placements, units and money', (_who, message) => {
    for (const part of [message.text, message.html]) {
      for (const expected of [
        'HPM-POLO-01',
        'Performance Polo',
        'Navy Blue',
        'XLarge',
        'Harbor Point Ford / Crestline Service',
        'Left Chest / Right Sleeve',
        '$24.50',
        '$1,176.00',
        'ACC-MUG-11',
        'White',
        'Harbor Point Motors',
        '$8.95',
        '$107.40',
        'CUS-PLATE-07',
        'Chrome',
        '5,000 units',
        '$0.13',
        '$650.00',
        '$1,933.40',
      ]) {
        expect(part).toContain(expected);
      }
    }
    const polo = textRow(message.text, 'HPM-POLO-01');
    expect(polo).toMatch(
      /Navy Blue\s+XLarge\s+Harbor Point Ford \/ Crestline Service\s+Left Chest \/ Right Sleeve\s+48\s+\$24\.50\s+\$1,176\.00$/,
    );
    expect(message.text).toMatch(/Total: \$1,933\.40\n/);
  });

  it.each(both)('%s message: no size for a customs line, which is counted in units', (_who, message) => {
    for (const row of [textRow(message.text, 'CUS-PLATE-07'), htmlRow(message.html, 'CUS-PLATE-07')]) {
      expect(row).toContain('5,000 units');
      expect(row).not.toContain('2500');
      expect(row).toContain('—');
    }
    expect(textRow(message.text, 'ACC-MUG-11')).toContain('Default');
  });

  it('drops the Size column when every line is a customs line', () => {
    const order = sampleOrder();
    const customsOnly = sampleOrder({ lines: order.lines.filter((line) => line.type === 'customs'), totalCents: 65_000 });
    const { provider: message } = renderOrderEmails(customsOnly, recipients);
    expect(message.text).not.toMatch(/\bSize\b/);
    expect(message.html).not.toContain('>Size<');
    expect(provider.html).toContain('>Size<');
  });

  it("names the group as the store of an order for no store (never 'None'), N/A without a customer PO, and On account", () => {
    const order = sampleOrder({ store: null, customerPo: '  ', payment: 'account' });
    const { provider: message, buyer } = renderOrderEmails(order, recipients);
    expect(message.text).toMatch(new RegExp(`Store:\\s+${order.groupTitle}\\n`));
    expect(buyer.text).toMatch(new RegExp(`Store:\\s+${order.groupTitle}\\n`));
    expect(message.text + buyer.text).not.toContain('None');
    expect(message.text).toMatch(/Customer PO:\s+N\/A\n/);
    expect(message.text).toMatch(/Payment:\s+On account\n/);
    expect(message.html).toContain(`>${order.groupTitle}</td>`);
    expect(message.html).toContain('>N/A</td>');
    expect(message.html).toContain('>On account</td>');
  });

  it("gives the provider's copy a Reply-To of the buyer, and the buyer's none", () => {
    expect(provider.replyTo).toEqual({ name: 'Jane Doe', address: 'jane.doe@harborpoint.example' });
    expect(buyer.replyTo).toBeUndefined();
  });

  it("names the masked bypass code of an order on account in the provider's copy only", () => {
    const order = sampleOrder({ payment: 'account', maskedBypassCode: '••••••CT' });
    const { provider: message, buyer: confirmation } = renderOrderEmails(order, recipients);
    expect(message.text).toMatch(/Payment:\s+On account, bypass code ••••••CT\n/);
    expect(message.html).toContain('>On account, bypass code ••••••CT</td>');
    expect(confirmation.text).toMatch(/Payment:\s+On account\n/);
    expect(confirmation.text + confirmation.html).not.toContain('••••••');
  });

  it('says a PayPal order was paid by PayPal, with no bypass code', () => {
    const { provider: message } = renderOrderEmails(sampleOrder({ maskedBypassCode: '••••••CT' }), recipients);
    expect(message.text).toMatch(/Payment:\s+Paid by PayPal\n/);
    expect(message.text + message.html).not.toContain('bypass code');
  });

  it('escapes every typed value in HTML', () => {
    const hostile = sampleOrder({
      firstName: '<script>alert(1)</script>',
      customerPo: '"><img src=x onerror=alert(2)>',
      store: { code: 'X', name: "Tom & Jerry's <b>Store</b>", address: '1 "Main" St' },
    });
    const { provider: message, buyer: confirmation } = renderOrderEmails(hostile, recipients);
    expect(confirmation.html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;Store&lt;/b&gt;');
    for (const html of [message.html]) {
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
      expect(html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;Store&lt;/b&gt;');
    }
    // Plain text shows what was typed, as typed.
    expect(message.text).toContain('<script>alert(1)</script> Doe');
    expect(message.subject).toBe('New order CB-100042 from Harbor Point Motors — <script>alert(1)</script> Doe');
  });

  it('keeps line breaks a buyer typed out of the subject', () => {
    const { provider: message } = renderOrderEmails(sampleOrder({ lastName: 'Doe\r\nBcc: victim@example.com' }), recipients);
    expect(message.subject).not.toMatch(/[\r\n]/);
  });

  it.each(both)('%s message: the text part has no HTML and its columns line up', (_who, message) => {
    expect(message.text).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(message.text).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);
    const lines = message.text.split('\n');
    const header = lines.findIndex((line) => line.startsWith('Item Code'));
    const rule = lines[header + 1] ?? '';
    expect(rule).toMatch(/^-+( {2}-+)+$/);
    // Numbers are right-aligned, so each row, the rules and the total end in the same column.
    const table = lines.slice(header, header + 7);
    expect(table.map((line) => line.length)).toEqual(Array(7).fill(rule.length));
    expect(table[6]).toMatch(/Total: \$1,933\.40$/);
  });

  it.each(both)('%s message: HTML is a whole English document with no remote content', (_who, message) => {
    expect(message.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(message.html).toContain('<meta charset="utf-8">');
    expect(message.html).not.toMatch(/https?:|<img|<script|<link|src=/i);
    expect(message.html).toContain('<th scope="col" align="right"');
  });

  it.each(both)('%s message: HTML has no fixed width wider than a phone', (_who, message) => {
    const widths = [
      ...[...message.html.matchAll(/\bwidth="(\d+)(?:px)?"/g)].map((m) => Number(m[1])),
      ...[...message.html.matchAll(/(?:^|[;"\s])(?:min-)?width:\s*(\d+)px/g)].map((m) => Number(m[1])),
    ];
    expect(widths.filter((width) => width > PHONE_WIDTH)).toEqual([]);
    expect(message.html).toMatch(/max-width:600px/);
  });

  it.each(['provider', 'buyer'] as const)('%s message: every table row fits a 375 px phone, long values included', (who) => {
    const long = sampleOrder({
      email: 'jane.doe.purchasing-department@harborpointmotorgroup.example',
      customerPo: 'PO-7781-2025-03-REORDER',
      payment: 'account',
      maskedBypassCode: '••••••CT',
    });
    for (const order of [sampleOrder(), long]) {
      const rows = widestRows(renderOrderEmails(order, recipients)[who].html);
      // Every detail and line row was measured: the buyer's copy has two details fewer (no name, no e-mail).
      expect(rows.length).toBe(who === 'provider' ? 14 : 12);
      expect(rows.filter(({ width }) => width > CONTENT_WIDTH)).toEqual([]);
    }
  });

  it('marks an unpriced line as to be quoted instead of free', () => {
    const order = sampleOrder();
    const [first, ...rest] = order.lines;
    if (!first) throw new Error('fixture has lines');
    const unpriced = { ...first, unit_price_cents: 0 };
    const { buyer: message } = renderOrderEmails(sampleOrder({ lines: [unpriced, ...rest], totalCents: 75_740 }), recipients);
    expect(textRow(message.text, 'HPM-POLO-01')).toMatch(/Price on quote\s+Price on quote$/);
    expect(message.text).toContain('priced separately');
    expect(message.html).toContain('$757.40');
  });

  it('writes the date in the time zone asked for', () => {
    const { provider: message } = renderOrderEmails(sampleOrder(), recipients, { timeZone: 'America/New_York' });
    expect(message.text).toContain('March 05, 2025 at 9:30 AM EST');
  });
});

describe('the ship-to and the charges in the order e-mails', () => {
  // Goods $1,933.40 + Ground $15.00, taxed at 5.75 %: $112.04 (half up), total $2,060.44.
  const charged = sampleOrder({
    totalCents: 206_044,
    shipTo: {
      address: {
        name: 'Harbor Point Ford',
        street: '12 Dock Road',
        street2: 'Bay 3',
        city: 'Bayview',
        state: 'OH',
        zip: '43998',
      },
      source: 'store',
    },
    charges: {
      goods: 193_340,
      freight: 1_500,
      tax: 11_204,
      shipping_method: { code: 'ground', name: 'Ground' },
      tax_rate: 'OH 5.75%',
      exemption: null,
    },
  });

  it.each(['provider', 'buyer'] as const)(
    '%s message: where it ships, then goods, freight, tax and total, in the text',
    (who) => {
      const { text, html } = renderOrderEmails(charged, recipients)[who];
      expect(text).toMatch(/\nStore:\s+Harbor Point Ford\n/);
      expect(text).toMatch(/\nShip to:\s+Harbor Point Ford, 12 Dock Road, Bay 3, Bayview, OH 43998\n/);
      const sums = text
        .split('\n')
        .filter((line) => /^\s+(Goods|Freight|Sales tax|Total)\b.*: \$/.test(line))
        .map((line) => line.trim());
      expect(sums).toEqual(['Goods: $1,933.40', 'Freight (Ground): $15.00', 'Sales tax (OH 5.75%): $112.04', 'Total: $2,060.44']);
      // Right-aligned under the lines, as the total always was.
      const lines = text.split('\n');
      const rule = lines.find((line) => /^-+( {2}-+)+$/.test(line))!;
      for (const sum of lines.filter((line) => /: \$[\d,.]+$/.test(line) && line.startsWith(' ')))
        expect(sum.length).toBe(rule.length);
      for (const expected of ['Goods', '$1,933.40', 'Freight (Ground)', '$15.00', 'Sales tax (OH 5.75%)', '$112.04', '$2,060.44'])
        expect(html).toContain(expected);
      expect(html).toContain('Harbor Point Ford, 12 Dock Road, Bay 3, Bayview, OH 43998');
    },
  );

  it("names an exempt order's certificate in place of a rate", () => {
    const exempt = sampleOrder({
      ...charged,
      totalCents: 194_840,
      charges: { ...charged.charges!, tax: 0, tax_rate: null, exemption: { certificate_number: 'OH-EX-4471', state: 'OH' } },
    });
    const { text } = renderOrderEmails(exempt, recipients).provider;
    expect(text).toMatch(/ Tax exempt \(certificate OH-EX-4471, OH\): \$0\.00\n/);
    expect(text).toMatch(/ Total: \$1,948\.40\n/);
  });

  it("repeats only the state and ZIP of an address the buyer typed in the buyer's copy; staff see it whole", () => {
    const typed = sampleOrder({
      ...charged,
      store: null,
      shipTo: {
        address: {
          name: 'Call 555-0100 now',
          street: 'https://evil.example/login',
          city: 'Bayview',
          state: 'OH',
          zip: '43998-1204',
        },
        source: 'typed',
      },
    });
    const { provider: notice, buyer: confirmation } = renderOrderEmails(typed, recipients);
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).not.toContain('555-0100');
      expect(part).not.toContain('evil.example');
    }
    expect(confirmation.text).toMatch(/\nShip to:\s+As entered at checkout, OH 43998-1204 \(see your orders\)\n/);
    expect(shipToNotRepeated('OH', '43998-1204')).toBe('As entered at checkout, OH 43998-1204 (see your orders)');
    expect(notice.text).toMatch(/Ship to:\s+Call 555-0100 now, https:\/\/evil\.example\/login, Bayview, OH 43998-1204\n/);
  });

  it.each(['provider', 'buyer'] as const)(
    "%s message: 'no address recorded' and the total alone for an order placed before",
    (who) => {
      const { text } = renderOrderEmails(sampleOrder(), recipients)[who];
      expect(text).toMatch(/\nShip to:\s+no address recorded\n/);
      expect(text).not.toMatch(/Goods:|Freight|Sales tax/);
      expect(text).toMatch(/ Total: \$1,933\.40\n/);
    },
  );
});
