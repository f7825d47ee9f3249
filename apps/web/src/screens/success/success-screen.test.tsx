// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { poloLine, storefrontOf } from '../../../test-support/storefront';

describe('the success screen', () => {
  it('lists the order just placed, with its number and total', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/success', { lines: [poloLine()], orderNumber: '1001', totalCents: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' })).toBeDefined();
    expect(screen.getByText('1001').tagName).toBe('STRONG');
    expect(screen.getByText('Order total: $50.00')).toBeDefined();
    expect(within(screen.getAllByRole('list')[0]!).getByRole('heading', { name: poloLine().name })).toBeDefined();
    expect((await screen.findByRole('status')).textContent).toBe('Order placed successfully');
  });

  it('says when PayPal has not completed the payment yet', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/success', { lines: [poloLine()], orderNumber: '1002', paymentPending: true });
    expect(await screen.findByText(/PayPal is still completing the payment/)).toBeDefined();
  });

  it('opened without an order, says there is none to show and where to find orders', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'No order to show' })).toBeDefined();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe('/cedar');
    expect(main.getByRole('link', { name: 'View Orders' }).getAttribute('href')).toBe('/cedar/orders');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
