import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, groupFor, storefrontOf } from '../support/journeys';

test.describe('errors tied to their fields', () => {
  test('A missing logo marks the Embroidery field and brings it into view', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    test.skip(storefront.embroideries.mens.length === 0, 'the group needs mens logos');
    // A short window, so the field is out of view once the buyer scrolls down to Add To Cart.
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto(journey.path(group, 'item/1240'));
    await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Must select an embroidery', { exact: true }).first()).toBeVisible();
    const field = page.getByRole('combobox', { name: 'Embroidery', exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    await captureBothWidths(page, testInfo, 'item-logo-missing');
    // Checked once the toast has gone: mid-fade its text has too little contrast for axe.
    await expect(page.getByText('Must select an embroidery', { exact: true })).toHaveCount(1, { timeout: 5000 });
    await expectAccessible(page);
    // Choosing one clears the mark.
    await field.selectOption({ index: 1 });
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('Quantity cells that are not whole numbers are named when skipped', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    await page.goto(journey.path(group, 'item/1640'));
    await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'XLarge, Black quantity', exact: true }).fill('2.5');
    await page.getByRole('textbox', { name: 'Medium, Black quantity', exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Not added:' });
    await expect(warning).toHaveText(/Large in Black \(“abc”\), XLarge in Black \(“2\.5”\)\. Quantities are whole numbers/);
    // The good cell went in; the bad ones were cleared.
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Large, Black quantity', exact: true })).toHaveValue('');
    await captureBothWidths(page, testInfo, 'item-cells-skipped');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A cell holding more than one line may (10,000 units) is said where it is typed, and not added', async ({
    page,
    journey,
  }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    await page.goto(journey.path(group, 'item/1640'));
    const cell = page.getByRole('textbox', { name: 'Large, Black quantity', exact: true });
    await cell.fill('10001');
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Large, Black: Enter a whole number from 1 to 10,000.')).toBeVisible();
    await captureBothWidths(page, testInfo, 'item-cell-over-the-line-limit');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not added:' })).toHaveText(
      /Large in Black \(“10001”\)\. Quantities are whole numbers from 1 to 10,000 units on a line\./,
    );
    await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test('An e-mail that is not one marks the Email field and says how to write it', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    await page.goto(journey.path(group, 'item/1640'));
    await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '1' }], storefront.embroideries.tshirts[0]);
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await page.getByLabel('First Name').fill('Jane');
    await page.getByLabel('Last Name').fill('Okafor');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('jane.okafor@');
    await page.getByLabel('Code').fill(journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.getByText(/Not an e-mail address\. Enter an address such as name@dealership\.com\./)).toBeVisible();
    await expect(page.getByText('Email: Enter an address such as name@dealership.com.')).toBeVisible();
    await captureBothWidths(page, testInfo, 'checkout-email-invalid');
    // The checkout opens at its top, so the toast shows over the Checkout button just pressed, and
    // a toast under the pointer waits (its time is the reader's): the hand moves on, as a buyer's does.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Email: Enter an address such as name@dealership.com.')).toBeHidden({ timeout: 5000 });
    await expectAccessible(page);
    // Nothing was ordered; a corrected address places the order.
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await email.fill('jane.okafor@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });
});
