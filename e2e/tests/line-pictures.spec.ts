import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, fillBuyer, groupFor, showOrderItems, storefrontOf } from '../support/journeys';
import { expectPicture } from '../support/pictures';

const POLO = 'Brookfield Mens Moisture-Wicking Performance Polo';

test.describe('each line as it will be made', () => {
  test('The cart, the success screen and the orders screen show each line with its logos where the group draws lines', async ({
    page,
    journey,
  }, testInfo) => {
    // A long journey with screenshots at two widths and axe on several screens: more time on a busy machine.
    test.slow();
    // Cedar and the mode B group show lines as they will be made (show_modification_thumbnail).
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    expect(storefront.show_modification_thumbnail).toBe(true);
    const logo = storefront.embroideries.mens[0] as string;
    const drawn = new RegExp(
      `^/images/made/${group}/1240\\.jpg\\?colour=Navy&logo=${encodeURIComponent(logo)}&at=Left%20Chest&w=160$`,
    );

    await page.goto(journey.path(group, 'item/1240'));
    await page.getByRole('radio', { name: 'Navy', exact: true }).check();
    await addToCart(page, [{ size: 'Large', color: 'Navy', quantity: '3' }], logo);
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expectPicture(page.getByRole('img', { name: `${POLO} in Navy, as it will be made` }), drawn, 160);
    await captureBothWidths(page, testInfo, 'line-pictures-cart');
    await expectAccessible(page);

    await fillBuyer(page);
    await page.getByLabel('Code').fill(journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    await expectPicture(page.getByRole('img', { name: `${POLO} in Navy, as it will be made` }), drawn, 160);
    const orderNumber = (await page.getByText(/^CB-\d+$/).textContent()) ?? '';
    await captureBothWidths(page, testInfo, 'line-pictures-success');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View Orders', exact: true }).click();
    await showOrderItems(page, orderNumber);
    // Beside the row that names it, the picture is decorative: found by its address.
    const inOrders = page.getByRole('region', { name: `Items of order ${orderNumber}` }).locator('img[data-made]');
    await expectPicture(inOrders, drawn, 160);
    await captureBothWidths(page, testInfo, 'line-pictures-orders');
    await expectAccessible(page);
    expect(journey.consoleErrors).toEqual([]);
  });

  test('Where the group does not draw lines, the cart shows the item’s own picture', async ({ page, journey }) => {
    const group = 'harbor';
    const storefront = await storefrontOf(page, group);
    expect(storefront.show_modification_thumbnail).toBe(false);
    await page.goto(journey.path(group, 'item/1240'));
    await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '12' }], storefront.embroideries.mens[0]);
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expectPicture(page.getByRole('img', { name: `${POLO} in Black` }), /^\/images\/1240_black\.jpg$/, 600);
    await expect(page.locator('img[src^="/images/made/"]')).toHaveCount(0);
    expect(journey.consoleErrors).toEqual([]);
  });
});
