// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { fillCart } from '../../../test-support/cart';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const ladder = () => screen.getByRole('table', { name: 'Price by quantity' });
const rows = () => within(ladder()).getAllByRole('row').slice(1);

describe('the price ladder on the item screen', () => {
  it('lists each break of a plate with its price each and total, and marks where the order stands', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/item/CP-250-AL');
    await screen.findByRole('heading', { level: 1, name: 'Custom Aluminum License Plate' });
    expect(rows().map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['250 to 499', '$3.69', '$922.50'],
      ['500 to 999', '$3.19', '$1,595.00'],
      ['1,000 or more', '$2.59', '$2,590.00'],
    ]);
    expect(rows().some((row) => row.getAttribute('aria-current'))).toBe(false);

    // Typed again, a few times at most, if the screen was drawn anew meanwhile (its loader's answer
    // can land after the first draw on a busy machine).
    for (let attempt = 0; attempt < 20; attempt += 1) {
      fireEvent.change(screen.getByRole('textbox', { name: '250, White quantity' }), { target: { value: '3' } });
      if (rows()[1]?.getAttribute('aria-current') === 'step') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows()[1]!.getAttribute('aria-current')).toBe('step');
    expect(within(rows()[1]!).getByText('Your order: 750')).toBeDefined();
    expect(screen.getByText('Add 250 more: $2.59 each, $2,590.00 for 1,000')).toBeDefined();

    fireEvent.change(screen.getByRole('textbox', { name: '250, White quantity' }), { target: { value: '4' } });
    expect(rows()[2]!.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByText(/^Add \d+ more/)).toBeNull();
  });

  it('counts the units of the item already in the cart', async () => {
    const storefront = storefrontOf({ key: 'maple' });
    mockServer({ 'GET /v1/storefront/maple': { body: storefront } });
    fillCart(storefront, [
      {
        type: 'customs',
        name: 'Plate',
        price: 369,
        quantity: 500,
        size: '250',
        color: 'White',
        code: 'CP-250-AL',
        placement: 'N/A',
        embroidery: '',
      },
    ]);
    renderApp('/maple/item/CP-250-AL');
    await screen.findByRole('heading', { level: 1, name: 'Custom Aluminum License Plate' });
    expect(screen.getByText(/Your cart already has 500\./)).toBeDefined();
    expect(rows()[1]!.getAttribute('aria-current')).toBe('step');
    fireEvent.change(screen.getByRole('textbox', { name: '250, White quantity' }), { target: { value: '1' } });
    expect(screen.getByText('Add 250 more: $2.59 each, $2,590.00 for 1,000')).toBeDefined();
  });

  it('has no ladder for an item whose price does not change with quantity', async () => {
    mockServer({ 'GET /v1/storefront/redrock': { body: storefrontOf({ key: 'redrock' }) } });
    renderApp('/redrock/item/1240');
    await screen.findByRole('heading', { level: 1, name: 'Mens Performance Polo' });
    expect(screen.queryByRole('table', { name: 'Price by quantity' })).toBeNull();
  });
});
