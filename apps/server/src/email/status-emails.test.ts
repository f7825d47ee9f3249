import { describe, expect, it } from 'vitest';
import { BUYER_EMAIL_EVENTS, formatCalendarDay } from '@portal/domain';
import { formatShipDate, renderStatusEmail, type StatusEmailOrder } from './status-emails';

const order = (changes: Partial<StatusEmailOrder> = {}): StatusEmailOrder => ({
  orderNumber: 'CB-100042',
  groupTitle: 'Harbor Point Motors',
  createdAt: new Date(Date.UTC(2026, 10, 5, 15, 30)),
  storeName: 'Harbor Point Ford of Port Alder',
  status: 'in_production',
  carrier: null,
  trackingNumber: null,
  reason: null,
  accountReps: [
    { name: 'Owen Hartigan', phone: '(555) 012-3310' },
    { name: 'Lena Morrow', phone: '(555) 012-3316' },
  ],
  lines: [
    {
      code: 'BRK-100',
      name: 'Brooks Polo',
      quantity: 12,
      type: 'mens',
      size: 'XLarge',
      color: 'Navy Blue',
      estShipDate: '2026-11-30',
    },
    {
      code: 'PLT-01',
      name: 'License Plate',
      quantity: 500,
      type: 'customs',
      size: '',
      color: 'Chrome',
      estShipDate: '2026-12-04',
    },
  ],
  ...changes,
});

const BUYER = 'jane.doe@harborpoint.example';
const render = (event: (typeof BUYER_EMAIL_EVENTS)[number], changes: Partial<StatusEmailOrder> = {}) =>
  renderStatusEmail(order(changes), event, BUYER, { timeZone: 'America/New_York' });

/** Characters a line of the HTML may hold without a break, as a phone of 375 px lays out Arial at 14 px. */
const PHONE_LINE = Math.floor((375 - 2 * 8 - 2 * 1 - 2 * 16) / 8);

describe('renderStatusEmail', () => {
  it('tells the buyer the order is in production, with its est. ship date', () => {
    const mail = render('in_production');
    expect(mail.to).toEqual([BUYER]);
    expect(mail.subject).toBe('Your order CB-100042 is in production');
    expect(mail.text).toContain('Crestline Branded Supply has started making your order for Harbor Point Motors.');
    expect(mail.text).toMatch(/Status:\s+In production/);
    expect(mail.text).toMatch(/Est\. ship date:\s+December 04, 2026/);
    expect(mail.text).toContain('November 05, 2026 at 10:30 AM EST');
  });

  it('tells the carrier and tracking number when the order ships', () => {
    const mail = render('shipped', { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(mail.subject).toBe('Your order CB-100042 has shipped');
    expect(mail.text).toMatch(/Carrier:\s+UPS/);
    expect(mail.text).toMatch(
      /Tracking number:\s+1Z999AA10123456784\n\s+https:\/\/www\.ups\.com\/track\?tracknum=1Z999AA10123456784\n/,
    );
    expect(mail.html).toContain(
      '<a href="https://www.ups.com/track?tracknum=1Z999AA10123456784" target="_blank" rel="noopener noreferrer" style="color:#1a56db;">1Z999AA10123456784</a>',
    );
  });

  it("links FedEx and USPS numbers too, and leaves another carrier's number as text", () => {
    const fedex = render('shipped', { status: 'shipped', carrier: 'FedEx', trackingNumber: '771234567890' });
    expect(fedex.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=771234567890"');
    expect(fedex.text).toContain('https://www.fedex.com/fedextrack/?trknbr=771234567890');
    const usps = render('shipped', { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1118' });
    expect(usps.html).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201118"');
    const dhl = render('shipped', { status: 'shipped', carrier: 'DHL', trackingNumber: '1234567890' });
    expect(dhl.text).toMatch(/Tracking number:\s+1234567890\n\n/);
    expect(dhl.html).not.toContain('<a href="http');
  });

  it('names each line with its colour and size', () => {
    for (const event of BUYER_EMAIL_EVENTS) {
      const mail = render(event, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Brooks Polo (BRK-100), Navy Blue, size XLarge × 12');
        expect(part).toContain('License Plate (PLT-01), Chrome × 500 units');
      }
    }
  });

  it("names the group's account representatives to call, with their phones", () => {
    for (const event of BUYER_EMAIL_EVENTS) {
      const mail = render(event, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
      expect(mail.text).toContain(
        'Questions about this order? Call one of your account representatives at Crestline Branded Supply and quote order CB-100042:\n' +
          '  Owen Hartigan, (555) 012-3310\n  Lena Morrow, (555) 012-3316\n',
      );
      expect(mail.html).toContain('<strong>Owen Hartigan</strong>');
      expect(mail.html).toContain('<a href="tel:+15550123310" style="color:#1a56db;">(555) 012-3310</a>');
    }
    const one = render('in_production', {
      accountReps: [{ name: 'Harriet Okafor', phone: '(555) 019-1182', email: 'harriet@crestline-supply.example' }],
    });
    expect(one.text).toContain(
      'Call your account representative at Crestline Branded Supply and quote order CB-100042:\n  Harriet Okafor, (555) 019-1182, harriet@crestline-supply.example',
    );
    expect(one.html).toContain('<a href="mailto:harriet@crestline-supply.example"');
    const none = render('in_production', { accountReps: [] });
    expect(none.text).toContain(
      'Questions about this order? Contact your Crestline Branded Supply account representative and quote order CB-100042.',
    );
  });

  it('lists each line with its new est. ship date when the date changes', () => {
    const mail = render('ship_date_changed');
    expect(mail.subject).toBe('New est. ship date for your order CB-100042');
    expect(mail.text).toContain('Brooks Polo (BRK-100), Navy Blue, size XLarge × 12 — est. ship date November 30, 2026');
    expect(mail.text).toContain('License Plate (PLT-01), Chrome × 500 units — est. ship date December 04, 2026');
  });

  it('says a cancelled order will not be made or shipped', () => {
    const mail = render('cancelled', { status: 'cancelled' });
    expect(mail.subject).toBe('Your order CB-100042 was cancelled');
    expect(mail.text).toContain('nothing of it will be made or shipped');
    expect(mail.text).toMatch(/Status:\s+Cancelled/);
    expect(mail.text).not.toContain('Reason:');
  });

  it('tells the reason staff gave for the cancel, escaped in the HTML', () => {
    const mail = render('cancelled', {
      status: 'cancelled',
      reason: 'Ordered twice:\nsee <img src=x onerror=alert(1)> & CB-100043',
    });
    expect(mail.text).toMatch(/Reason:\s+Ordered twice: see <img src=x onerror=alert\(1\)> & CB-100043\n/);
    expect(mail.html).toContain('Ordered twice: see &lt;img src=x onerror=alert(1)&gt; &amp; CB-100043');
    expect(mail.html).not.toContain('<img');
    // Only a cancel tells a reason.
    expect(render('in_production', { reason: 'Rush' }).text).not.toContain('Rush');
  });

  it('escapes every value in the HTML and keeps the subject on one line', () => {
    const mail = render('shipped', {
      status: 'shipped',
      carrier: '<script>alert(1)</script>',
      trackingNumber: 'A&B"\'',
      groupTitle: 'Harbor\r\nBcc: someone@else.example',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('A&amp;B&quot;&#39;');
    expect(mail.text).not.toMatch(/\r|\nBcc:/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('is fluid: no fixed width beyond 600 px, and no unbreakable run wider than a phone', () => {
    for (const event of BUYER_EMAIL_EVENTS) {
      const { html } = render(event, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('max-width:600px');
      expect(html).not.toMatch(/width="(?!100%)\d+/);
      expect(html).not.toMatch(/[;"]width:\s*\d+px/);
      const text = html.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, 'x');
      for (const word of text.split(/\s+/)) expect(word.length, word).toBeLessThanOrEqual(PHONE_LINE);
    }
  });

  it('writes a ship date as a calendar day, the same in any time zone', () => {
    expect(formatShipDate('2026-01-09')).toBe('January 09, 2026');
    expect(formatShipDate('2026-01-09')).toBe(formatCalendarDay('2026-01-09'));
    expect(formatShipDate('not a date')).toBe('not a date');
  });
});
