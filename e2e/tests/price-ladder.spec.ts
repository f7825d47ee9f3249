import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { addToCart, fillBuyer, groupFor, showOrderItems, storefrontOf } from '../support/journeys';

/** Places the cart on account and answers the order number the success screen shows. */
async function placeOnAccount(page: Page, journey: Journey): Promise<string> {
  await fillBuyer(page);
  await page.getByLabel('Code').fill(journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
  return (await page.getByText(/^CB-\d+$/).textContent()) ?? '';
}

/** The lines of an order on the orders screen, as the server recorded them. */
async function recordedLine(page: Page, orderNumber: string, code: string) {
  await page.getByRole('link', { name: 'View Orders', exact: true }).click();
  await showOrderItems(page, orderNumber);
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
}

const ladderRows = (page: Page) => page.getByRole('table', { name: 'Price by quantity' }).getByRole('row');

test.describe('the price ladder and the nudge', () => {
  // Journeys through item, cart, checkout, success and orders, with screenshots: more time on a busy machine.
  test.slow();

  test('On a plate: the ladder, the nudge, and following it lowers the unit price shown and charged', async ({
    page,
    journey,
  }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    await page.goto(journey.path(group, 'item/CP-250-AL'));
    const rows = ladderRows(page);
    await expect(rows).toHaveCount(8);
    await expect(rows.nth(1)).toHaveText(/^250 to 499\$3\.69\$922\.50$/);
    await expect(rows.nth(7)).toHaveText(/^10,000 or more\$1\.19\$11,900\.00$/);

    await page.getByRole('textbox', { name: '250, White quantity', exact: true }).fill('3');
    await expect(rows.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(rows.nth(2)).toContainText('Your order: 750');
    await expect(page.getByText('Add 250 more: $2.59 each, $2,590.00 for 1,000')).toBeVisible();
    await captureBothWidths(page, testInfo, 'ladder-plate');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByText('$3.19 each')).toBeVisible();
    await expect(page.getByText('Add 250 more: $2.59 each, $2,590.00 for 1,000')).toBeVisible();
    await captureBothWidths(page, testInfo, 'nudge-cart-plate');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add 1 pack: Custom Full-Color Aluminum Front License Plate, White' }).click();
    await expect(page.getByText('$2.59 each')).toBeVisible();
    await expect(page.getByText('Subtotal (1,000 items): $2,590.00')).toBeVisible();
    await expect(page.getByText(/^Add \d[\d,]* more: /)).toHaveCount(0);

    const orderNumber = await placeOnAccount(page, journey);
    // The total the server priced and recorded.
    // Goods of $250.00 or more ship free by Ground, and Oregon collects no sales tax: the total is the goods.
    await expect(page.locator('.success-charges dd').last()).toHaveText('$2,590.00');
    const line = await recordedLine(page, orderNumber, 'CP-250-AL');
    await expect(line.getByRole('cell', { name: '$2.59', exact: true })).toBeVisible();
    await expect(line.getByRole('cell', { name: '1000', exact: true })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test('On an item with a volume tier: the nudge on the item and in the cart, and following it lowers the unit price', async ({
    page,
    journey,
  }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    await page.goto(journey.path(group, 'item/A-411'));
    const rows = ladderRows(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toHaveText(/^12 to 499\$3\.99\$47\.88$/);
    await expect(rows.nth(2)).toHaveText(/^500 or more\$2\.99\$1,495\.00$/);

    await addToCart(page, [{ size: 'Default', color: 'Brown', quantity: '450' }], storefront.embroideries.accessory?.[0]);
    await expect(page.getByText('Item added to cart')).toBeVisible();
    // The cart's 450 count on the item screen too.
    await expect(rows.nth(1)).toContainText('Your order: 450');
    await expect(page.getByText('Add 50 more: $2.99 each, $1,495.00 for 500')).toBeVisible();
    await captureBothWidths(page, testInfo, 'ladder-tier');

    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByText('$3.99 each')).toBeVisible();
    await page.getByRole('button', { name: /^Add 50 more: / }).click();
    await expect(page.getByText('$2.99 each')).toBeVisible();
    await expect(page.getByText('Subtotal (500 items): $1,495.00')).toBeVisible();
    await captureBothWidths(page, testInfo, 'nudge-cart-tier');

    const orderNumber = await placeOnAccount(page, journey);
    // Goods of $250.00 or more ship free by Ground, and Oregon collects no sales tax: the total is the goods.
    await expect(page.locator('.success-charges dd').last()).toHaveText('$1,495.00');
    const line = await recordedLine(page, orderNumber, 'A-411');
    await expect(line.getByRole('cell', { name: '$2.99', exact: true })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });
});
