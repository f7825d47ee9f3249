// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleOrderDetailAnswer } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, ORDER_ID, orderDetail, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./packing-slip-screen');
}, 120_000);
afterEach(() => vi.restoreAllMocks());

const SLIP_PATH = `/console/orders/${ORDER_ID}/packing-slip`;

async function openSlip(patch: Partial<ConsoleOrderDetailAnswer['order']> = {}) {
  mockConsole({
    'GET /api/console/me': { body: meAs('viewer') },
    [`GET /api/console/orders/${ORDER_ID}`]: { body: orderDetail('in_production', patch) },
  });
  renderApp(SLIP_PATH);
  await screen.findByRole('heading', { level: 1, name: 'Packing slip CB-100042' });
}

function factsOf(region: HTMLElement): Record<string, string> {
  const terms = within(region).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe("an order's packing slip", () => {
  it('is reached from the order page', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('viewer') },
      [`GET /api/console/orders/${ORDER_ID}`]: { body: orderDetail('received') },
    });
    renderApp(`/console/orders/${ORDER_ID}`);
    const link = await screen.findByRole('link', { name: 'Packing slip' });
    expect(link.getAttribute('href')).toBe(SLIP_PATH);
  });

  it('says where the order goes, whose it is and what is in the box, without prices, and prints', async () => {
    await openSlip();
    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    expect([...shipTo.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Harbor Point Ford',
      '410 Quay Street',
      'Driftwood Harbor, ME 04011',
    ]);
    expect(factsOf(screen.getByRole('region', { name: 'Order' }))).toMatchObject({
      Order: 'CB-100042',
      Store: 'Harbor Point Ford (HPFD01)',
      Buyer: 'Jane Okafor',
      'Customer PO': 'PO-2231',
      'Shipping method': 'Ground',
    });
    const items = screen.getByRole('table', { name: 'Items to pack' });
    expect([...items.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Line',
      'Item code',
      'Item',
      'Color',
      'Size',
      'Logos',
      'Quantity',
    ]);
    expect([...items.querySelectorAll('tbody tr > *')].map((cell) => cell.textContent)).toEqual([
      '1',
      '1240',
      'Mens Performance Polo',
      'Navy',
      'Large',
      'Harbor Point Ford at Left Chest',
      '12',
    ]);
    expect(document.body.textContent).not.toMatch(/\$/);
    expect(document.title).toContain('Packing slip CB-100042');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(`/console/orders/${ORDER_ID}`);
  });

  it("says 'no address recorded' for an order placed before ship-to addresses were kept", async () => {
    await openSlip({ store_code: '', store_name: null, ship_to: null, ship_to_source: null, charges: null });
    expect(screen.getByRole('region', { name: 'Ship to' }).textContent).toBe('Ship tono address recorded');
    const facts = factsOf(screen.getByRole('region', { name: 'Order' }));
    expect(facts.Store).toBeUndefined();
    expect(facts['Shipping method']).toBe('—');
  });
});
