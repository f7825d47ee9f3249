import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin } from '../support/console';

// A dealership's spending rules (docs/approvals.md): the admin reads Tidewater's rules on its
// settings page, changes a store's budget in its dialog and saves the rules to the draft (taken out
// again, so other journeys find the demo's rules), then reads the group's budgets on the console's
// Budgets page; the group's own admin mode shows the same budgets on its orders screen.

/** The larger phones the console's staff and the dealers' purchasing managers carry. */
const PHONE_WIDTH = 390;

async function discardDraft(page: Page): Promise<void> {
  const answer = await page.request.delete('/api/console/offer/tidewater/draft');
  expect([204, 404]).toContain(answer.status());
}

test.describe(() => {
  test.skip(({ journey }) => journey.modeB, 'the console is the same in both route modes; Tidewater is served in mode A');

  test("An admin reads Tidewater's spending rules, changes a store's budget in the draft, and reads its budgets", async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(150_000);
    await asAdmin(page.context(), testInfo);
    await discardDraft(page);
    await page.goto('/console/catalogue/tidewater/settings');
    const rules = page.getByRole('form', { name: 'Spending rules' });
    await expect(rules.getByRole('textbox', { name: 'Approval above' })).toHaveValue('500');
    await expect(rules.getByRole('textbox', { name: 'Approver 2: name' })).toHaveValue('Marcus Oyelaran');
    const stores = rules.getByRole('table', { name: "Stores' spending rules" });
    await expect(stores.getByRole('row', { name: /TWHN01/ })).toContainText('$800.00');
    await expect(stores.getByRole('row', { name: /TWHN01/ })).toContainText('Is refused');
    await expect(rules.getByRole('table', { name: "Bypass codes' caps" })).toContainText("••••••SK (the service desk's code)");
    await expect(page.getByRole('table', { name: 'Bypass codes in use' })).toContainText('$5,000.00');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-settings-spending', { phoneWidth: PHONE_WIDTH });

    // The collision center gets a budget of its own, in its dialog, kept with the form until saved.
    await rules.getByRole('button', { name: 'Edit the rules of TWCC01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spending rules of Tidewater Collision Center' });
    await dialog.getByRole('textbox', { name: 'Monthly budget' }).fill('650');
    await dialog.getByRole('combobox', { name: 'An order over its budget' }).selectOption('refuse');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep these rules' }).click();
    await expect(dialog).toBeHidden();
    await expect(stores.getByRole('row', { name: /TWCC01/ })).toContainText('$650.00');
    await rules.getByRole('button', { name: 'Save the spending rules to the draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Spending rules saved to the draft.' })).toBeVisible();
    // The draft's page names each change, before and after.
    await page.goto('/console/catalogue/tidewater');
    await expect(page.getByText('TWCC01 monthly budget', { exact: false }).first()).toBeVisible();
    await discardDraft(page);

    // The Budgets page: the group's stores this month, each budget beside what counted against it.
    await page.goto('/console');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Budgets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Budgets' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Group' }).selectOption('tidewater');
    await page.getByRole('button', { name: 'Show budgets' }).click();
    const table = page.getByRole('table', { name: /^Budgets of Tidewater Auto Group, / });
    await expect(table.getByRole('row', { name: /TWFD01/ })).toContainText('$2,000.00');
    await expect(table.getByRole('row', { name: /Orders with no store/ })).toContainText('$1,000.00');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      /^\/api\/console\/budgets\/export\?group=tidewater&month=\d{4}-\d{2}$/,
    );
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-budgets', { phoneWidth: PHONE_WIDTH });
    expect(journey.consoleErrors).toEqual([]);
  });

  test("Tidewater's purchasing manager unlocks admin mode and reads the stores' budgets and their CSV on the orders screen", async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto(journey.path('tidewater', 'orders'));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Budgets' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password', { exact: true }).fill('crestline-admin');
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation', { name: 'Orders, invoices and budgets' }).getByRole('link', { name: 'Budgets' }).click();
    const table = page.getByRole('table', { name: /^Budgets of / });
    await expect(table.getByRole('row', { name: /TWHN01/ })).toContainText('$800.00');
    const csv = page.getByRole('link', { name: 'Download CSV' });
    const download = await page.request.get((await csv.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('Tidewater Ford of Saltmarsh Point,2000.00');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'orders-budgets', { phoneWidth: PHONE_WIDTH });
    expect(journey.consoleErrors).toEqual([]);
  });
});
