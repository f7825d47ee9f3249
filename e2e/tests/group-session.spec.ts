import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, fillBuyer, storefrontOf } from '../support/journeys';

test.describe('arriving by a direct link, not logged in', () => {
  test.use({ loggedIn: false });

  test('Checkout asks for the group password and then places the order; Log out ends the session', async ({
    page,
    journey,
  }, testInfo) => {
    test.skip(journey.modeB, "mode B's site group has no password");
    const storefront = await storefrontOf(page, 'harbor');
    await page.goto(journey.path('harbor', 'item/1240'));
    await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '12' }], storefront.embroideries.mens[0]);
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Log in to order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await fillBuyer(page);
    await page.getByLabel('Code').fill('HPFD01');
    await captureBothWidths(page, testInfo, 'checkout-log-in-to-order');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Enter password' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Enter the password of Harbor Point Motors to order.');
    await dialog.getByLabel('Password').fill('summit-demo');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('That password is not the one of Harbor Point Motors.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Password').fill('harbor-demo');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    // The right password places the order the buyer asked for.
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    const logOut = page.getByRole('button', { name: 'Log out' });
    await expect(logOut).toBeInViewport();
    await page.setViewportSize({ width: 1366, height: 900 });
    await logOut.click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(journey.path('harbor', 'orders'));
    await expect(page.getByText('Log in to see your orders')).toBeVisible();
    await page.getByRole('button', { name: 'Enter password' }).click();
    await page.getByRole('dialog', { name: 'Enter password' }).getByLabel('Password').fill('harbor-demo');
    await page.getByRole('dialog', { name: 'Enter password' }).getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('cell', { name: 'Okafor' }).first()).toBeVisible();
    await captureBothWidths(page, testInfo, 'orders-after-entering-password');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A group without a password neither asks nor offers Log out', async ({ page, journey }) => {
    const group = journey.modeB ? 'default' : 'cedar';
    const storefront = await storefrontOf(page, group);
    await page.goto(journey.path(group, 'item/1240'));
    await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '12' }], storefront.embroideries.mens[0]);
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('Log in to order')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    expect(journey.consoleErrors).toEqual([]);
  });
});
