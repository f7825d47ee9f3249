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
    // The number stands out in the order's summary, beside its name.
    const number = screen.getByText('1001');
    expect(number.tagName).toBe('DD');
    expect(number.previousElementSibling?.textContent).toBe('Order number');
    expect(screen.getByText('Order total: $50.00')).toBeDefined();
    expect(within(screen.getAllByRole('list')[0]!).getByRole('heading', { name: poloLine().name })).toBeDefined();
    expect((await screen.findByRole('status')).textContent).toBe('Order placed successfully');
  });

  it('repeats the store, customer PO and where the confirmation went, and offers the next steps', async () => {
    const stores = [{ code: 'CCNO01', name: 'Cedar Creek North', address: '12 Mill Road', password_protected: false }];
    // A group of its own: the page keeps the first storefront it loaded for a group.
    mockServer({ 'GET /v1/storefront/willow': { body: storefrontOf({ key: 'willow', stores }) } });
    renderApp('/willow/success', {
      lines: [poloLine()],
      orderNumber: 'CB-100042',
      totalCents: 5000,
      store: 'CCNO01',
      customerPo: 'PO-2231',
      email: 'ada@dealer.example',
    });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    const pairs = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Order number', 'CB-100042'],
      ['Store', 'Cedar Creek North'],
      ['Customer PO', 'PO-2231'],
    ]);
    expect(screen.getByText('A confirmation e-mail is on its way to ada@dealer.example.')).toBeDefined();
    const next = within(screen.getByRole('navigation', { name: 'Next steps' }));
    expect(next.getByRole('link', { name: 'View orders' }).getAttribute('href')).toBe('/willow/orders');
    expect(next.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/willow');
  });

  it("says 'None' for an order for no store and leaves out a customer PO not given", async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/success', { lines: [poloLine()], orderNumber: '1003', store: '', email: 'ada@dealer.example' });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    expect([...document.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Order number', 'Store']);
    expect(screen.getByText('None').tagName).toBe('DD');
  });

  it('says when PayPal has not completed the payment yet', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/success', { lines: [poloLine()], orderNumber: '1002', paymentPending: true, email: 'ada@dealer.example' });
    expect(await screen.findByText(/PayPal is still completing the payment/)).toBeDefined();
    expect(screen.getByText('A confirmation e-mail will go to ada@dealer.example once the payment clears.')).toBeDefined();
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
