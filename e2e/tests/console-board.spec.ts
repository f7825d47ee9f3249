import { readFileSync } from 'node:fs';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin, placeOrder, uniqueWord } from '../support/console';

test('The board at 1366 px shows whole names and totals, counts its orders, finds a store by name and exports the chosen ones', async ({
  page,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'the console is the same in both route modes; the group with stores is served in mode A');
  test.setTimeout(90_000);
  const customerPo = uniqueWord('PO', testInfo);
  const numbers: string[] = [];
  for (const store of ['CCSB01', 'CCTY01'])
    numbers.push(
      await placeOrder(page.request, journey, { email: `${customerPo.toLowerCase()}@buyers.example`, customerPo, store }),
    );
  await asAdmin(page.context(), testInfo);
  await page.goto(`/console?q=${customerPo}`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^CB-/ }) });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Orders 1–2 of 2');

  // Group, store, buyer and total read whole: no cell's text is cut at 1366 px.
  const row = rows.filter({ hasText: numbers[0]! });
  for (const whole of [
    'Cedar Creek Automotive',
    'Cedar Creek Subaru of Fernhollow',
    'Marisol Avendano',
    // Goods of $89.94 and Ground's $15.00 (under $250.00); Oregon collects no sales tax.
    '$104.94',
    'On account',
  ]) {
    const shown = row.getByText(whole, { exact: true });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${whole} is not cut`).toBe(true);
  }
  await expect(row).toContainText(/\d{1,2}:\d{2} [AP]M E[SD]T/);

  // A part of a store's name finds its orders.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('Subaru of Fernhollow');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: numbers[0]!, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: numbers[1]!, exact: true })).toBeHidden();

  // Chosen orders alone go to the file.
  await page.goto(`/console?q=${customerPo}`);
  await rows.filter({ hasText: numbers[1]! }).getByRole('checkbox').check();
  const exportChosen = page.getByRole('link', { name: 'Export the 1 selected order as CSV, one row per line' });
  const download = page.waitForEvent('download');
  await exportChosen.click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(numbers[1]!);
  expect(csv).not.toContain(numbers[0]!);
  await captureBothWidths(page, testInfo, 'console-board');
  await expectAccessible(page);

  // Orders never paid for have their own filter, and the board says when none are there.
  await page.goto(`/console?payment=awaiting_payment&q=${customerPo}`);
  await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveValue('awaiting_payment');
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});
