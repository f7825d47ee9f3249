// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOrderDetailAnswer } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, ORDER_ID, orderDetail, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(warmConsoleScreens, 120_000);

async function openOrder(patch: Partial<ConsoleOrderDetailAnswer['order']> = {}) {
  mockConsole({
    'GET /api/console/me': { body: meAs('viewer') },
    [`GET /api/console/orders/${ORDER_ID}`]: { body: orderDetail('received', patch) },
  });
  renderApp(`/console/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Order CB-100042' });
}

/** A region's terms and their values, as a screen reader reads the list. */
function factsOf(region: HTMLElement): Record<string, string> {
  const terms = within(region).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe("an order's ship-to and charges", () => {
  it("shows the store's address it ships to, and goods, freight by method, tax by rate and the total apart", async () => {
    await openOrder();
    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    const lines = [...shipTo.querySelectorAll('address > span')].map((line) => line.textContent);
    expect(lines).toEqual(['Harbor Point Ford', '410 Quay Street', 'Driftwood Harbor, ME 04011']);
    expect(within(shipTo).getByText("The store's address (Harbor Point Ford)")).toBeDefined();
    expect(factsOf(screen.getByRole('region', { name: 'Charges' }))).toEqual({
      Goods: '$553.49',
      Freight: '$15.00 (Ground)',
      'Sales tax': '$31.27 (ME 5.5%)',
      Total: '$599.76',
    });
    expect(factsOf(screen.getByRole('region', { name: 'Buyer' })).Store).toBe('Harbor Point Ford (HPFD01)');
  });

  it("names the group's address and a typed one for what they are, and a second street line on its own line", async () => {
    await openOrder({
      store_code: '',
      store_name: null,
      ship_to: {
        name: 'Jane Okafor',
        street: '12 Dock St',
        street2: 'Suite 4',
        city: 'Port Alder',
        state: 'ME',
        zip: '04011-2210',
      },
      ship_to_source: 'typed',
    });
    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    const lines = [...shipTo.querySelectorAll('address > span')].map((line) => line.textContent);
    expect(lines).toEqual(['Jane Okafor', '12 Dock St', 'Suite 4', 'Port Alder, ME 04011-2210']);
    expect(within(shipTo).getByText('Typed by the buyer at checkout')).toBeDefined();
    // No store: the buyer's facts name none rather than a dash, and no 'Store address' is left.
    const buyer = factsOf(screen.getByRole('region', { name: 'Buyer' }));
    expect(Object.keys(buyer)).toEqual(['Name', 'E-mail', 'Group']);
    expect(screen.queryByText('Store address')).toBeNull();
  });

  it("says the group's address is the group's", async () => {
    await openOrder({ store_code: '', store_name: null, ship_to_source: 'group' });
    expect(within(screen.getByRole('region', { name: 'Ship to' })).getByText("The group's address")).toBeDefined();
  });

  it('says an exempt order is exempt, with its certificate, and an order with no method its freight alone', async () => {
    await openOrder({
      total_cents: 55349,
      charges: {
        goods: 55349,
        freight: 0,
        tax: 0,
        shipping_method: null,
        tax_rate: null,
        exemption: { certificate_number: 'ME-EX-20931', state: 'ME' },
      },
    });
    expect(factsOf(screen.getByRole('region', { name: 'Charges' }))).toEqual({
      Goods: '$553.49',
      Freight: '$0.00',
      'Sales tax': 'Tax exempt (certificate ME-EX-20931, ME)',
      Total: '$553.49',
    });
  });

  it("says 'no address recorded' on an order placed before, and counts its total as goods", async () => {
    await openOrder({ store_code: '', store_name: null, ship_to: null, ship_to_source: null, charges: null });
    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    expect(shipTo.textContent).toBe('Ship tono address recorded');
    expect(factsOf(screen.getByRole('region', { name: 'Charges' }))).toEqual({
      Goods: '$599.76',
      Freight: 'None recorded',
      'Sales tax': 'None recorded',
      Total: '$599.76',
    });
  });
});
