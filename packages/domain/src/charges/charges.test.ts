import { describe, expect, it } from 'vitest';
import { chargeOrder, carriedChargeChanges, chargeChangesMessage, type ChargedLine } from './order-charges';
import { describeFreightRule, freightCents, type ShippingMethod } from './freight';
import { shippingMethodsSchema } from './freight.schema';
import { parsePercent, percentText, rateFor, taxOn, type TaxSettings } from './sales-tax';
import { taxExemptionSchema, taxSettingsSchema } from './sales-tax.schema';
import { parseOneLineAddress, shipToProblems, shipToOneLine, SHIP_TO_MESSAGES } from './ship-to';
import { destinationWarnings, resolveShipTo } from './destinations';

const ground: ShippingMethod = {
  code: 'GROUND',
  name: 'Ground',
  rule: { kind: 'free_above', cents: 1500, threshold_cents: 25_000 },
};
const settings: TaxSettings = taxSettingsSchema.parse({
  states: [
    { state: 'OH', rate_thousandths: 5750, freight_taxed: true },
    { state: 'TX', rate_thousandths: 6250, freight_taxed: false, zip_rates: [{ prefix: '787', rate_thousandths: 8250 }] },
    { state: 'PA', rate_thousandths: 6000, freight_taxed: true, exempt_types: ['mens', 'womens', 'tshirts'] },
  ],
});
const polo: ChargedLine = { type: 'mens', totalCents: 10_000, quantity: 4 };
const mat: ChargedLine = { type: 'parts', totalCents: 2_999, quantity: 1 };
const ohio = { state: 'OH' as const, zip: '43215' };

describe('freight', () => {
  it('charges each rule as it says', () => {
    expect(freightCents({ kind: 'free' }, { goodsCents: 100, units: 3 })).toBe(0);
    expect(freightCents({ kind: 'flat', cents: 1200 }, { goodsCents: 100, units: 3 })).toBe(1200);
    expect(freightCents({ kind: 'per_unit', cents: 75 }, { goodsCents: 100, units: 3 })).toBe(225);
    expect(freightCents(ground.rule, { goodsCents: 24_999, units: 1 })).toBe(1500);
    expect(freightCents(ground.rule, { goodsCents: 25_000, units: 1 })).toBe(0);
    expect(describeFreightRule(ground.rule)).toBe('Free on orders of $250.00 or more, else $15.00');
  });

  it('refuses a negative amount and a code listed twice', () => {
    expect(shippingMethodsSchema.safeParse([{ code: 'G', name: 'G', rule: { kind: 'flat', cents: -1 } }]).success).toBe(false);
    expect(shippingMethodsSchema.safeParse([ground, ground]).success).toBe(false);
  });
});

describe('sales tax', () => {
  it('writes and reads rates in thousandths of a percent', () => {
    expect(percentText(7250)).toBe('7.25');
    expect(percentText(6000)).toBe('6');
    expect(percentText(8875)).toBe('8.875');
    expect(parsePercent('8.875')).toBe(8875);
    expect(parsePercent('7.25 %')).toBe(7250);
    expect(parsePercent('7.2555')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
  });

  it('rounds half up once per order', () => {
    // 1,000 cents at 5.75 % is 57.5 cents: half up to 58.
    expect(taxOn(1000, 5750)).toBe(58);
    expect(taxOn(999, 5750)).toBe(57);
  });

  it('takes the longest ZIP prefix, else the state rate, and names it', () => {
    expect(rateFor(settings, { state: 'TX', zip: '78701' })?.name).toBe('TX 787 8.25%');
    expect(rateFor(settings, { state: 'TX', zip: '75001' })?.name).toBe('TX 6.25%');
    expect(rateFor(settings, { state: 'CA', zip: '90001' })).toBeNull();
  });

  it('refuses a negative rate, one over 20 %, a state that does not exist, a state twice', () => {
    const one = (entry: object) => taxSettingsSchema.safeParse({ states: [entry] }).success;
    expect(one({ state: 'OH', rate_thousandths: -1, freight_taxed: true })).toBe(false);
    expect(one({ state: 'OH', rate_thousandths: 20_001, freight_taxed: true })).toBe(false);
    expect(one({ state: 'ZZ', rate_thousandths: 5000, freight_taxed: true })).toBe(false);
    expect(one({ state: 'OH', rate_thousandths: 20_000, freight_taxed: true })).toBe(true);
    const twice = { state: 'OH', rate_thousandths: 1, freight_taxed: true };
    expect(taxSettingsSchema.safeParse({ states: [twice, twice] }).success).toBe(false);
  });

  it('refuses a certificate without a number', () => {
    expect(taxExemptionSchema.safeParse({ certificate_number: ' ', state: 'OH', expires_on: '2027-12-31' }).success).toBe(false);
  });
});

describe('chargeOrder', () => {
  it('adds goods, freight and tax into the total', () => {
    const charges = chargeOrder({
      lines: [polo, mat],
      shipTo: ohio,
      method: ground,
      tax: settings,
      exemptions: [],
      day: '2027-03-01',
    });
    expect(charges.goodsCents).toBe(12_999);
    expect(charges.freightCents).toBe(1500);
    // (12,999 + 1,500) × 5.75 % = 833.69 → 834.
    expect(charges.taxCents).toBe(834);
    expect(charges.totalCents).toBe(12_999 + 1500 + 834);
    expect(charges.tax?.name).toBe('OH 5.75%');
    expect(charges.method).toEqual({ code: 'GROUND', name: 'Ground' });
  });

  it('leaves freight untaxed where the state does not tax it, and exempt categories out', () => {
    const texas = chargeOrder({
      lines: [mat],
      shipTo: { state: 'TX', zip: '75001' },
      method: ground,
      tax: settings,
      exemptions: [],
      day: '2027-03-01',
    });
    expect(texas.tax?.taxable_cents).toBe(2_999);
    const penn = chargeOrder({
      lines: [polo, mat],
      shipTo: { state: 'PA', zip: '19019' },
      method: ground,
      tax: settings,
      exemptions: [],
      day: '2027-03-01',
    });
    expect(penn.tax?.taxable_cents).toBe(2_999 + 1500);
  });

  it('charges no tax where the provider does not collect, or without an address', () => {
    expect(
      chargeOrder({
        lines: [polo],
        shipTo: { state: 'CA', zip: '90001' },
        method: null,
        tax: settings,
        exemptions: [],
        day: '2027-03-01',
      }).taxCents,
    ).toBe(0);
    expect(
      chargeOrder({ lines: [polo], shipTo: null, method: null, tax: settings, exemptions: [], day: '2027-03-01' }).totalCents,
    ).toBe(10_000);
  });

  it('exempts with a good certificate for the state, through its last day, and not after', () => {
    const certificate = { certificate_number: 'OH-77120', state: 'OH' as const, expires_on: '2027-03-01' };
    const input = { lines: [polo], shipTo: ohio, method: null, tax: settings, exemptions: [certificate] };
    const onLastDay = chargeOrder({ ...input, day: '2027-03-01' });
    expect(onLastDay.taxCents).toBe(0);
    expect(onLastDay.exemption).toEqual(certificate);
    const dayAfter = chargeOrder({ ...input, day: '2027-03-02' });
    expect(dayAfter.taxCents).toBe(575);
    expect(dayAfter.expiredExemption).toEqual(certificate);
    const otherState = chargeOrder({ ...input, shipTo: { state: 'TX', zip: '75001' }, day: '2027-03-01' });
    expect(otherState.taxCents).toBe(625);
  });

  it('names a carried freight or tax the server does not charge, old → new', () => {
    const changes = carriedChargeChanges({ freightCents: 1500, taxCents: 834 }, { freightCents: 0, taxCents: 834 });
    expect(chargeChangesMessage(changes)).toBe(
      'Freight or tax has changed since checkout was shown: Freight $15.00 → $0.00. Review the order and place it again.',
    );
    expect(carriedChargeChanges({}, { freightCents: 10, taxCents: 10 })).toEqual([]);
  });
});

describe('ship-to', () => {
  it('reads the one-line addresses stores keep', () => {
    expect(parseOneLineAddress('6102 Brambleton Rd, Port Alder, ME 04010', 'Harbor Point Ford')).toEqual({
      name: 'Harbor Point Ford',
      street: '6102 Brambleton Rd',
      city: 'Port Alder',
      state: 'ME',
      zip: '04010',
    });
    expect(parseOneLineAddress('1 Main St, Suite 4, Ashford, OH 43010-1234', 'X')?.street2).toBe('Suite 4');
    expect(parseOneLineAddress('1 Main St, Ashford, ZZ 43010', 'X')).toBeNull();
    expect(parseOneLineAddress('1 Main St, Ashford, OH 4301', 'X')).toBeNull();
    expect(parseOneLineAddress(undefined, 'X')).toBeNull();
  });

  it('names each wrong field of a typed address', () => {
    expect(shipToProblems({ name: 'Ada', street: '1 Main St', city: 'Ashford', state: 'OH', zip: '4321' })).toEqual({
      zip: SHIP_TO_MESSAGES.zip,
    });
    expect(shipToProblems({ name: '', street: '1 Main St', city: 'Ashford', state: 'XX', zip: '43210' })).toEqual({
      name: SHIP_TO_MESSAGES.name,
      state: SHIP_TO_MESSAGES.state,
    });
    expect(shipToProblems({ name: 'Ada', street: '1 Main St', city: 'Ashford', state: 'oh', zip: '43210-0001' })).toBeNull();
    expect(shipToOneLine(null)).toBe('no address recorded');
  });

  it('resolves the destination: the store, else the group, typed only where allowed', () => {
    const group = {
      title: 'Harbor Point Motors',
      stores: [
        { code: 'HP1', name: 'Harbor Point Ford', address: '6102 Brambleton Rd, Port Alder, ME 04010' },
        { code: 'HP2', name: 'Harbor Point Kia' },
      ],
      ship_to_address: '12 Dock St, Port Alder, ME 04011',
    };
    const store = resolveShipTo(group, 'HP1', undefined);
    expect(store.ok && store.shipTo.source).toBe('store');
    const none = resolveShipTo(group, null, undefined);
    expect(none.ok && none.shipTo.address.name).toBe('Harbor Point Motors');
    expect(resolveShipTo(group, 'HP2', { source: 'store' })).toEqual({
      ok: false,
      problem: 'Harbor Point Kia has no address to ship to: choose another destination.',
    });
    const typed = {
      source: 'typed' as const,
      address: { name: 'Ada', street: '1 Main', city: 'Ashford', state: 'OH' as const, zip: '43210' },
    };
    expect(resolveShipTo(group, null, typed).ok).toBe(false);
    expect(resolveShipTo({ ...group, typed_ship_to: true }, null, typed).ok).toBe(true);
    expect(destinationWarnings(group)).toEqual(['Harbor Point Kia has no address, so it cannot be chosen as a destination.']);
  });
});
