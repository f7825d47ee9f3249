import { captureBothWidths, expect, test } from '../support/fixtures';
import { addToCart, fillBuyer, storefrontOf } from '../support/journeys';

test('A price not set reads Price on quote on the item, the cart and the success screen', async ({ page, journey }, testInfo) => {
  test.skip(journey.modeB, 'the group whose list is mostly unpriced is a mode A group');
  expect((await page.request.post('/v1/login', { data: { password: 'keystone-demo' } })).status()).toBe(200);
  const storefront = await storefrontOf(page, 'keystone');
  await page.goto(journey.path('keystone', 'item/1240'));
  await expect(page.getByRole('heading', { level: 1, name: /Brookfield/ })).toBeVisible();
  // The list has a 'special price' tier under a price that is not set: it would never be charged.
  await expect(page.getByText(/Special price/)).toHaveCount(0);
  await expect(page.getByText(/Starts at/)).toHaveCount(0);
  await expect(page.getByText('Price on quote', { exact: true })).toBeVisible();
  await captureBothWidths(page, testInfo, 'item-price-on-quote');

  await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '2' }], storefront.embroideries.mens[0]);
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  const cart = page
    .getByRole('region', { name: 'Cart' })
    .or(page.locator('section').filter({ hasText: 'Subtotal' }))
    .first();
  await expect(cart.getByText('Price on quote', { exact: true })).toBeVisible();
  await expect(cart.getByText('Line total: Price on quote')).toBeVisible();
  await expect(cart.getByText(/\$0\.00 each/)).toHaveCount(0);
  await expect(page.getByText('Items on quote are priced separately and are not in the total.')).toBeVisible();
  await captureBothWidths(page, testInfo, 'cart-price-on-quote');

  await fillBuyer(page);
  await page.getByLabel('Code').fill('ONACCOUNT');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
  await expect(page.getByText('Price on quote', { exact: true })).toBeVisible();
  await expect(page.getByText(/\$0\.00 each/)).toHaveCount(0);
  expect(journey.consoleErrors).toEqual([]);
});
