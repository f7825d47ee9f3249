import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { fillBuyer } from '../support/journeys';

test('A store with a password opens its custom items only with that password', async ({ page, journey }, testInfo) => {
  test.skip(journey.modeB, 'the mode B group has no stores');
  await page.goto(journey.path('guardian', 'stores'));
  await expect(page.getByText('Guardian Warehouse North')).toBeVisible();
  await captureBothWidths(page, testInfo, 'stores');
  await expectAccessible(page);
  await page.getByText('Guardian Warehouse North').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill('store-gdwh02');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog.getByText('That password is not valid.')).toBeVisible();
  await expect(page).toHaveURL(/\/guardian\/stores$/);
  await captureBothWidths(page, testInfo, 'store-password');
  await dialog.getByLabel('Password', { exact: true }).fill('store-gdwh01');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/guardian\/catalog\/GDWH01\/customs$/);
  await expect(page.getByRole('link', { name: /^Guardian Automotive Family Imprinted Plate Frame/ })).toBeVisible();

  // Guardian-family items are limited to the warehouses: another store does not list them.
  await page.goto(journey.path('guardian', 'catalog/GDCH01/customs'));
  await expect(page.getByRole('link', { name: /^Custom Full-Color Aluminum Front License Plate/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Guardian Automotive Family Imprinted Plate Frame/ })).toHaveCount(0);
  expect(journey.consoleErrors).toEqual([]);
});

test('A locked store typed into the address asks for its password first', async ({ page, journey }) => {
  test.skip(journey.modeB, 'the mode B group has no stores');
  await page.goto(journey.path('guardian', 'catalog/GDWH02/customs'));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Guardian Warehouse South needs its store password')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Guardian Automotive Family Imprinted Plate Frame/ })).toHaveCount(0);
  await dialog.getByLabel('Password', { exact: true }).fill('store-gdwh02');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/guardian\/catalog\/GDWH02\/customs$/);
  await expect(page.getByRole('link', { name: /^Guardian Automotive Family Imprinted Plate Frame/ })).toBeVisible();
  // Once given, the password is not asked again in this tab.
  await page.goto(journey.path('guardian', 'catalog/GDWH02/customs'));
  await expect(page.getByRole('link', { name: /^Guardian Automotive Family Imprinted Plate Frame/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(journey.consoleErrors).toEqual([]);
});

test("Checkout starts at the store the buyer shopped in, and the warehouse's items are ordered for it", async ({
  page,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'the mode B group has no stores');
  await page.goto(journey.path('guardian', 'stores'));
  await page.getByText('Guardian Warehouse North').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill('store-gdwh01');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('link', { name: /^Guardian Automotive Family Imprinted Plate Frame/ }).click();
  await page.getByRole('textbox', { name: '250, Chrome quantity', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  // A native select (decision 025): the store chosen, its option reading 'Name — address'.
  const store = page.getByRole('combobox', { name: 'Store' });
  await expect(store).toHaveValue('GDWH01');
  await expect(store.locator('option:checked')).toHaveText(/^Guardian Warehouse North — /);
  await captureBothWidths(page, testInfo, 'checkout-store-carried');
  await fillBuyer(page);
  await page.getByLabel('Code').fill('GDCH01');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});
