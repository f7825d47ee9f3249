// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { ordersPage, placedLine, placedOrder } from '../../../test-support/orders';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const order = placedOrder({
  order: [
    placedLine({}),
    placedLine({ line_no: 2, color: 'Pink' }),
    placedLine({ line_no: 3, code: 'JK-9', name: 'Retired Jacket', description: 'Retired Jacket' }),
  ],
});

function serve(key: string, overrides = {}) {
  mockServer({
    [`GET /v1/storefront/${key}`]: { body: storefrontOf({ key, ...overrides }) },
    'POST /v1/retrieve-orders': ordersPage([order]),
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
