// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const serveCedar = () => mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });

describe('the item screen', () => {
  it('says when the catalogue has no item of that code', async () => {
    serveCedar();
    renderApp('/cedar/item/NOPE-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that item' })).toBeDefined();
    expect(screen.getByText(/There is no item with the code ‘NOPE-1’ in this catalogue/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/cedar');
  });

  it('asks for the logo at its field when Add To Cart finds none chosen', async () => {
    serveCedar();
    renderApp('/cedar/item/1240');
    fireEvent.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    const field = screen.getByRole('combobox', { name: 'Embroidery' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByText('Must select an embroidery')).toBeDefined();
  });

  it('asks for a quantity when none is entered', async () => {
    serveCedar();
    renderApp('/cedar/item/1240');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Embroidery' }), { target: { value: 'Cedar Creek' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(within(await screen.findByRole('alert')).getByText('Must make a selection')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cart (0)' })).toBeDefined();
  });

  it('adds the entered quantities to the cart', async () => {
    serveCedar();
    renderApp('/cedar/item/1240');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Embroidery' }), { target: { value: 'Cedar Creek' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Medium, Navy quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Item added to cart')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cart (1)' })).toBeDefined();
  });

  it("names a printed item's logo field 'Imprint', and a garment's 'Embroidery'", async () => {
    const storefront = storefrontOf({ key: 'harbor', embroideries: { mens: ['Cedar Creek'], customs: ['Cedar Creek'] } });
    mockServer({ 'GET /v1/storefront/harbor': { body: storefront } });
    renderApp('/harbor/item/CP-250-AL');
    expect(await screen.findByRole('combobox', { name: 'Imprint' })).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Embroidery' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Want to add a second logo?' }));
    expect(screen.getByRole('combobox', { name: 'Second Imprint' })).toBeDefined();
  });
});
