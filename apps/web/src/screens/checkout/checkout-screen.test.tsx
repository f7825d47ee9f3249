// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { fillCart } from '../../../test-support/cart';
import { mockServer, type Routes } from '../../../test-support/server';
import { poloLine, storefrontOf } from '../../../test-support/storefront';

const storefront = storefrontOf();

/** Checkout with a polo in the cart, the server answering as `routes` says. */
async function checkoutWithAPolo(routes: Routes = {}) {
  const fetchMock = mockServer({ 'GET /v1/storefront/cedar': { body: storefront }, ...routes });
  fillCart(storefront, [poloLine()]);
  renderApp('/cedar/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return fetchMock;
}

/** Types a bypass code the server accepts, so the order goes on account. */
async function enterBypassCode() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'onaccount' } });
  await screen.findByText('Code accepted: this order goes on account, no payment needed.');
}

function fillOrderDetails() {
  fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), { target: { value: 'Byron' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@dealer.example' } });
}

const bypassValid: Routes = { 'POST /v1/bypass/check': { body: { valid: true } } };

describe('checkout', () => {
  it('with an empty cart, says so and offers no way to pay', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefront } });
    renderApp('/cedar/checkout');
    expect(await screen.findByText('Your cart is empty.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/cedar');
    expect(screen.getByText('Subtotal (0 items): $0.00')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(screen.queryByText('Online payment is not available')).toBeNull();
  });

  it('without PayPal for the group, says to order on account with a code', async () => {
    await checkoutWithAPolo();
    expect(screen.getByRole('heading', { level: 3, name: poloLine().name })).toBeDefined();
    expect(screen.getByText('Subtotal (2 items): $50.00')).toBeDefined();
    expect(screen.getByText('Online payment is not available')).toBeDefined();
  });

  it('names the missing fields instead of ordering', async () => {
    const fetchMock = await checkoutWithAPolo(bypassValid);
    await enterBypassCode();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(within(await screen.findByRole('alert')).getByText('Please fill in First Name, Last Name and Email.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalledWith('/v1/create-order', expect.anything());
  });

  it("shows the server's refusal and keeps the cart", async () => {
    await checkoutWithAPolo({
      ...bypassValid,
      'POST /v1/create-order': { status: 500, body: { message: 'The order could not be placed. Please try again.' } },
    });
    await enterBypassCode();
    fillOrderDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The order could not be placed. Please try again.');
    expect(screen.getByRole('link', { name: 'Cart (1)' })).toBeDefined();
  });

  it('keeps a refusal for a credit hold on the page, as the server wrote it, beside the Checkout button, and keeps the cart', async () => {
    const hold =
      'Orders on account for Cedar Creek Automotive are on hold: the account is over its credit limit. Your cart is kept. Call Harriet Okafor at (555) 019-1182 to settle the account and order again.';
    await checkoutWithAPolo({
      ...bypassValid,
      'POST /v1/create-order': { status: 422, body: { message: hold, code: 'UNPROCESSABLE' } },
    });
    await enterBypassCode();
    fillOrderDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const payment = screen.getByRole('region', { name: 'Payment' });
    // In the payment section, not in a toast that hides after 2.5 seconds.
    expect((await within(payment).findByRole('alert')).textContent).toBe(hold);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cart (1)' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: poloLine().name })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
  });

  it('hands the success screen the store, customer PO and e-mail the order was sent with', async () => {
    // A group of its own: the page keeps the first storefront it loaded for a group.
    const withStore = storefrontOf({
      key: 'willow',
      stores: [{ code: 'CCNO01', name: 'Cedar Creek North', address: '12 Mill Road', password_protected: false }],
    });
    const fetchMock = mockServer({
      'GET /v1/storefront/willow': { body: withStore },
      ...bypassValid,
      'POST /v1/create-order': { status: 201, body: { order_id: 'o-8', order_number: 'CB-100043', total: 5000 } },
    });
    fillCart(withStore, [poloLine()]);
    renderApp('/willow/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await enterBypassCode();
    fillOrderDetails();
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer PO' }), { target: { value: 'PO-2231' } });
    // A native select: each store reads 'Name — address' (decision 025).
    const store = screen.getByRole('combobox', { name: 'Store' });
    const option = within(store).getByRole<HTMLOptionElement>('option', { name: 'Cedar Creek North — 12 Mill Road' });
    fireEvent.change(store, { target: { value: option.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    const sent = fetchMock.mock.calls.find(([path]) => path === '/v1/create-order')!;
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({ store: 'CCNO01', customer_po: 'PO-2231' });
    expect(screen.getByText('Cedar Creek North').tagName).toBe('DD');
    expect(screen.getByText('PO-2231').tagName).toBe('DD');
    expect(screen.getByText('A confirmation e-mail is on its way to ada@dealer.example.')).toBeDefined();
  });

  it("offers the group's stores in a native select, each as 'Name — address', starting at None", async () => {
    // A group of its own: the page keeps the first storefront it loaded for a group.
    const withStores = storefrontOf({
      key: 'rowan',
      stores: [
        { code: 'CCNO01', name: 'Cedar Creek North', address: '12 Mill Road', password_protected: false },
        { code: 'CCSO01', name: 'Cedar Creek South', password_protected: false },
      ],
    });
    mockServer({ 'GET /v1/storefront/rowan': { body: withStores } });
    fillCart(withStores, [poloLine()]);
    renderApp('/rowan/checkout');
    const store = await screen.findByRole('combobox', { name: 'Store' });
    expect(store.tagName).toBe('SELECT');
    expect((store as HTMLSelectElement).value).toBe('');
    expect(
      within(store)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Cedar Creek North — 12 Mill Road', 'Cedar Creek South']);
  });

  it('asks for the group password when the session has ended, then places the order', async () => {
    let placed = 0;
    await checkoutWithAPolo({
      ...bypassValid,
      'POST /v1/create-order': () =>
        ++placed === 1
          ? { status: 401, body: { message: 'Please log in.' } }
          : { body: { order_id: 'o-7', order_number: '1007', total: 5000 } },
      'POST /v1/login': { body: { group: 'cedar', route_prefix: 'cedar' } },
    });
    await enterBypassCode();
    fillOrderDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter password' });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' })).toBeDefined();
    expect(screen.getByText('1007')).toBeDefined();
  });
});
