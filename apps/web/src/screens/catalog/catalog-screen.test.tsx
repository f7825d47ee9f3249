// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { PLATE, POLO, storefrontOf } from '../../../test-support/storefront';

const stores = [
  { name: 'Cedar Creek Subaru', code: 'CCSB01', password_protected: false },
  { name: 'Cedar Creek Volvo', code: 'CCVO01', password_protected: true },
];
const serveCedar = () =>
  mockServer({
    'GET /v1/storefront/cedar': {
      body: storefrontOf({ stores, catalogue: [POLO, { ...PLATE, supportedStores: ['CCSB01'] }] }),
    },
  });

describe('the catalog', () => {
  it("lists the category's items as tiles, each opening its item with the way back", async () => {
    serveCedar();
    const router = renderApp('/cedar/catalog/mens');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mens' })).toBeDefined();
    const tiles = within(screen.getByRole('list', { name: 'Mens items' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Mens Performance PoloFrom $25.00 each', '/cedar/item/1240'],
    ]);
    expect(screen.getByRole('heading', { name: 'Available Logos' })).toBeDefined();
    fireEvent.click(tiles[0]!);
    expect((await screen.findByRole('link', { name: 'Back to Mens' })).getAttribute('href')).toBe('/cedar/catalog/mens');
    expect(router.state.location.pathname).toBe('/cedar/item/1240');
  });

  it("lists a store's custom items, and their way back leads to that store's list", async () => {
    serveCedar();
    renderApp('/cedar/catalog/CCSB01/customs');
    expect(await screen.findByText('For Cedar Creek Subaru')).toBeDefined();
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Custom Printed items' })).getByRole('link', { name: new RegExp(PLATE.fullname) }),
    );
    const back = await screen.findByRole('link', { name: 'Back to Custom Printed' });
    expect(back.getAttribute('href')).toBe('/cedar/catalog/CCSB01/customs');
  });

  it("names each tile by the item's full name, the one its item screen heads with (docs/product.md#one-name-per-item)", async () => {
    serveCedar();
    renderApp('/cedar/catalog/mens');
    const tile = within(await screen.findByRole('list', { name: 'Mens items' })).getByRole('link');
    const name = within(tile).getByRole('heading', { level: 2 });
    expect(name.textContent).toBe('Mens Performance Polo');
    expect(name.getAttribute('title')).toBe('Mens Performance Polo');
    fireEvent.click(tile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mens Performance Polo' })).toBeDefined();
  });

  it("shows on each tile the lowest price the item screen's ladder reaches, special and volume prices included", async () => {
    const special = { ...POLO, code: 'SP-1', discount: [{ quantity: 1, price: 2199 }] };
    const volume = { ...POLO, code: 'VO-1', fullname: 'Volume Polo', discount: [{ quantity: 48, price: 1999 }] };
    const quoted = { ...POLO, code: 'QU-1', fullname: 'Quoted Polo', sizes: { Large: 0 } };
    mockServer({
      'GET /v1/storefront/harbor': { body: storefrontOf({ key: 'harbor', catalogue: [POLO, special, volume, quoted] }) },
    });
    renderApp('/harbor/catalog/mens');
    const prices = within(await screen.findByRole('list', { name: 'Mens items' }))
      .getAllByRole('link')
      .map((tile) => tile.querySelector('.tile-price')?.textContent);
    expect(prices).toEqual(['From $25.00 each', 'From $21.99 each', 'From $19.99 each', 'Price on quote']);
  });

  it('prices a pack-priced tile per unit at its largest break', async () => {
    serveCedar();
    renderApp('/cedar/catalog/CCSB01/customs');
    const tile = within(await screen.findByRole('list', { name: 'Custom Printed items' })).getByRole('link');
    expect(within(tile).getByText('From $2.59 each')).toBeDefined();
  });

  it('says a category is empty, and leads back to the others', async () => {
    serveCedar();
    renderApp('/cedar/catalog/hats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hats' })).toBeDefined();
    expect(screen.getByText('There are no items in this category yet.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/cedar');
  });

  it('leaves out the custom items of a store when no store is chosen', async () => {
    serveCedar();
    renderApp('/cedar/catalog/customs');
    expect(await screen.findByText('There are no items in this category yet.')).toBeDefined();
  });

  it('names an address that is no category', async () => {
    serveCedar();
    renderApp('/cedar/catalog/boats');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such category' })).toBeDefined();
    expect(screen.getByText(/We do not have a category called ‘boats’/)).toBeDefined();
  });

  it('names a store the group does not have', async () => {
    serveCedar();
    renderApp('/cedar/catalog/ZZZZ99/customs');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such store' })).toBeDefined();
    expect(screen.getByText(/We could not find a store with the code ‘ZZZZ99’/)).toBeDefined();
  });

  it('sends a locked store to the store list, which asks for its password', async () => {
    serveCedar();
    const router = renderApp('/cedar/catalog/CCVO01/customs');
    expect(await screen.findByRole('dialog', { name: 'Enter password' })).toBeDefined();
    expect(screen.getByText('Cedar Creek Volvo needs its store password to open its custom items.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/cedar/stores');
  });

  it('shows an uploaded logo picture among the available logos, and a tile by its uploaded photo', async () => {
    const photo = '0123456789abcdef0123456789abcdef';
    const logo = 'fedcba9876543210fedcba9876543210';
    mockServer({
      'GET /v1/storefront/prairie': {
        body: storefrontOf({
          key: 'prairie',
          embroideries: { mens: ['Prairie Ford', 'Prairie Chevy'] },
          logo_files: { 'Prairie Ford': logo },
          catalogue: [{ ...POLO, photos: { Black: photo } }],
        }),
      },
    });
    renderApp('/prairie/catalog/mens');
    expect((await screen.findByRole('img', { name: 'Prairie Ford' })).getAttribute('src')).toBe(
      `/images/uploads/logos/${logo}.png`,
    );
    expect(screen.getByRole('img', { name: 'Prairie Chevy' }).getAttribute('src')).toBe('/images/logos/prairie_chevy.png');
    const tile = within(screen.getByRole('list', { name: 'Mens items' }))
      .getByRole('link')
      .querySelector('img')!;
    expect(tile.getAttribute('src')).toBe(`/images/uploads/photos/${photo}.jpg`);
    expect(tile.getAttribute('srcset')).toBe(
      `/images/uploads/photos/thumbs/${photo}.jpg 360w, /images/uploads/photos/${photo}.jpg 600w`,
    );
  });
});
