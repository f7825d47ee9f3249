import { describe, expect, it } from 'vitest';
import { poloLine } from '../../test-support/storefront';
import { readSuccessState } from './success-state';

describe('the state checkout hands the success screen', () => {
  it('is read back with the lines, order number, total and a pending payment', () => {
    const state = { lines: [poloLine()], orderNumber: '1001', totalCents: 5000, paymentPending: true };
    expect(readSuccessState(state)).toEqual(state);
  });

  it('keeps the store, customer PO and e-mail the order was sent with', () => {
    const state = { lines: [poloLine()], store: 'CCNO01', customerPo: 'PO-2231', email: 'ada@dealer.example' };
    expect(readSuccessState(state)).toEqual(state);
    expect(readSuccessState({ lines: [], store: '', customerPo: '', email: 42 })).toEqual({ lines: [], store: '' });
  });

  it('keeps where the order ships and its charges, and drops charges that are not the contract', () => {
    const charges = {
      goods: 5000,
      freight: 1500,
      tax: 374,
      total: 6874,
      ship_to: {
        source: 'store',
        address: {
          name: 'Guardian Chevrolet of Ashford',
          street: '111 Orchard Loop',
          city: 'Ashford',
          state: 'OH',
          zip: '43010',
        },
      },
      shipping_method: { code: 'GROUND', name: 'Ground' },
      tax_rate: { name: 'OH 5.75%', state: 'OH', rate_thousandths: 5750 },
      exemption: null,
    };
    expect(readSuccessState({ lines: [], charges })).toEqual({ lines: [], charges });
    const noState = { ...charges, ship_to: { ...charges.ship_to, address: { ...charges.ship_to.address, state: 'ZZ' } } };
    expect(readSuccessState({ lines: [], charges: noState })).toEqual({ lines: [] });
    expect(readSuccessState({ lines: [], charges: { ...charges, tax: 3.74 } })).toEqual({ lines: [] });
  });

  it('is nothing when the screen was opened without it, or with another page’s state', () => {
    for (const value of [null, undefined, 'order', 42, {}, { from: '/cedar/catalog/mens', fromTitle: 'Mens' }])
      expect(readSuccessState(value)).toBeNull();
  });

  it('is nothing when a line is not a cart line', () => {
    expect(readSuccessState({ lines: [{ ...poloLine(), quantity: 0 }] })).toBeNull();
    expect(readSuccessState({ lines: 'all of them' })).toBeNull();
  });

  it('leaves out an empty order number, a total that is not whole cents, and a pending flag not set to true', () => {
    expect(readSuccessState({ lines: [], orderNumber: '', totalCents: 12.5, paymentPending: 'yes' })).toEqual({ lines: [] });
  });

  it('keeps whom the order waits for, and leaves out an approval that is not one', () => {
    const approval = { approver: 'Renata Okafor', text: 'Waiting for approval by Renata Okafor' };
    expect(readSuccessState({ lines: [], approval })).toEqual({ lines: [], approval });
    for (const bad of [
      null,
      'Renata Okafor',
      { approver: 'Renata Okafor' },
      { ...approval, text: '' },
      { ...approval, approver: 7 },
    ])
      expect(readSuccessState({ lines: [], approval: bad })).toEqual({ lines: [] });
  });
});
