import { expect, test } from '../support/fixtures';
import { showOrderItems } from '../support/journeys';
import { consoleSession, placeOrder, repFor, uniqueWord } from '../support/console';

test("A staff member logged in to the console has the buyer's orders screen in admin mode, without the password", async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(120_000);
  const { group, rep } = repFor(journey);
  const customerPo = uniqueWord('PO', testInfo);
  const orderNumber = await placeOrder(page.request, journey, {
    email: `${customerPo.toLowerCase()}@buyers.example`,
    customerPo,
  });

  await consoleSession(page.request, rep);
  await page.goto(journey.path(group, 'orders'));
  await expect(page.getByText('Admin mode', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  await showOrderItems(page, orderNumber);
  const edit = page.getByRole('button', { name: 'Edit PO fields of 1640' }).first();
  await edit.click();
  await page.getByRole('textbox', { name: 'Supplier PO', exact: true }).first().fill(`${customerPo}-LINE`);
  await edit.click();
  await expect(page.getByRole('cell', { name: `${customerPo}-LINE`, exact: true })).toBeVisible();
  // Saved by the staff member's session: read again, the line keeps it.
  await page.reload();
  await showOrderItems(page, orderNumber);
  await expect(page.getByRole('cell', { name: `${customerPo}-LINE`, exact: true })).toBeVisible();

  expect(journey.consoleErrors).toEqual([]);
});

test("A viewer's console session opens no admin mode", async ({ page, journey }) => {
  const { group } = repFor(journey);
  await consoleSession(page.request, 'jules.marchetti@crestline.example');
  await page.goto(journey.path(group, 'orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});
