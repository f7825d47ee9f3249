import { describe, expect, it } from 'vitest';
import { normalTrackingNumber, trackingNumberProblem, trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it("links UPS, FedEx and USPS numbers to the carrier's public tracking page", () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('FedEx', '771234567890')).toBe('https://www.fedex.com/fedextrack/?trknbr=771234567890');
    expect(trackingUrl('USPS', '9400111899223197428490')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
  });

  it('knows a carrier however staff wrote it', () => {
    expect(trackingUrl(' ups ', '1Z1')).toBe('https://www.ups.com/track?tracknum=1Z1');
    expect(trackingUrl('Fed Ex', '77')).toBe('https://www.fedex.com/fedextrack/?trknbr=77');
    expect(trackingUrl('Federal Express', '77')).toBe('https://www.fedex.com/fedextrack/?trknbr=77');
    expect(trackingUrl('U.S.P.S.', '94')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=94');
    expect(trackingUrl('United States Postal Service', '94')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=94');
  });

  it('encodes the number, so it cannot add parameters or leave the carrier', () => {
    expect(trackingUrl('UPS', ' 1Z 99&x=<b>"/#frag ')).toBe(
      'https://www.ups.com/track?tracknum=1Z%2099%26x%3D%3Cb%3E%22%2F%23frag',
    );
  });

  it('leaves other carriers, a missing carrier and an empty number without a link', () => {
    expect(trackingUrl('DHL', '1234567890')).toBeNull();
    expect(trackingUrl('Our own truck', 'ROUTE-7')).toBeNull();
    expect(trackingUrl(null, '1Z999AA10123456784')).toBeNull();
    expect(trackingUrl('UPS', '   ')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });
});

describe('a tracking number for its carrier', () => {
  const UPS = 'A UPS tracking number is 1Z followed by 16 letters or digits.';
  const FEDEX = 'A FedEx tracking number is 12, 15, 20 or 22 digits.';
  const USPS = 'A USPS tracking number is 20 to 22 digits, or 13 characters such as EC123456789US.';
  const OTHER = 'A tracking number is at most 40 letters, digits, spaces and dashes.';

  it.each([
    ['UPS', '1Z999AA10123456784'],
    ['ups', '1z 999a a101 2345 6784'],
    ['United Parcel Service', '1Z12345E0205271688'],
    ['FedEx', '771234567890'],
    ['Fed Ex', '449044304137821'],
    ['FedEx', '12345678901234567890'],
    ['FedEx', '1234567890123456789012'],
    ['USPS', '9400111899223197428490'],
    ['USPS', '9400 1118 9922 3197 4284'],
    ['U.S.P.S.', '940011189922319742849'],
    ['USPS', 'EC123456789US'],
    ['USPS', 'ec 123 456 789 us'],
    ['Our own truck', 'ROUTE-7'],
    ['DHL', '1234567890'],
    ['Other', 'a'.repeat(40)],
  ])('takes %s %s', (carrier, number) => {
    expect(trackingNumberProblem(carrier, number)).toBeNull();
  });

  it.each([
    ['UPS', '1Z999', UPS],
    ['UPS', '2Z999AA10123456784', UPS],
    ['UPS', '1Z999AA10123456784X', UPS],
    ['UPS', '1Z999AA1012345678-', UPS],
    ['FedEx', '77123456789', FEDEX],
    ['FedEx', '7712345678901', FEDEX],
    ['FedEx', '77123456789A', FEDEX],
    ['USPS', '9400111899223197428', USPS],
    ['USPS', '94001118992231974284901', USPS],
    ['USPS', 'EC12345678US', USPS],
    ['USPS', '1Z999AA10123456784', USPS],
    ['Other', 'a'.repeat(41), OTHER],
    ['Our own truck', '7777 🚚 zzz', OTHER],
    ['Other', 'ROUTE_7', OTHER],
    ['Other', 'route<7>', OTHER],
    ['UPS', '   ', 'Enter the tracking number.'],
  ])('refuses %s %s, saying what the number is', (carrier, number, message) => {
    expect(trackingNumberProblem(carrier, number)).toBe(message);
  });

  it('keeps the number without the spaces pasted with it, in capitals for the carriers with a form', () => {
    expect(normalTrackingNumber('UPS', ' 1z999 aa10 1234 56784 ')).toBe('1Z999AA10123456784');
    expect(normalTrackingNumber('USPS', 'ec 123 456 789 us')).toBe('EC123456789US');
    expect(normalTrackingNumber('Our own truck', '  Route   7 ')).toBe('Route 7');
  });
});
