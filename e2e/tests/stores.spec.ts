import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';

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
  await expect(page.getByRole('link', { name: /Guardian Family Plate Frame/ })).toBeVisible();

  // Guardian-family items are limited to the warehouses: another store does not list them.
  await page.goto(journey.path('guardian', 'catalog/GDCH01/customs'));
  await expect(page.getByRole('link', { name: /Aluminum License Plate/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Guardian Family Plate Frame/ })).toHaveCount(0);
  expect(journey.consoleErrors).toEqual([]);
});
