import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, fillBuyer, groupFor, storefrontOf } from '../support/journeys';

test.describe('checkout', () => {
  test('Buyers pay by PayPal and see their order placed', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'summit');
    const storefront = await storefrontOf(page, group);
    await page.goto(journey.path(group, 'item/1640'));
    await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '3' }], storefront.embroideries.tshirts[0]);
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
    await expect(page.getByText(/^Subtotal \(3 items\): \$\d+\.\d{2}$/)).toBeVisible();
    await fillBuyer(page);
    const pay = page.getByTestId('paypal-button');
    await expect(pay).toBeVisible();
    await captureBothWidths(page, testInfo, 'checkout-paypal');
    await expectAccessible(page);
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    await expect(page.getByText('Order placed successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('Everyday Cotton Tee')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
    await captureBothWidths(page, testInfo, 'success');
    await expectAccessible(page);
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A valid bypass code hides PayPal and places the order on account', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'redrock');
    const code = journey.modeB ? 'newcustomer' : 'manager';
    const storefront = await storefrontOf(page, group);
    await page.goto(journey.path(group, 'item/1640'));
    await addToCart(page, [{ size: 'Medium', color: 'Navy', quantity: '2' }], storefront.embroideries.tshirts[0]);
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await fillBuyer(page);
    await page.getByLabel('Code').fill(code);
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
    await expect(checkout).toBeEnabled();
    await expect(page.getByTestId('paypal-button')).toBeHidden();
    await captureBothWidths(page, testInfo, 'checkout-bypass');
    await checkout.click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test('The company minimum keeps Checkout disabled between 1 and 11 mens and womens items', async ({
    page,
    journey,
  }, testInfo) => {
    test.skip(journey.modeB, 'the minimum is a flag of one mode A group');
    const storefront = await storefrontOf(page, 'harbor');
    await page.goto(journey.path('harbor', 'item/1240'));
    await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '5' }], storefront.embroideries.mens[0]);
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await fillBuyer(page);
    await page.getByLabel('Code').fill('hpfd01');
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
    await expect(checkout).toBeVisible();
    await expect(checkout).toBeDisabled();
    await captureBothWidths(page, testInfo, 'checkout-minimum');
    await page.goto(journey.path('harbor', 'item/1240'));
    await addToCart(page, [{ size: 'XLarge', color: 'Black', quantity: '7' }], storefront.embroideries.mens[0]);
    await page.getByRole('link', { name: 'Cart (2)' }).click();
    await fillBuyer(page);
    await page.getByLabel('Code').fill('hpfd01');
    await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeEnabled();
  });

  test.describe('when the PayPal SDK cannot load', () => {
    test.use({ paypalSdk: 'blocked' });
    test('Buyers are told, and a bypass code still works', async ({ page, journey }, testInfo) => {
      const group = groupFor(journey, 'summit');
      const storefront = await storefrontOf(page, group);
      await page.goto(journey.path(group, 'item/1640'));
      await addToCart(page, [{ size: 'Large', color: 'White', quantity: '1' }], storefront.embroideries.tshirts[0]);
      await page.getByRole('link', { name: 'Cart (1)' }).click();
      await expect(page.getByText(/PayPal could not be loaded/i)).toBeVisible();
      await captureBothWidths(page, testInfo, 'checkout-paypal-blocked');
      await fillBuyer(page);
      await page.getByLabel('Code').fill(journey.modeB ? 'NEWCUSTOMER' : 'SRTY01');
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    });
  });
});
