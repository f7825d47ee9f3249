// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const storefront = { 'GET /v1/storefront/cedar': { body: storefrontOf() } };
const noOrders = { body: { orders: [], next_cursor: null, admin: false, own_orders_only: false } };

describe('the orders screen', () => {
  it('says when the group has no orders yet', async () => {
    mockServer({ ...storefront, 'POST /v1/retrieve-orders': noOrders });
    renderApp('/cedar/orders');
    expect(await screen.findByText('No orders yet. Orders you place will be listed here.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/cedar');
  });

  it('says when the orders could not be loaded, and loads them on Try again', async () => {
    let calls = 0;
    mockServer({
      ...storefront,
      'POST /v1/retrieve-orders': () =>
        ++calls === 1 ? { status: 503, body: { message: 'The service is busy. Please try again.' } } : noOrders,
    });
    renderApp('/cedar/orders');
    expect(await screen.findByText('Your orders could not be loaded.')).toBeDefined();
    expect(within(screen.getByRole('alert')).getByText('The service is busy. Please try again.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet. Orders you place will be listed here.')).toBeDefined();
  });

  it('asks a browser not logged in to the group for its password', async () => {
    mockServer({
      'GET /v1/storefront/cedar': { body: storefrontOf({ has_password: true }) },
      'POST /v1/session': { body: { logged_in: false } },
      'POST /v1/retrieve-orders': { status: 401, body: { message: 'Please log in.' } },
    });
    renderApp('/cedar/orders');
    expect(await screen.findByText('Log in to see your orders')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Enter password' }));
    expect(await screen.findByRole('dialog', { name: 'Enter password' })).toBeDefined();
  });
});
