// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

describe('the store home', () => {
  it("shows one tile per category of the group's catalogue", async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cedar Creek Automotive' })).toBeDefined();
    const tiles = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Mens', 'Accessories', 'Custom Printed']);
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/cedar/catalog/mens',
      '/cedar/catalog/accessory',
      '/cedar/catalog/customs',
    ]);
  });

  it('shows no tile for a group whose catalogue is empty', async () => {
    mockServer({ 'GET /v1/storefront/empty': { body: storefrontOf({ key: 'empty', categories: [], catalogue: [] }) } });
    renderApp('/empty');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cedar Creek Automotive' })).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Categories' })).queryAllByRole('listitem')).toEqual([]);
  });
});
