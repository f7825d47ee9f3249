// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { POLO, storefrontOf } from '../../../test-support/storefront';

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

  it('says a starting price that is the special price once, as the special price', async () => {
    const special = { ...POLO, discount: [{ quantity: 1, price: 2199 }] };
    mockServer({ 'GET /v1/storefront/oakmont': { body: storefrontOf({ key: 'oakmont', catalogue: [special] }) } });
    renderApp('/oakmont/item/1240');
    expect(await screen.findByText('Special price: $21.99 each')).toBeDefined();
    expect(screen.queryByText(/^Starts at/)).toBeNull();
    expect(screen.getAllByText(/\$21\.99 each$/)).toHaveLength(1);
  });

  it("keeps 'Starts at' when it is not the special price: a volume price further up", async () => {
    const volume = { ...POLO, discount: [{ quantity: 48, price: 1999 }] };
    mockServer({ 'GET /v1/storefront/birch': { body: storefrontOf({ key: 'birch', catalogue: [volume] }) } });
    renderApp('/birch/item/1240');
    expect(await screen.findByText('Starts at $25.00 each')).toBeDefined();
    expect(screen.getByText('Volume price: $19.99 each when you order 48 or more in total')).toBeDefined();
  });

  it('puts the line in the cart under the name the item screen heads with (docs/product.md#one-name-per-item)', async () => {
    serveCedar();
    renderApp('/cedar/item/1240');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mens Performance Polo' })).toBeDefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Embroidery' }), { target: { value: 'Cedar Creek' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Medium, Navy quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Cart (1)' }));
    expect(await screen.findByRole('button', { name: 'Remove Mens Performance Polo' })).toBeDefined();
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
