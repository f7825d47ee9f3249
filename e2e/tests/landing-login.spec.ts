import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';

// A visitor of the landing page has logged in nowhere yet.
test.use({ loggedIn: false });

test('Dealership staff log in from the landing page and land in their group', async ({ page, journey }, testInfo) => {
  test.skip(journey.modeB, 'mode B has no landing page: the group is the site');
  await page.goto('/');
  await expect(page.getByRole('img', { name: /Crestline/ }).first()).toBeVisible();
  await captureBothWidths(page, testInfo, 'landing');
  await expectAccessible(page);

  await page.getByRole('button', { name: /^login$/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter password' });
  await expect(dialog).toBeVisible();
  await captureBothWidths(page, testInfo, 'login-dialog');
  const field = dialog.getByLabel('Password', { exact: true });
  await field.fill('not-the-password');
  await field.press('Enter');
  // A wrong password says so in the dialog; the field keeps what was typed and the focus.
  await expect(dialog.getByRole('alert')).toHaveText('That password is not valid.');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('not-the-password');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/$/);
  await captureBothWidths(page, testInfo, 'login-dialog-wrong-password');

  await dialog.getByLabel('Password', { exact: true }).fill('harbor-demo');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/harbor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Point Motors' })).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});
