// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlacedOrderLine, PlacedOrderSummary } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const line = (over: Partial<PlacedOrderLine>): PlacedOrderLine => ({
  line_no: 1,
  code: '1240',
  quantity: 2,
  price: 2300,
  description: 'Mens Performance Polo',
  size: 'Medium',
  color: 'Black',
  embroidery: 'Cedar Creek',
  secondEmbroidery: null,
  placement: 'Left Chest',
  secondPlacement: null,
  type: 'mens',
  name: 'Mens Performance Polo',
  po: null,
  customer_po: null,
  est_ship_date: null,
  ...over,
});

const order: PlacedOrderSummary = {
  order_number: 'CB-100001',
  email: 'ada@dealer.example',
  created_at: Date.UTC(2026, 2, 4),
  first_name: 'Ada',
  last_name: 'Byron',
  company_name: 'Cedar Creek Automotive',
  store: '',
  paid: 4600,
  status: 'on_account',
  total: 4600,
  customer_po: null,
  fulfilment_status: 'received',
  timeline: [
    { status: 'received', label: 'Received', at: Date.UTC(2026, 2, 4), carrier: null, tracking_number: null, reason: null },
  ],
  order: [
    line({}),
    line({ line_no: 2, color: 'Pink' }),
    line({ line_no: 3, code: 'JK-9', name: 'Retired Jacket', description: 'Retired Jacket' }),
  ],
};

function serve(key: string, overrides = {}) {
  mockServer({
    [`GET /v1/storefront/${key}`]: { body: storefrontOf({ key, ...overrides }) },
    'POST /v1/retrieve-orders': { body: { orders: [order], next_cursor: null, admin: false, own_orders_only: false } },
  });
  renderApp(`/${key}/orders`);
}

describe('reorder on the orders screen', () => {
  it('puts an order back in the cart at today’s prices, says which price moved and lists what cannot be ordered', async () => {
    serve('cedar');
    fireEvent.click(await screen.findByRole('button', { name: 'Show items of order CB-100001' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder order CB-100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(within(dialog).getByText('1 line of order CB-100001 is in your cart at today’s prices.')).toBeDefined();
    expect(
      within(dialog).getByText('Mens Performance Polo (Medium, Black, Cedar Creek): now $25.00 each, was $23.00 each'),
    ).toBeDefined();
    expect(within(dialog).getByText('Mens Performance Polo (Medium, Pink, Cedar Creek): no longer comes in Pink')).toBeDefined();
    expect(within(dialog).getByText('Retired Jacket (Medium, Black, Cedar Creek): no longer offered')).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cedar/checkout');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'Cart (1)' })).toBeDefined();

    // One line again: it merges with the line the order put back.
    fireEvent.click(
      screen.getByRole('button', { name: 'Reorder Mens Performance Polo (Medium, Black, Cedar Creek) from order CB-100001' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(
      within(again).getByText(
        '1 line of Mens Performance Polo (Medium, Black, Cedar Creek) from order CB-100001 is in your cart at today’s prices.',
      ),
    ).toBeDefined();
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'Cart (1)' })).toBeDefined();
  });

  it('says plainly when a line cannot be ordered any more, and adds nothing', async () => {
    serve('maple');
    fireEvent.click(await screen.findByRole('button', { name: 'Show items of order CB-100001' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reorder Retired Jacket (Medium, Black, Cedar Creek) from order CB-100001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nothing could be added to your cart' });
    expect(within(dialog).getByText('Retired Jacket (Medium, Black, Cedar Creek): no longer offered')).toBeDefined();
    expect(within(dialog).queryByRole('link', { name: 'Go to cart' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'Cart (0)' })).toBeDefined();
  });

  it('shows each line as it was made where the group draws lines', async () => {
    serve('redrock', { show_modification_thumbnail: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Show items of order CB-100001' }));
    await screen.findByRole('region', { name: 'Items of order CB-100001' });
    // Decorative beside the row that names it: found by its address.
    const pictures = [...document.querySelectorAll('img[data-made]')];
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/images/made/redrock/1240.jpg?colour=Black&logo=Cedar%20Creek&at=Left%20Chest&w=160', ''],
      ['/images/made/redrock/1240.jpg?colour=Pink&logo=Cedar%20Creek&at=Left%20Chest&w=160', ''],
      ['/images/made/redrock/JK-9.jpg?colour=Black&logo=Cedar%20Creek&at=Left%20Chest&w=160', ''],
    ]);
  });
});
