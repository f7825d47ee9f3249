// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { chargesRoute } from '../../../test-support/charges';
import { fillCart } from '../../../test-support/cart';
import { mockServer, type Routes } from '../../../test-support/server';
import { KEYCHAIN, PLATE, POLO, poloLine, storefrontOf } from '../../../test-support/storefront';

const storefront = storefrontOf();

/** Checkout with a polo in the cart, the server answering as `routes` says. */
async function checkoutWithAPolo(routes: Routes = {}) {
  const fetchMock = mockServer({
    'GET /v1/storefront/cedar': { body: storefront },
    'POST /v1/checkout-charges': chargesRoute(storefront),
    ...routes,
  });
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

/** Waits for the charges of the order as it stands: the total is announced once they are shown. */
const chargesShown = (total: string) => screen.findByText(`Order total ${total}`);

const bypassValid: Routes = { 'POST /v1/bypass/check': { body: { valid: true } } };

/** A group's storefront after a publish set the polo's Medium at $26.00 (it was $25.00). */
const republished = (key: string) =>
  storefrontOf({ key, catalogue: [{ ...POLO, sizes: { ...POLO.sizes, Medium: 2600 } }, KEYCHAIN, PLATE] });

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

  it('groups thousands in the subtotal and refuses more units on a line than the server takes, at the box', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefront } });
    fillCart(storefront, [poloLine({ quantity: 1234 })]);
    renderApp('/cedar/checkout');
    expect(await screen.findByText('Subtotal (1,234 items): $30,850.00')).toBeDefined();
    const box = screen.getByRole('textbox', { name: /^Quantity of / }) as HTMLInputElement;
    expect(box.maxLength).toBe(7);
    fireEvent.change(box, { target: { value: '10001' } });
    fireEvent.blur(box);
    expect(await screen.findByText('Enter a whole number from 1 to 10,000.')).toBeDefined();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Subtotal (1,234 items): $30,850.00')).toBeDefined();
    fireEvent.change(box, { target: { value: '10000' } });
    fireEvent.blur(box);
    expect(await screen.findByText('Subtotal (10,000 items): $250,000.00')).toBeDefined();
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
      'POST /v1/checkout-charges': chargesRoute(withStore),
      ...bypassValid,
      'POST /v1/create-order': { status: 201, body: { order_id: 'o-8', order_number: 'CB-100043', total: 5000 } },
    });
    fillCart(withStore, [poloLine()]);
    renderApp('/willow/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await enterBypassCode();
    fillOrderDetails();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your PO' }), { target: { value: 'PO-2231' } });
    // A native select: each store reads 'Name — address' (decision 025).
    const store = screen.getByRole('combobox', { name: 'Store' });
    const option = within(store).getByRole<HTMLOptionElement>('option', { name: 'Cedar Creek North — 12 Mill Road' });
    fireEvent.change(store, { target: { value: option.value } });
    // Another store is another quote: the order is placed once its charges are shown.
    await chargesShown('$50.00');
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

  it('says which line a publish repriced, old → new, prices it anew, and keeps saying so until dismissed', async () => {
    // A group of its own: the page keeps the first storefront it loaded for a group.
    fillCart(storefrontOf({ key: 'birch' }), [poloLine()]);
    mockServer({ 'GET /v1/storefront/birch': { body: republished('birch') } });
    renderApp('/birch/checkout');
    const notice = (await screen.findByText('Prices have changed')).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByText('Price changed: Mens Performance Polo (Medium) $25.00 → $26.00 each')).toBeDefined();
    expect(screen.getByText('Was $25.00 each')).toBeDefined();
    expect(screen.getByText('Subtotal (2 items): $52.00')).toBeDefined();
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    // The stored cart is written and read back through the store's subscription: on a busy machine
    // the notice goes a render later.
    await waitFor(() => expect(screen.queryByText('Prices have changed')).toBeNull());
    expect(screen.queryByText('Was $25.00 each')).toBeNull();
    expect(screen.getByText('Subtotal (2 items): $52.00')).toBeDefined();
  });

  it('keeps a line no longer offered, flagged with its Remove button, and places no order until it is removed', async () => {
    const retired = poloLine({ code: 'OLD-77', name: 'Heritage Rain Jacket' });
    await checkoutWithAPolo(bypassValid);
    fillCart(storefront, [retired]);
    await screen.findByRole('heading', { level: 3, name: 'Heritage Rain Jacket' });
    expect(screen.getByText('No longer offered: remove it to place the order')).toBeDefined();
    // Its units are not in the subtotal: it will not be ordered.
    expect(screen.getByText('Subtotal (2 items): $50.00')).toBeDefined();
    await enterBypassCode();
    const place = screen.getByRole('button', { name: 'Checkout' });
    expect(place).toHaveProperty('disabled', true);
    const reason = screen.getByText('Remove the items no longer offered to place the order.');
    expect(place.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Heritage Rain Jacket' }));
    expect(screen.queryByText('No longer offered: remove it to place the order')).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Remove the items no longer offered to place the order.')).toBeNull();
  });

  it('on a refusal of changed prices, loads the storefront again, shows the change and places the order at the new price', async () => {
    fillCart(storefrontOf({ key: 'aspen' }), [poloLine()]);
    let loads = 0;
    const refusal =
      'Prices have changed since this cart was filled: Mens Performance Polo (Medium) $25.00 → $26.00. Review the cart and place the order again.';
    const sentPrices: number[] = [];
    mockServer({
      // The page loaded the storefront before the publish; the server has the new one.
      'GET /v1/storefront/aspen': () => ({ body: ++loads === 1 ? storefrontOf({ key: 'aspen' }) : republished('aspen') }),
      'POST /v1/checkout-charges': chargesRoute(storefrontOf({ key: 'aspen' })),
      ...bypassValid,
      'POST /v1/create-order': (body) => {
        const price = Object.values((body as { cart: Record<string, { price: number }> }).cart)[0]!.price;
        sentPrices.push(price);
        return price === 2600
          ? { status: 201, body: { order_id: 'o-9', order_number: 'CB-100044', total: 5200 } }
          : { status: 409, body: { message: refusal, code: 'CONFLICT' } };
      },
    });
    renderApp('/aspen/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.queryByText('Prices have changed')).toBeNull();
    await enterBypassCode();
    fillOrderDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect((await within(payment).findByRole('alert')).textContent).toBe(refusal);
    expect(await screen.findByText('Price changed: Mens Performance Polo (Medium) $25.00 → $26.00 each')).toBeDefined();
    expect(screen.getByText('Subtotal (2 items): $52.00')).toBeDefined();
    expect(loads).toBe(2);
    await chargesShown('$52.00');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    expect(sentPrices).toEqual([2500, 2600]);
  });
});
