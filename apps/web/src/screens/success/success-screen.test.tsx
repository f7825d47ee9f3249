// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
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
      ['Your PO', 'PO-2231'],
    ]);
    expect(screen.getByText('A confirmation e-mail is on its way to ada@dealer.example.')).toBeDefined();
    const next = within(screen.getByRole('navigation', { name: 'Next steps' }));
    expect(next.getByRole('link', { name: 'View orders' }).getAttribute('href')).toBe('/willow/orders');
    expect(next.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/willow');
  });

  it("names the group for an order for no store, never 'None', and leaves out a customer PO not given", async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf({ title: 'Cedar Creek Automotive' }) } });
    renderApp('/cedar/success', { lines: [poloLine()], orderNumber: '1003', store: '', email: 'ada@dealer.example' });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    const pairs = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Order number', '1003'],
      ['Store', 'Cedar Creek Automotive'],
    ]);
    expect(screen.queryByText('None')).toBeNull();
  });

  it('says an order on account bills the account, with the code masked as the server sent it and whose store code it is', async () => {
    mockServer({ 'GET /v1/storefront/aspen': { body: storefrontOf({ key: 'aspen' }) } });
    const payment = {
      method: 'account',
      masked_code: '••••••01',
      code_store: 'Guardian Ford of Ashford',
      billing_account: 'Guardian Automotive Family',
    };
    renderApp('/aspen/success', { lines: [poloLine()], orderNumber: 'CB-100050', store: '', payment });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    const pairs = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs.slice(2)).toEqual([
      ['Payment', 'On account, billed to Guardian Automotive Family'],
      ['Code used', '••••••01, the store code of Guardian Ford of Ashford'],
    ]);
  });

  it('says an order on account without an account or a store code, and a PayPal order, plainly', async () => {
    mockServer({ 'GET /v1/storefront/elm': { body: storefrontOf({ key: 'elm' }) } });
    const account = { method: 'account', masked_code: '••••••ER', code_store: null, billing_account: null };
    const shown = () =>
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    renderApp('/elm/success', { lines: [poloLine()], orderNumber: 'CB-1', payment: account });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    expect(shown().slice(1)).toEqual([
      ['Payment', 'On account'],
      ['Code used', '••••••ER'],
    ]);
    cleanup();
    const paypal = { method: 'paypal', masked_code: null, code_store: null, billing_account: null };
    renderApp('/elm/success', { lines: [poloLine()], orderNumber: 'CB-2', payment: paypal });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    expect(shown().slice(1)).toEqual([['Payment', 'Paid with PayPal']]);
  });

  it('drops a payment in the history state that is not one the server sends', async () => {
    mockServer({ 'GET /v1/storefront/fir': { body: storefrontOf({ key: 'fir' }) } });
    renderApp('/fir/success', { lines: [poloLine()], orderNumber: 'CB-3', payment: { method: 'cash', masked_code: 'X' } });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    expect([...document.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Order number']);
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
