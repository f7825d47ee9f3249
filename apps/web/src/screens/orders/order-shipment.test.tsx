// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { ordersPage, placedOrder } from '../../../test-support/orders';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

/** An order to Ashford, Ohio, by Ground: $46.00 of goods, $15.00 freight, $3.51 tax (5.75 % of $61.00). */
const shipped = placedOrder({
  order_number: 'CB-100060',
  total: 6451,
  paid: 6451,
  ship_to: { name: 'Guardian Chevrolet of Ashford', street: '111 Orchard Loop', city: 'Ashford', state: 'OH', zip: '43010' },
  charges: {
    goods: 4600,
    freight: 1500,
    tax: 351,
    shipping_method: { code: 'GROUND', name: 'Ground' },
    tax_rate: 'OH 5.75%',
    exemption: null,
  },
});
/** An exempt order to Kansas, 2-Day. */
const exempt = placedOrder({
  order_number: 'CB-100061',
  total: 8100,
  paid: 8100,
  ship_to: {
    name: 'Prairie Wind Ford of Bluestem',
    street: '6302 Commerce Dr',
    street2: 'Dock 4',
    city: 'Bluestem',
    state: 'KS',
    zip: '67010',
  },
  charges: {
    goods: 4600,
    freight: 3500,
    tax: 0,
    shipping_method: { code: '2DAY', name: '2-Day' },
    tax_rate: null,
    exemption: { certificate_number: 'KS-EX-20417', state: 'KS' },
  },
});
/** Placed before addresses, freight and tax were kept. */
const older = placedOrder({ order_number: 'CB-100005' });

async function openOrder(orderNumber: string) {
  const button = await screen.findByRole('button', { name: `Show items of order ${orderNumber}` });
  fireEvent.click(button);
  return screen.getByRole('region', { name: `Shipping and charges of order ${orderNumber}` });
}

const cells = (region: HTMLElement) => [...region.querySelectorAll('dt, dd')].map((cell) => cell.textContent);

describe('the orders screen: ship-to and charges', () => {
  it("shows an opened order's ship-to and its goods, freight, tax and total", async () => {
    mockServer({
      'GET /v1/storefront/cedar': { body: storefrontOf() },
      'POST /v1/retrieve-orders': ordersPage([shipped, exempt, older]),
    });
    renderApp('/cedar/orders');
    const region = await openOrder('CB-100060');
    expect(within(region).getByText('111 Orchard Loop')).toBeDefined();
    expect(within(region).getByText('Ashford, OH 43010')).toBeDefined();
    expect(cells(region)).toEqual([
      'Goods',
      '$46.00',
      'Freight (Ground)',
      '$15.00',
      'Sales tax (OH 5.75%)',
      '$3.51',
      'Total',
      '$64.51',
    ]);

    const exemptRegion = await openOrder('CB-100061');
    expect(within(exemptRegion).getByText('Dock 4')).toBeDefined();
    expect(cells(exemptRegion)).toEqual([
      'Goods',
      '$46.00',
      'Freight (2-Day)',
      '$35.00',
      'Tax exempt (certificate KS-EX-20417, KS)',
      '$0.00',
      'Total',
      '$81.00',
    ]);
  });

  it("says 'no address recorded' for an order placed before, and shows no breakdown of its total", async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() }, 'POST /v1/retrieve-orders': ordersPage([older]) });
    renderApp('/cedar/orders');
    const region = await openOrder('CB-100005');
    expect(within(region).getByText('no address recorded')).toBeDefined();
    expect(cells(region)).toEqual([]);
  });
});
