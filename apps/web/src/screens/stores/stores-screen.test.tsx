// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

describe('the store list', () => {
  it('says when the group lists no stores, and leads to its custom items', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/stores');
    expect(await screen.findByText('Cedar Creek Automotive has no stores listed yet.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Browse custom items' }).getAttribute('href')).toBe('/cedar/catalog/customs');
  });

  it('opens a store without a password at its custom items', async () => {
    const stores = [{ name: 'Cedar Creek Subaru', address: '9506 Lantern Ave', code: 'CCSB01', password_protected: false }];
    mockServer({ 'GET /v1/storefront/open': { body: storefrontOf({ key: 'open', stores }) } });
    renderApp('/open/stores');
    const store = await screen.findByRole('link', { name: /Cedar Creek Subaru/ });
    expect(store.getAttribute('href')).toBe('/open/catalog/CCSB01/customs');
  });
});
