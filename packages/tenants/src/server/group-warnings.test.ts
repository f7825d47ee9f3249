import { describe, expect, it } from 'vitest';
import { groupWarnings } from './group-warnings';
import { loadTenants } from './load-tenants';

describe('groupWarnings', () => {
  it('warns of a store listed without an address, and of no other', () => {
    const stores = [
      { code: 'AAA01', name: 'Alder Street Ford', address: '12 Alder St, Port Alder, ME 04001' },
      { code: 'BBB01', name: 'Birch Point Honda' },
      { code: 'CCC01', name: 'Cedar Row Kia', address: '   ' },
    ];
    expect(groupWarnings({ stores })).toEqual([
      {
        field: 'stores.BBB01.address',
        message: 'Birch Point Honda (BBB01) is listed without an address. Add it when it is known.',
      },
      {
        field: 'stores.CCC01.address',
        message: 'Cedar Row Kia (CCC01) is listed without an address. Add it when it is known.',
      },
    ]);
  });

  it('warns of the demo store listed without one, Summit Ridge Mazda of Aspen Hollow', () => {
    const summit = loadTenants().groups.get('summit')!;
    expect(groupWarnings(summit.config).map((w) => w.field)).toEqual(['stores.SRMZ01.address']);
  });
});
