// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

describe('an address the group has no screen for', () => {
  it('says the page does not exist and leads back to the store', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page does not exist' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe('/cedar');
  });
});
