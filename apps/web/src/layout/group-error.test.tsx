// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/app';
import { mockServer } from '../../test-support/server';

describe('a group that cannot be shown', () => {
  it('when there is no such group, says so and leads to the home page', async () => {
    mockServer({ 'GET /v1/storefront/nowhere': { status: 404, body: { message: 'Unknown group' } } });
    renderApp('/nowhere/catalog/mens');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that dealership group' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Check the address, or log in from the home page.');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('when its catalogue could not load, says why', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { status: 503, body: {} } });
    renderApp('/cedar');
    expect(await screen.findByRole('heading', { level: 1, name: 'The catalogue could not be loaded' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('The catalogue could not be loaded.');
  });
});
