import { describe, expect, it } from 'vitest';
import { groupWarnings } from './group-warnings';
import { loadTenants } from './load-tenants';

describe('groupWarnings', () => {
  const group = { title: 'Alder Group', ship_to_address: '1 Harbor Rd, Port Alder, ME 04001' };

  it('warns of a store that cannot be a destination: no address, or not one a parcel can reach', () => {
    const stores = [
      { code: 'AAA01', name: 'Alder Street Ford', address: '12 Alder St, Port Alder, ME 04001' },
      { code: 'BBB01', name: 'Birch Point Honda' },
      { code: 'CCC01', name: 'Cedar Row Kia', address: '   ' },
      { code: 'DDD01', name: 'Dune Road Mazda', address: 'Dune Road, Port Alder' },
    ];
    expect(groupWarnings({ ...group, stores })).toEqual([
      {
        field: 'stores.BBB01.address',
        message:
          'Birch Point Honda (BBB01) is listed without an address, so it cannot be chosen as a destination. Add it when it is known.',
      },
      {
        field: 'stores.CCC01.address',
        message:
          'Cedar Row Kia (CCC01) is listed without an address, so it cannot be chosen as a destination. Add it when it is known.',
      },
      {
        field: 'stores.DDD01.address',
        message:
          "Dune Road Mazda (DDD01): 'Dune Road, Port Alder' is not an address a parcel can be sent to (street, city, ST ZIP), so it cannot be chosen as a destination.",
      },
    ]);
  });

  it('warns of a group without a ship-to address of its own, or with one in a state that does not exist', () => {
    expect(groupWarnings({ title: 'Alder Group', stores: [] }).map((w) => w.field)).toEqual(['ship_to_address']);
    expect(groupWarnings({ ...group, ship_to_address: '1 Harbor Rd, Port Alder, ZZ 04001', stores: [] })[0]?.message).toContain(
      'is not one a parcel can be sent to',
    );
    expect(groupWarnings({ ...group, stores: [] })).toEqual([]);
  });

  it('warns of the demo store listed without one, Summit Ridge Mazda of Aspen Hollow', () => {
    const summit = loadTenants().groups.get('summit')!;
    expect(groupWarnings(summit.config).map((w) => w.field)).toEqual(['stores.SRMZ01.address']);
  });
});
