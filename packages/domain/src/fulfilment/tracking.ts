/** The carriers whose public tracking page a tracking number links to; any other carrier stays text. */
const TRACKING_PAGES: Readonly<Record<string, (encoded: string) => string>> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
};

/** How staff may write a carrier in the ship dialog (free text), reduced to one key. */
const CARRIER_KEYS: Readonly<Record<string, string>> = {
  ups: 'ups',
  unitedparcelservice: 'ups',
  fedex: 'fedex',
  federalexpress: 'fedex',
  usps: 'usps',
  uspostalservice: 'usps',
  unitedstatespostalservice: 'usps',
};

/**
 * The carrier's public tracking page for a tracking number (docs/product.md#orders), or null for a
 * carrier without one here or an empty number. The number is encoded, so a typed value cannot add
 * parameters or leave the carrier's site.
 */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const number = trackingNumber?.trim() ?? '';
  const key = CARRIER_KEYS[(carrier ?? '').toLowerCase().replace(/[^a-z]/g, '')];
  const page = key ? TRACKING_PAGES[key] : undefined;
  return page && number ? page(encodeURIComponent(number)) : null;
}
