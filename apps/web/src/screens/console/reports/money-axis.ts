/** A money axis: where it ends, its ticks (both in cents) and the label of each tick. */
export interface MoneyAxis {
  max: number;
  ticks: number[];
  labels: string[];
}

/** About this many steps from 0 to the largest bar: few enough that labels fit on a phone. */
const STEPS = 5;

/** The smallest step of 1, 2 or 5 times a power of ten (in whole cents) that covers `maxCents` in STEPS. */
function niceStep(maxCents: number): number {
  const raw = Math.max(maxCents, 1) / STEPS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-9 * power)!;
  return Math.max(1, Math.round(step));
}

/**
 * One tick as people read money on an axis: '$800', '$1.2k', '$15k', '$2.5M'. The decimals follow
 * the step, never the value alone, so every multiple of the step is written exactly and two ticks
 * never read alike ('$1k $1k $1k' was the bug); a step under a dollar keeps the cents ('$0.20').
 */
export function moneyTickLabel(cents: number, stepCents: number): string {
  if (cents === 0) return '$0';
  const dollars = cents / 100;
  const step = stepCents / 100;
  const [unit, suffix] = dollars >= 1_000_000 ? [1_000_000, 'M'] : dollars >= 1_000 ? [1_000, 'k'] : [1, ''];
  if (unit === 1) return `$${step < 1 ? dollars.toFixed(2) : dollars.toFixed(0)}`;
  // A step of 1, 2 or 5 × 10^k needs (unit's power − k) decimals in that unit, none when k is larger.
  const decimals = Math.max(0, Math.round(Math.log10(unit)) - Math.floor(Math.log10(step) + 1e-9));
  const fixed = (dollars / unit).toFixed(decimals);
  // '1.50k' reads '1.5k' and '1.0k' reads '1k': trailing zeros after the point add nothing.
  const text = decimals > 0 ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return `$${text}${suffix}`;
}

/** Ticks from $0 at a round step up to the first tick at or past the largest value, and their labels. */
export function moneyAxis(maxCents: number): MoneyAxis {
  const step = niceStep(maxCents);
  const count = Math.max(1, Math.ceil(Math.max(maxCents, 1) / step));
  const ticks = Array.from({ length: count + 1 }, (_, i) => i * step);
  return { max: ticks.at(-1)!, ticks, labels: ticks.map((t) => moneyTickLabel(t, step)) };
}
