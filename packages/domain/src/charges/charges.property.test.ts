import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, type ProductType } from '../catalogue/product-type';
import { chargeOrder, type ChargedLine } from './order-charges';
import type { FreightRule, ShippingMethod } from './freight';
import type { TaxExemption, TaxSettings } from './sales-tax';
import { US_STATE_CODES, type UsState } from './ship-to';

// A second computation of freight and tax, written plainly from the rules in docs/billing.md with
// decimals and strings, to hold the domain's integer arithmetic to: the two must always agree.
function plainCharges(
  lines: ChargedLine[],
  to: { state: string; zip: string },
  method: ShippingMethod | null,
  settings: TaxSettings,
  exemptions: TaxExemption[],
  day: string,
) {
  let goods = 0;
  let units = 0;
  for (const line of lines) {
    goods += line.totalCents;
    units += line.quantity;
  }
  let freight = 0;
  if (method) {
    const rule = method.rule;
    if (rule.kind === 'flat') freight = rule.cents;
    if (rule.kind === 'per_unit') freight = rule.cents * units;
    if (rule.kind === 'free_above') freight = goods < rule.threshold_cents ? rule.cents : 0;
  }
  let tax = 0;
  const state = settings.states.find((s) => s.state === to.state);
  const exempt = exemptions.some((e) => e.state === to.state && Date.parse(e.expires_on) >= Date.parse(day));
  if (state && !exempt) {
    let percent = state.rate_thousandths / 1000;
    let best = -1;
    for (const zip of state.zip_rates) {
      if (to.zip.slice(0, zip.prefix.length) === zip.prefix && zip.prefix.length > best) {
        best = zip.prefix.length;
        percent = zip.rate_thousandths / 1000;
      }
    }
    let taxable = 0;
    for (const line of lines) if (state.exempt_types.indexOf(line.type) < 0) taxable += line.totalCents;
    if (state.freight_taxed) taxable += freight;
    // Dollars with a percent, rounded half up at the cent: done in strings of digits to stay exact.
    const exactTimesHundredThousand = BigInt(taxable) * BigInt(Math.round(percent * 1000));
    tax = Number((exactTimesHundredThousand * 2n + 100_000n) / 200_000n);
  }
  return { goods, freight, tax, total: goods + freight + tax };
}

const state = fc.constantFrom<UsState>('OH', 'TX', 'PA', 'NY', 'CA', 'ME', ...US_STATE_CODES.slice(0, 6));
const zip = fc.stringMatching(/^\d{5}$/);
const cents = fc.integer({ min: 0, max: 5_000_000 });
const rule: fc.Arbitrary<FreightRule> = fc.oneof(
  fc.constant({ kind: 'free' as const }),
  cents.map((c) => ({ kind: 'flat' as const, cents: c })),
  fc.integer({ min: 0, max: 10_000 }).map((c) => ({ kind: 'per_unit' as const, cents: c })),
  fc.tuple(cents, cents).map(([c, t]) => ({ kind: 'free_above' as const, cents: c, threshold_cents: t })),
);
const line: fc.Arbitrary<ChargedLine> = fc.record({
  type: fc.constantFrom<ProductType>(...PRODUCT_TYPES),
  totalCents: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 5000 }),
});
const day = fc
  .integer({ min: 0, max: 2000 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const settings: fc.Arbitrary<TaxSettings> = fc
  .uniqueArray(
    fc.record({
      state,
      rate_thousandths: fc.integer({ min: 0, max: 20_000 }),
      freight_taxed: fc.boolean(),
      exempt_types: fc.subarray([...PRODUCT_TYPES]),
      zip_rates: fc.uniqueArray(
        fc.record({ prefix: fc.stringMatching(/^\d{3,5}$/), rate_thousandths: fc.integer({ min: 0, max: 20_000 }) }),
        { selector: (z) => z.prefix, maxLength: 4 },
      ),
    }),
    { selector: (s) => s.state, maxLength: 5 },
  )
  .map((states) => ({ states }));
const exemption: fc.Arbitrary<TaxExemption> = fc.record({ certificate_number: fc.constant('C-1'), state, expires_on: day });

describe('chargeOrder against a plain computation', () => {
  it('agrees on goods, freight, tax and total over random carts, addresses and settings', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        state,
        zip,
        fc.option(rule, { nil: null }),
        settings,
        fc.array(exemption, { maxLength: 3 }),
        day,
        (lines, st, z, methodRule, taxSettings, exemptions, today) => {
          const method = methodRule ? { code: 'M', name: 'M', rule: methodRule } : null;
          const shipTo = { state: st, zip: z };
          const charged = chargeOrder({ lines, shipTo, method, tax: taxSettings, exemptions, day: today });
          const plain = plainCharges(lines, shipTo, method, taxSettings, exemptions, today);
          expect([charged.goodsCents, charged.freightCents, charged.taxCents, charged.totalCents]).toEqual([
            plain.goods,
            plain.freight,
            plain.tax,
            plain.total,
          ]);
          expect(Number.isSafeInteger(charged.totalCents)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
