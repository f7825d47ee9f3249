/** Money is carried as integer cents everywhere; this is the one place a decimal amount becomes cents. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  // toPrecision strips binary noise (0.29 * 100 = 28.999999999999996) before rounding half away from zero.
  const scaled = Number((Math.abs(dollars) * 100).toPrecision(15));
  return Math.sign(dollars) * Math.round(scaled) || 0;
}

/** True when the amount has no more than two decimals (a price a person could write). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(toCents(dollars) - dollars * 100) < 1e-6;
}

/** '1234.5' style amounts as PayPal and the API want them: exactly two decimals, no separators. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '$1,234.50' for people. */
export function formatPrice(cents: number): string {
  const [whole = '0', fraction = '00'] = formatCents(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}
