// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { fillCart } from '../../../test-support/cart';
import { mockServer } from '../../../test-support/server';
import { poloLine, storefrontOf } from '../../../test-support/storefront';

const plates = (packs: number): CartLine => ({
  type: 'customs',
  name: 'Aluminum License Plate',
  price: 0,
  quantity: packs * 250,
  size: '250',
  color: 'White',
  code: 'CP-250-AL',
  placement: 'N/A',
  embroidery: '',
});

describe('the cart at checkout', () => {
  it('nudges a line near its next break, and following it lowers the price each', async () => {
    const storefront = storefrontOf();
    mockServer({ 'GET /v1/storefront/cedar': { body: storefront } });
    fillCart(storefront, [plates(3)]);
    renderApp('/cedar/checkout');
    expect(await screen.findByText('Add 250 more: $2.59 each, $2,590.00 for 1,000')).toBeDefined();
    expect(screen.getByText('$3.19 each')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 pack: Aluminum License Plate, White' }));
    expect(await screen.findByText('$2.59 each')).toBeDefined();
    expect((screen.getByRole('textbox', { name: /^Quantity of Aluminum License Plate/ }) as HTMLInputElement).value).toBe('4');
    expect(screen.getByText('Subtotal (1,000 items): $2,590.00')).toBeDefined();
    expect(screen.queryByText(/^Add \d+ more/)).toBeNull();
  });

  it('draws each line as it will be made where the group shows that, else the item’s picture', async () => {
    const drawn = storefrontOf({ key: 'maple', show_modification_thumbnail: true });
    mockServer({ 'GET /v1/storefront/maple': { body: drawn } });
    fillCart(drawn, [poloLine(), plates(1)]);
    renderApp('/maple/checkout');
    const polo = await screen.findByRole('img', { name: 'Mens Performance Polo in Black, as it will be made' });
    expect(polo.getAttribute('src')).toBe('/images/made/maple/1240.jpg?colour=Black&logo=Cedar%20Creek&at=Left%20Chest&w=160');
    // No logo on the plates: nothing to draw but the item.
    expect(screen.getByRole('img', { name: 'Aluminum License Plate in White' }).getAttribute('src')).toBe(
      '/images/CP-250-AL_white.jpg',
    );
  });

  it('shows the item’s picture where the group does not draw lines', async () => {
    const plain = storefrontOf({ key: 'redrock', show_modification_thumbnail: false });
    mockServer({ 'GET /v1/storefront/redrock': { body: plain } });
    fillCart(plain, [poloLine()]);
    renderApp('/redrock/checkout');
    expect((await screen.findByRole('img', { name: 'Mens Performance Polo in Black' })).getAttribute('src')).toBe(
      '/images/1240_black.jpg',
    );
  });
});
