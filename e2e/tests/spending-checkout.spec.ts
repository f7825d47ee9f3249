import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { addToCart, chargesQuoted, fillBuyer, storefrontOf } from '../support/journeys';

// A dealership's own spending rules at checkout (docs/approvals.md), on Tidewater Auto Group:
// approval above $500 by Renata Okafor, Tidewater Ford's budget shown to buyers, Tidewater Honda's
// $800 budget refusing what goes over it. Tidewater is served under its prefix, in route mode A.

const GROUP = 'tidewater';

/** T-shirts in the cart, then the checkout with the buyer's details and the store chosen. */
async function checkoutWith(page: Page, journey: Journey, shirts: number, storeCode: string): Promise<void> {
  const storefront = await storefrontOf(page, GROUP);
  await page.goto(journey.path(GROUP, 'item/1640'));
  await addToCart(page, [{ size: 'Large', color: 'Black', quantity: String(shirts) }], storefront.embroideries.tshirts[0]);
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await fillBuyer(page);
  await page.getByRole('combobox', { name: 'Store' }).selectOption(storeCode);
  await chargesQuoted(page);
}

test('Checkout says an order over the limit will wait for approval and why; the success screen says it waits', async ({
  page,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'Tidewater, whose rules these are, is served under its prefix in route mode A');
  await checkoutWith(page, journey, 40, 'TWCC01');
  const total = page.getByRole('region', { name: 'Order total' });
  await expect(
    total.getByText('This order will wait for approval by Renata Okafor before it goes into production.'),
  ).toBeVisible();
  await expect(total.getByText('Why: orders over $500.00 need approval.')).toBeVisible();
  await captureBothWidths(page, testInfo, 'checkout-approval', { phoneWidth: 390 });
  await expectAccessible(page);

  await page.getByLabel('Code').fill('TIDEWATER-ACCT');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval by Renata Okafor' })).toBeVisible();
  await captureBothWidths(page, testInfo, 'success-approval', { phoneWidth: 390 });
  await expectAccessible(page);
  expect(journey.consoleErrors).toEqual([]);
});

test("Checkout shows what is left of the store's budget, and keeps an order over a refusing budget from being placed", async ({
  page,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'Tidewater, whose rules these are, is served under its prefix in route mode A');
  await checkoutWith(page, journey, 2, 'TWFD01');
  const total = page.getByRole('region', { name: 'Order total' });
  await expect(total.getByText(/^\$[\d,]+\.\d{2} left of this store's budget this month$/)).toBeVisible();
  await captureBothWidths(page, testInfo, 'checkout-budget-left', { phoneWidth: 390 });

  await page.goto(journey.path(GROUP, 'item/1640'));
  await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill('60');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('link', { name: /^Cart/ }).click();
  await fillBuyer(page);
  await page.getByRole('combobox', { name: 'Store' }).selectOption('TWHN01');
  await page.getByLabel('Code').fill('TIDEWATER-ACCT');
  const refusal = /^This order is over Tidewater Honda of Saltmarsh Point's budget for this month/;
  await expect(total.getByText(refusal)).toBeVisible();
  const place = page.getByRole('button', { name: 'Checkout', exact: true });
  await expect(place).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('note')).toHaveText(refusal);
  await captureBothWidths(page, testInfo, 'checkout-refused', { phoneWidth: 390 });
  await expectAccessible(page);
  expect(journey.consoleErrors).toEqual([]);
});
