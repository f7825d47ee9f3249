import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin, uniqueWord } from '../support/console';

test('An admin adds a staff member, who can then log in', async ({ page, journey, browser }, testInfo) => {
  test.setTimeout(120_000);
  test.skip(journey.modeB, 'the console is the same in both route modes; its login and the timeline run in both');
  const email = `${uniqueWord('rep', testInfo).toLowerCase()}@crestline.example`;
  const password = 'cedar-rep-first-password';

  await asAdmin(page.context(), testInfo);
  await page.goto('/console');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff' })).toContainText('morgan.tallis@crestline.example');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-staff');

  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Rowan Pike');
  await dialog.getByLabel('Role').selectOption('rep');
  await dialog.getByRole('checkbox', { name: 'Cedar Creek Automotive' }).check();
  await dialog.getByLabel(/First password/).fill(password);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-staff-add');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Rowan Pike was added. They can log in with the password you gave.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff' })).toContainText(email);

  // The new rep, in a browser of their own.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto('/console/login');
  await theirs.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await theirs.getByLabel('Password').fill(password);
  await theirs.getByRole('button', { name: 'Log in' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(theirs.getByRole('banner')).toContainText('Rowan Pike · Account rep');
  await expect(theirs.getByText('Your groups: Cedar Creek Automotive')).toBeVisible();
  // A rep has no staff page.
  await expect(theirs.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await context.close();

  expect(journey.consoleErrors).toEqual([]);
});
