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

/** The carrier a ship dialog's free text names, or 'other' for one without a number format here. */
export function carrierKind(carrier: string | null | undefined): 'ups' | 'fedex' | 'usps' | 'other' {
  const key = CARRIER_KEYS[(carrier ?? '').toLowerCase().replace(/[^a-z]/g, '')];
  return key === 'ups' || key === 'fedex' || key === 'usps' ? key : 'other';
}

/** The longest tracking number of a carrier without a format here. */
export const OTHER_TRACKING_MAX_LENGTH = 40;

/** Longest a carrier's name may be. */
export const CARRIER_MAX_LENGTH = 60;

/** Longest a pasted tracking number may be, spaces and all: the form's and the body's bound. */
export const TRACKING_NUMBER_MAX_LENGTH = 80;

const TRACKING_FORMATS: Readonly<Record<'ups' | 'fedex' | 'usps' | 'other', { pattern: RegExp; message: string }>> = {
  ups: { pattern: /^1Z[A-Z0-9]{16}$/, message: 'A UPS tracking number is 1Z followed by 16 letters or digits.' },
  fedex: { pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/, message: 'A FedEx tracking number is 12, 15, 20 or 22 digits.' },
  usps: {
    pattern: /^(\d{20,22}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    message: 'A USPS tracking number is 20 to 22 digits, or 13 characters such as EC123456789US.',
  },
  other: {
    pattern: new RegExp(`^[A-Za-z0-9 -]{1,${OTHER_TRACKING_MAX_LENGTH}}$`),
    message: `A tracking number is at most ${OTHER_TRACKING_MAX_LENGTH} letters, digits, spaces and dashes.`,
  },
};

/**
 * A tracking number as it is checked and kept: for UPS, FedEx and USPS the spaces staff paste with
 * it removed and its letters in capitals ('1z 999a a101' → '1Z999AA101'); for another carrier
 * trimmed, each run of spaces one space ('ROUTE  7' → 'ROUTE 7').
 */
export function normalTrackingNumber(carrier: string | null | undefined, trackingNumber: string): string {
  if (carrierKind(carrier) === 'other') return trackingNumber.trim().replace(/\s+/g, ' ');
  return trackingNumber.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a tracking number for its carrier (docs/console.md#shipping), in words for
 * staff, or null when it has the carrier's form. The console's ship dialog says it at the field and
 * the server refuses the move with it (400), changing nothing.
 */
export function trackingNumberProblem(carrier: string | null | undefined, trackingNumber: string): string | null {
  const number = normalTrackingNumber(carrier, trackingNumber);
  if (number === '') return 'Enter the tracking number.';
  const format = TRACKING_FORMATS[carrierKind(carrier)];
  return format.pattern.test(number) ? null : format.message;
}
