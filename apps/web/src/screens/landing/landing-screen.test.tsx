// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

// A storefront once loaded is kept for the page's life and a failed load is not: the failure first.
describe('the landing page', () => {
  it('says when it could not be loaded, and offers to try again', async () => {
    mockServer({ 'GET /v1/storefront/default': { status: 500, body: { message: 'The catalogue could not be loaded.' } } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'The home page could not be loaded' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('The catalogue could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it("shows the provider's details and the LOGIN button", async () => {
    mockServer({ 'GET /v1/storefront/default': { body: storefrontOf({ key: 'default' }) } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealership ordering portal' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: '(555) 010-4410' })).toHaveLength(2);
  });
});
