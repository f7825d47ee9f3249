import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '@portal/domain';
import {
  groupAddressCheck,
  methodForm,
  moveMethod,
  readFreightDollars,
  readMethodForm,
  storeAddressCheck,
} from './shipping-draft';

const GROUND: ShippingMethod = {
  code: 'GROUND',
  name: 'Ground',
  rule: { kind: 'free_above', cents: 1500, threshold_cents: 25000 },
};
const TWO_DAY: ShippingMethod = { code: '2DAY', name: '2-Day', rule: { kind: 'flat', cents: 3500 } };

describe("a group's ship-to address and its shipping methods as typed", () => {
  it('says where orders without a store go, or that buyers must pick a store', () => {
    expect(groupAddressCheck(' 12 Dock St, Port Alder, me 04011 ', 'Harbor Point Auto Group')).toEqual({
      ok: true,
      text: 'Orders without a store ship to: Harbor Point Auto Group, 12 Dock St, Port Alder, ME 04011.',
    });
    expect(groupAddressCheck('12 Dock St, Port Alder', 'Harbor')).toEqual({
      ok: false,
      problem:
        'Not an address a parcel can be sent to (street, city, ST ZIP): orders without a store cannot ship to the group, so buyers must pick a store. It can still be saved.',
    });
    expect(groupAddressCheck('12 Dock St, Port Alder, ZZ 04011', 'Harbor').ok).toBe(false);
    expect(groupAddressCheck('  ', 'Harbor')).toEqual({
      ok: false,
      problem: 'None: orders without a store cannot ship to the group, so buyers must pick a store.',
    });
  });

  it('says a store whose address does not parse cannot be chosen as a destination', () => {
    expect(storeAddressCheck({ name: 'Harbor Kia', address: '5184 Wrenfield Dr, Gullhaven, ME 04047' }).ok).toBe(true);
    expect(storeAddressCheck({ name: 'Harbor Kia', address: '5184 Wrenfield Dr, Gullhaven' })).toEqual({
      ok: false,
      problem: 'Not an address a parcel can be sent to (street, city, ST ZIP): it cannot be chosen as a destination.',
    });
    expect(storeAddressCheck({ name: 'Harbor Kia', address: '' })).toEqual({
      ok: false,
      problem: 'No address: it cannot be chosen as a destination.',
    });
  });

  it('reads dollars as cents, refusing more than two decimals and more than $10,000.00', () => {
    expect(readFreightDollars('$1,250.5')).toEqual({ ok: true, cents: 125050 });
    expect(readFreightDollars('0.29')).toEqual({ ok: true, cents: 29 });
    expect(readFreightDollars('10000')).toEqual({ ok: true, cents: 1_000_000 });
    expect(readFreightDollars('10000.01')).toEqual({ ok: false, problem: 'At most $10,000.00.' });
    expect(readFreightDollars('12.505')).toEqual({ ok: false, problem: 'Type dollars and at most two decimals, such as 12.50.' });
    expect(readFreightDollars('-5')).toEqual({ ok: false, problem: 'Type dollars and at most two decimals, such as 12.50.' });
    expect(readFreightDollars('')).toEqual({ ok: false, problem: 'Type an amount in dollars, such as 15 or 12.50.' });
  });

  it('reads back each kind of rule it was made from', () => {
    const perUnit: ShippingMethod = { code: 'TRUCK', name: 'Truck freight', rule: { kind: 'per_unit', cents: 40 } };
    const free: ShippingMethod = { code: 'PICKUP', name: 'Pick up', rule: { kind: 'free' } };
    for (const method of [GROUND, TWO_DAY, perUnit, free]) expect(readMethodForm(methodForm(method), [])).toEqual({ method });
    expect(methodForm(GROUND)).toMatchObject({ amount: '15', threshold: '250' });
    expect(methodForm(perUnit)).toMatchObject({ amount: '0.40' });
  });

  it('names each wrong field: a code taken or badly written, no name, an amount missing', () => {
    expect(
      readMethodForm({ code: 'ground', name: ' ', kind: 'free_above', amount: '15', threshold: '' }, ['GROUND', '2DAY']),
    ).toEqual({
      problems: {
        code: 'The group already has a method GROUND.',
        name: 'Type the name buyers see, such as Ground.',
        threshold: 'Type an amount in dollars, such as 15 or 12.50.',
      },
    });
    expect(readMethodForm({ code: 'NEXT DAY', name: 'Next day', kind: 'flat', amount: 'ten', threshold: '' }, [])).toEqual({
      problems: {
        code: 'Capital letters, digits and dashes, at most 20, such as GROUND or 2DAY.',
        amount: 'Type dollars and at most two decimals, such as 12.50.',
      },
    });
  });

  it('moves a method one place, and not past either end', () => {
    expect(moveMethod([GROUND, TWO_DAY], 1, -1)).toEqual([TWO_DAY, GROUND]);
    expect(moveMethod([GROUND, TWO_DAY], 0, 1)).toEqual([TWO_DAY, GROUND]);
    expect(moveMethod([GROUND, TWO_DAY], 0, -1)).toEqual([GROUND, TWO_DAY]);
  });
});
