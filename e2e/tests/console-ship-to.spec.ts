import { asAdmin, placeOrder, uniqueWord } from '../support/console';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';

// Where an order ships and what it cost apart, as staff see it: the order's page, its packing
// slip and the spend report, at a desk and on a phone, by keyboard, for a screen reader.

test("A clerk reads an order's ship-to and charges, prints its packing slip, and sees the spend apart", async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(120_000);
  const customerPo = uniqueWord('SHIPTO', testInfo);
  const orderNumber = await placeOrder(page.request, journey, {
    email: `${customerPo.toLowerCase()}@buyers.example`,
    customerPo,
  });
  await asAdmin(page.context(), testInfo);
  await page.goto(`/console?q=${customerPo}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  // The address and its source, or 'no address recorded'; the charges, each named.
  const shipTo = page.getByRole('region', { name: 'Ship to' });
  await expect(shipTo).toBeVisible();
  await expect(shipTo.locator('address').or(shipTo.getByText('no address recorded', { exact: true }))).toBeVisible();
  const charges = page.getByRole('region', { name: 'Charges' });
  for (const term of ['Goods', 'Freight', 'Sales tax', 'Total'])
    await expect(charges.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  await expect(page.getByText('Store address')).toHaveCount(0);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-order-ship-to', { phoneWidth: 390 });

  // By keyboard to the packing slip.
  const slipLink = page.getByRole('link', { name: 'Packing slip' });
  await slipLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Packing slip ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ship to' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items to pack' })).toContainText('1640');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-packing-slip', { phoneWidth: 390 });
  // Printed, the console's bar and the slip's buttons are left out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The spend report: goods, freight and tax apart in the month table, which scrolls in its own region on a phone.
  await page.goto('/console/reports');
  const months = page.getByRole('table', { name: 'Spend by month' });
  await expect(months.getByRole('columnheader')).toHaveText(['Month', 'Orders', 'Goods', 'Freight', 'Tax', 'Spend']);
  await expect(page.getByText(/^Goods \$[\d,]+\.\d{2}, freight \$[\d,]+\.\d{2}, sales tax \$[\d,]+\.\d{2}\.$/)).toBeVisible();
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-spend-apart', { phoneWidth: 390 });
});
