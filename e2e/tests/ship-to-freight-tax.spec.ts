import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, chooseOption, fillBuyer, groupFor, storefrontOf } from '../support/journeys';
import { PAYPAL_URL } from '../support/ports';

/** '$1,234.56' → 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const dollars = (amount: number) =>
  `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * What the demo groups charge, written out plainly: Ground is free from $250.00 of goods, else
 * $15.00; Ohio collects 5.75 % outside the 432 ZIPs, on the goods and the freight, rounded half up
 * once per order (packages/tenants/tax-settings.json).
 */
function ohioGround(goods: number, rateThousandths = 5750) {
  const freight = goods >= 25_000 ? 0 : 1500;
  const tax = Math.floor(((goods + freight) * rateThousandths + 50_000) / 100_000);
  return { goods, freight, tax, total: goods + freight + tax };
}

/** Three Large Black tees of the group's first logo in the cart, and the checkout open with the buyer's details typed. */
async function checkoutWithTees(page: Page, path: (screen: string) => string, group: string) {
  const storefront = await storefrontOf(page, group);
  await page.goto(path('item/1640'));
  await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '3' }], storefront.embroideries.tshirts[0]);
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  await fillBuyer(page);
  const subtotal = await page.getByText(/^Subtotal \(3 items\): \$[\d,]+\.\d{2}$/).textContent();
  return { storefront, goods: cents(subtotal!.replace(/^.*: /, '')) };
}

/** The charges the checkout shows, term → amount. */
async function chargesShown(page: Page): Promise<Record<string, string>> {
  const region = page.getByRole('region', { name: 'Order total' });
  await expect(region).toHaveAttribute('aria-busy', 'false');
  const terms = await region.locator('dt').allTextContents();
  const values = await region.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

test.describe('ship-to, freight and tax', () => {
  test('A buyer picks a store, sees its address, picks Ground, sees freight and tax, and places the order on account', async ({
    page,
    journey,
  }, testInfo) => {
    const group = groupFor(journey, 'guardian');
    const { goods } = await checkoutWithTees(page, (screen) => journey.path(group, screen), group);
    const shipTo = page.getByRole('region', { name: 'Ship to' });
    let street: string;
    let place: string;
    if (journey.modeB) {
      // The site's group has no stores: its own address, or one typed.
      [street, place] = ['1500 Crestline Ave', 'Ashford, OH 43012'];
      await expect(shipTo.getByRole('radio', { name: /^Crestline Dealer Storefront/ })).toBeChecked();
    } else {
      [street, place] = ['111 Orchard Loop', 'Ashford, OH 43010'];
      await chooseOption(page, 'Store', 'Guardian Chevrolet of Ashford — 111 Orchard Loop, Ashford, OH 43010');
      await expect(shipTo.getByRole('radio', { name: /^Guardian Chevrolet of Ashford/ })).toBeChecked();
      await expect(shipTo.getByRole('radio', { name: /^Guardian Automotive Family/ })).not.toBeChecked();
    }
    await expect(shipTo.getByText(street, { exact: true })).toBeVisible();
    await expect(shipTo.getByText(place, { exact: true })).toBeVisible();

    const expected = ohioGround(goods);
    const ground = page.getByRole('radiogroup', { name: 'Shipping' }).getByRole('radio', { name: /^Ground — / });
    await ground.check();
    await expect(ground).toBeChecked();
    await expect(page.getByText(`Order total ${dollars(expected.total)}`)).toBeAttached();
    expect(await chargesShown(page)).toEqual({
      Goods: dollars(expected.goods),
      'Freight (Ground)': dollars(expected.freight),
      'Sales tax (OH 5.75%)': dollars(expected.tax),
      Total: dollars(expected.total),
    });
    await captureBothWidths(page, testInfo, 'checkout-charges');
    await expectAccessible(page);

    let sent: Record<string, unknown> = {};
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/create-order')) sent = request.postDataJSON() as Record<string, unknown>;
    });
    await page.getByLabel('Code').fill(journey.modeB ? 'newcustomer' : 'GDCH01');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    expect(sent).toMatchObject({
      ship_to: { source: journey.modeB ? 'group' : 'store' },
      shipping_method: 'GROUND',
      freight: expected.freight,
      tax: expected.tax,
    });
    const shipsTo = page.locator('dt', { hasText: 'Ships to' }).locator('xpath=following-sibling::dd[1]');
    await expect(shipsTo).toContainText(street);
    await expect(shipsTo).toContainText(place);
    const charges = page.locator('.success-charges');
    await expect(charges.locator('dt')).toHaveText(['Goods', 'Freight (Ground)', 'Sales tax (OH 5.75%)', 'Total']);
    await expect(charges.locator('dd')).toHaveText([expected.goods, expected.freight, expected.tax, expected.total].map(dollars));
    await captureBothWidths(page, testInfo, 'success-charges');
    await expectAccessible(page);
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A typed address with a bad ZIP is refused at the field, and no order is placed', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'harbor');
    await checkoutWithTees(page, (screen) => journey.path(group, screen), group);
    await page.getByRole('radio', { name: 'Another address' }).check();
    await expect(page.getByText('Enter the address to see freight and tax.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Recipient' }).fill('Dana Whitfield');
    await page.getByRole('textbox', { name: 'Street address' }).fill('48 Kiln Row');
    await page.getByRole('textbox', { name: 'City' }).fill('Port Alder');
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maine' });
    const zip = page.getByRole('textbox', { name: 'ZIP' });
    await zip.fill('0401');
    await zip.blur();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription('Enter a ZIP code like 43215 or 43215-1234.');

    let placed = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/create-order')) placed = true;
    });
    await page.getByLabel('Code').fill(journey.modeB ? 'newcustomer' : 'HPFD01');
    await expect(page.getByText('Code accepted: this order goes on account, no payment needed.')).toBeVisible();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the address to ship to.' })).toBeVisible();
    await expect(zip).toBeFocused();
    await captureBothWidths(page, testInfo, 'checkout-typed-zip');
    await expectAccessible(page);
    expect(placed).toBe(false);

    // Put right, the address is charged like any other: Maine collects no tax here.
    await zip.fill('04011');
    await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^Order total \$/)).toBeAttached();
    expect((await chargesShown(page))['Sales tax']).toBe('None');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A PayPal order captures goods + freight + tax', async ({ page, journey }) => {
    // The groups PayPal serves: Summit Ridge in mode A (Colorado: no tax collected), the site's
    // group in mode B (Ohio, 5.75 %).
    const group = groupFor(journey, 'summit');
    const { goods } = await checkoutWithTees(page, (screen) => journey.path(group, screen), group);
    const expected = ohioGround(goods, journey.modeB ? 5750 : 0);
    await expect(page.getByText(`Order total ${dollars(expected.total)}`)).toBeAttached();
    expect(await chargesShown(page)).toEqual({
      Goods: dollars(expected.goods),
      'Freight (Ground)': dollars(expected.freight),
      ...(journey.modeB ? { 'Sales tax (OH 5.75%)': dollars(expected.tax) } : { 'Sales tax': 'None' }),
      Total: dollars(expected.total),
    });

    const created = page.waitForResponse((response) => response.url().endsWith('/v1/create-order'));
    await page.getByTestId('paypal-button').click();
    const answer = (await (await created).json()) as { order_id: string; total: number };
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    expect(answer.total).toBe(expected.total);

    // What the fake PayPal was asked for and captured, read back as the server's own client would.
    const token = (await (
      await fetch(`${PAYPAL_URL}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const order = (await (
      await fetch(`${PAYPAL_URL}/v2/checkout/orders/${answer.order_id}`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      })
    ).json()) as {
      status: string;
      purchase_units: {
        amount: { value: string; breakdown?: Record<string, { value: string }> };
        payments?: { captures: { amount: { value: string } }[] };
      }[];
    };
    const unit = order.purchase_units[0]!;
    const value = (amount: number) => (amount / 100).toFixed(2);
    expect(order.status).toBe('COMPLETED');
    expect(unit.amount.value).toBe(value(expected.total));
    expect(unit.amount.breakdown).toMatchObject({
      item_total: { value: value(expected.goods) },
      shipping: { value: value(expected.freight) },
      ...(expected.tax > 0 ? { tax_total: { value: value(expected.tax) } } : {}),
    });
    expect(unit.payments?.captures.map((capture) => capture.amount.value)).toEqual([value(expected.total)]);
    expect(journey.consoleErrors).toEqual([]);
  });
});
