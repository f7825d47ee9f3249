// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StorefrontAnswer } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { fillCart } from '../../../test-support/cart';
import { chargesRoute, DEMO_METHODS } from '../../../test-support/charges';
import { mockServer, type Routes } from '../../../test-support/server';
import { poloLine, storefrontOf } from '../../../test-support/storefront';

/** An Ohio group: one store with an address, one without; Ground and 2-Day. */
const ohio = (key: string, over: Partial<StorefrontAnswer> = {}) =>
  storefrontOf({
    key,
    title: 'Guardian Automotive Family',
    ship_to_address: '900 Guardian Way, Ashford, OH 43215',
    shipping_methods: DEMO_METHODS,
    stores: [
      {
        code: 'GDCH01',
        name: 'Guardian Chevrolet of Ashford',
        address: '111 Orchard Loop, Ashford, OH 43010',
        password_protected: false,
      },
      { code: 'GDFD03', name: 'Guardian Ford of Glenrose', password_protected: false },
    ],
    ...over,
  });

const bypassValid: Routes = { 'POST /v1/bypass/check': { body: { valid: true } } };

/** Checkout of `storefront` with two Medium polos ($50.00), the server answering as `routes` says. */
async function checkout(storefront: StorefrontAnswer, routes: Routes = {}) {
  const fetchMock = mockServer({
    [`GET /v1/storefront/${storefront.key}`]: { body: storefront },
    'POST /v1/checkout-charges': chargesRoute(storefront),
    ...bypassValid,
    ...routes,
  });
  fillCart(storefront, [poloLine()]);
  renderApp(`/${storefront.key}/checkout`);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return fetchMock;
}

const chargesRegion = () => screen.getByRole('region', { name: 'Order total' });

/** The charges as the list shows them, term → amount. */
function chargeRows(): Record<string, string> {
  const list = chargesRegion().querySelector('dl')!;
  const terms = [...list.querySelectorAll('dt')].map((term) => term.textContent ?? '');
  const values = [...list.querySelectorAll('dd')].map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

function chooseStore(code: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Store' }), { target: { value: code } });
}

function fillOrderDetails() {
  fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), { target: { value: 'Byron' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@dealer.example' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'onaccount' } });
}

const bodiesOf = (fetchMock: ReturnType<typeof mockServer>, path: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('checkout: ship-to, freight and tax', () => {
  it("ships to the chosen store's address, offers the group's, and shows goods, freight, tax and total before placing", async () => {
    await checkout(ohio('gd1'));
    chooseStore('GDCH01');
    const shipTo = screen.getByRole('radiogroup', { name: 'Ship to' });
    const store = within(shipTo).getByRole('radio', { name: /^Guardian Chevrolet of Ashford/ });
    expect(store).toHaveProperty('checked', true);
    expect(within(shipTo).getByText('111 Orchard Loop')).toBeDefined();
    expect(within(shipTo).getByText('Ashford, OH 43010')).toBeDefined();
    expect(within(shipTo).getByRole('radio', { name: /^Guardian Automotive Family/ })).toHaveProperty('checked', false);
    // The group allows no typed address.
    expect(within(shipTo).queryByRole('radio', { name: 'Another address' })).toBeNull();

    // Each method with what it charges on this cart, by the domain's rule; the first chosen.
    const shipping = screen.getByRole('radiogroup', { name: 'Shipping' });
    expect(within(shipping).getByRole('radio', { name: /^Ground — \$15\.00/ })).toHaveProperty('checked', true);
    expect(within(shipping).getByText('Free on orders of $250.00 or more, else $15.00')).toBeDefined();
    expect(within(shipping).getByRole('radio', { name: /^2-Day — \$35\.00/ })).toHaveProperty('checked', false);

    expect(await screen.findByText('Order total $68.74')).toBeDefined();
    // 5.75 % of $65.00 (goods and the freight Ohio taxes) is $3.7375: $3.74, half up.
    expect(chargeRows()).toEqual({
      Goods: '$50.00',
      'Freight (Ground)': '$15.00',
      'Sales tax (OH 5.75%)': '$3.74',
      Total: '$68.74',
    });
  });

  it('asks for the charges again when the method changes, and shows the last ones dimmed meanwhile', async () => {
    const fetchMock = await checkout(ohio('gd2'));
    await screen.findByText('Order total $68.74');
    fireEvent.click(screen.getByRole('radio', { name: /^2-Day/ }));
    expect(chargesRegion().getAttribute('aria-busy')).toBe('true');
    expect(within(chargesRegion()).getByText('$68.74')).toBeDefined();
    // 5.75 % of $85.00 is $4.8875: $4.89.
    expect(await screen.findByText('Order total $89.89')).toBeDefined();
    expect(chargeRows()).toMatchObject({ 'Freight (2-Day)': '$35.00', 'Sales tax (OH 5.75%)': '$4.89' });
    expect(bodiesOf(fetchMock, '/v1/checkout-charges').at(-1)).toMatchObject({
      shipping_method: '2DAY',
      ship_to: { source: 'group' },
    });
  });

  it('says a store without an address cannot be a destination, and ships to the group', async () => {
    await checkout(ohio('gd3'));
    chooseStore('GDFD03');
    expect(screen.getByRole('note').textContent).toBe(
      'Guardian Ford of Glenrose has no address to ship to: choose another destination.',
    );
    // The group's address is the one destination left: shown as it is, no choice to make.
    expect(screen.queryByRole('radiogroup', { name: 'Ship to' })).toBeNull();
    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    expect(within(shipTo).getByText('Guardian Automotive Family')).toBeDefined();
    expect(within(shipTo).getByText('900 Guardian Way')).toBeDefined();
  });

  it('hides Shipping where the group offers no method, and says where no tax is collected', async () => {
    await checkout(storefrontOf({ key: 'oregon' }));
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull();
    await screen.findByText('Order total $50.00');
    expect(chargeRows()).toEqual({ Goods: '$50.00', Freight: '$0.00', 'Sales tax': 'None', Total: '$50.00' });
  });

  it('refuses a typed address with a bad ZIP at the field, asks no charges for it, and places nothing', async () => {
    const fetchMock = await checkout(ohio('gd4', { typed_ship_to: true }));
    fireEvent.click(screen.getByRole('radio', { name: 'Another address' }));
    expect(screen.getByText('Enter the address to see freight and tax.')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'Recipient' }), { target: { value: 'Dana Whitfield' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Street address' }), { target: { value: '48 Kiln Row' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Ashford' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'OH' } });
    const zip = screen.getByRole('textbox', { name: 'ZIP' });
    fireEvent.change(zip, { target: { value: '4321' } });
    fireEvent.blur(zip);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    const problem = screen.getByText('Enter a ZIP code like 43215 or 43215-1234.');
    expect(zip.getAttribute('aria-describedby')).toContain(problem.id);
    // Not yet left, so not yet marked.
    expect(screen.getByRole('textbox', { name: 'Recipient' }).getAttribute('aria-invalid')).toBeNull();

    fillOrderDetails();
    await screen.findByText('Code accepted: this order goes on account, no payment needed.');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(within(await screen.findByRole('alert')).getByText('Please correct the address to ship to.')).toBeDefined();
    expect(document.activeElement).toBe(zip);
    expect(fetchMock).not.toHaveBeenCalledWith('/v1/create-order', expect.anything());
    const quoted = bodiesOf(fetchMock, '/v1/checkout-charges');
    expect(quoted.every((body) => (body.ship_to as { source: string }).source !== 'typed')).toBe(true);

    fireEvent.change(zip, { target: { value: '43215-1234' } });
    expect(zip.getAttribute('aria-invalid')).toBeNull();
    // ZIP prefix 432 has no rate of its own here: Ohio's 5.75 %.
    expect(await screen.findByText('Order total $68.74')).toBeDefined();
    expect(bodiesOf(fetchMock, '/v1/checkout-charges').at(-1)).toMatchObject({
      ship_to: {
        source: 'typed',
        address: { name: 'Dana Whitfield', street: '48 Kiln Row', city: 'Ashford', state: 'OH', zip: '43215-1234' },
      },
    });
  });

  it('places the order with the destination, the method and the freight and tax shown; the success screen repeats them', async () => {
    const storefront = ohio('gd5');
    const fetchMock = await checkout(storefront, {
      'POST /v1/create-order': (body) => {
        const charges = chargesRoute(storefront)(body) as { body: { total: number } };
        return {
          status: 201,
          body: {
            order_id: 'o-1',
            order_number: 'CB-100050',
            total: charges.body.total,
            payment: onAccount,
            charges: charges.body,
          },
        };
      },
    });
    chooseStore('GDCH01');
    fillOrderDetails();
    await screen.findByText('Order total $68.74');
    await screen.findByText('Code accepted: this order goes on account, no payment needed.');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    expect(bodiesOf(fetchMock, '/v1/create-order')[0]).toMatchObject({
      store: 'GDCH01',
      ship_to: { source: 'store' },
      shipping_method: 'GROUND',
      freight: 1500,
      tax: 374,
    });
    const shipsTo = screen.getByText('Ships to').nextElementSibling!;
    expect(shipsTo.textContent).toBe('Guardian Chevrolet of Ashford111 Orchard LoopAshford, OH 43010');
    const charges = screen.getByRole('heading', { level: 2, name: 'Charges' }).nextElementSibling!;
    expect([...charges.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Goods',
      '$50.00',
      'Freight (Ground)',
      '$15.00',
      'Sales tax (OH 5.75%)',
      '$3.74',
      'Total',
      '$68.74',
    ]);
  });

  it('on a refusal of changed freight, keeps it on the page like a price change and shows the new charges', async () => {
    const storefront = ohio('gd6');
    // The group made Ground free meanwhile: the server charges no freight now.
    const now = ohio('gd6', {
      shipping_methods: [{ code: 'GROUND', name: 'Ground', rule: { kind: 'free' } }, DEMO_METHODS[1]!],
    });
    let quotes = 0;
    const refusal =
      'Freight or tax has changed since checkout was shown: Freight $15.00 → $0.00; Sales tax $3.74 → $2.88. Review the order and place it again.';
    const fetchMock = await checkout(storefront, {
      'POST /v1/checkout-charges': (body) => chargesRoute(++quotes === 1 ? storefront : now)(body),
      'POST /v1/create-order': (body) =>
        (body as { freight: number }).freight === 0
          ? {
              status: 201,
              body: {
                order_id: 'o-2',
                order_number: 'CB-100051',
                total: 5288,
                payment: onAccount,
                charges: chargesRoute(now)(body).body,
              },
            }
          : { status: 409, body: { message: refusal, code: 'CONFLICT' } },
    });
    fillOrderDetails();
    await screen.findByText('Order total $68.74');
    await screen.findByText('Code accepted: this order goes on account, no payment needed.');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect((await within(payment).findByRole('alert')).textContent).toBe(refusal);
    expect(await screen.findByText('Order total $52.88')).toBeDefined();
    expect(chargeRows()).toMatchObject({ 'Freight (Ground)': '$0.00', 'Sales tax (OH 5.75%)': '$2.88' });
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    expect(bodiesOf(fetchMock, '/v1/create-order').map((body) => [body.freight, body.tax])).toEqual([
      [1500, 374],
      [0, 288],
    ]);
    expect(screen.getByText('$52.88')).toBeDefined();
  });

  it('says when the charges could not be worked out, places nothing meanwhile, and asks again on Try again', async () => {
    const storefront = ohio('gd7');
    let quotes = 0;
    const fetchMock = await checkout(storefront, {
      'POST /v1/checkout-charges': (body) =>
        ++quotes === 1
          ? { status: 503, body: { message: 'The service is busy. Please try again.' } }
          : chargesRoute(storefront)(body),
    });
    fillOrderDetails();
    expect(await within(chargesRegion()).findByText('The service is busy. Please try again.')).toBeDefined();
    await screen.findByText('Code accepted: this order goes on account, no payment needed.');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(
      await screen.findByText(
        'Freight and tax could not be worked out: press Try again under Order total, then place the order.',
      ),
    ).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalledWith('/v1/create-order', expect.anything());
    fireEvent.click(within(chargesRegion()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order total $68.74')).toBeDefined();
  });

  it('sends a cart the server refused to quote, carrying no freight or tax it did not show, so create-order says why', async () => {
    const storefront = ohio('gd8');
    const retired = 'Mens Performance Polo has no size Medium.';
    const fetchMock = await checkout(storefront, {
      'POST /v1/checkout-charges': { status: 422, body: { message: retired, code: 'UNPROCESSABLE' } },
      'POST /v1/create-order': { status: 422, body: { message: retired, code: 'UNPROCESSABLE' } },
    });
    fillOrderDetails();
    expect(await within(chargesRegion()).findByText(retired)).toBeDefined();
    await screen.findByText('Code accepted: this order goes on account, no payment needed.');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect((await within(payment).findByRole('alert')).textContent).toBe(retired);
    // Nothing was shown, so nothing is carried but none: the server refuses any freight or tax it would charge.
    expect(bodiesOf(fetchMock, '/v1/create-order').map((body) => [body.freight, body.tax])).toEqual([[0, 0]]);
  });
});

const onAccount = { method: 'account', masked_code: '••••••NT', code_store: null, billing_account: null } as const;
