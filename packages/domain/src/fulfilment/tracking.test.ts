import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking';

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
