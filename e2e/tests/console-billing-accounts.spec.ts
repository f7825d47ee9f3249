import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin, demoCode, logInToConsole, staffPassword } from '../support/console';

// The console's Billing section, its Accounts tab (docs/console.md#billing): everyone reads the
// accounts of their groups, admins and the accounts role open and change them.

const ACCOUNTS_MEMBER = 'rosalind.achebe@crestline.example';

async function openBilling(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle('Billing accounts — Crestline Console');
}

/** The table's row of an account, by the account's name. */
const accountRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Billing accounts' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test.describe(() => {
  test.skip(
    ({ journey }) => journey.modeB,
    'the console is the same in both route modes; its login and the timeline run in both',
  );

  test("An admin changes an account's terms and the table shows them", async ({ page, journey }, testInfo) => {
    test.setTimeout(120_000);
    await asAdmin(page.context(), testInfo);
    await page.goto('/console');
    await openBilling(page);
    const table = page.getByRole('table', { name: 'Billing accounts' });
    await expect(
      table.getByRole('rowheader', { name: 'Guardian Chevrolet of Ashford Store of Guardian Automotive Family' }),
    ).toBeVisible();
    await expect(accountRow(page, 'Maple Grove Auto')).toContainText('No limit');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-accounts');

    const cedar = accountRow(page, 'Cedar Creek Automotive');
    await expect(cedar).toContainText('Net 30');
    await cedar.getByRole('button', { name: 'Edit Cedar Creek Automotive' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Cedar Creek Automotive' });
    await expect(dialog.getByRole('textbox', { name: 'Credit limit' })).toHaveValue('15000');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-account-edit');
    // The phone's cards replaced the table while the screenshots were taken: open it again from the row.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const edit = accountRow(page, 'Cedar Creek Automotive').getByRole('button', { name: 'Edit Cedar Creek Automotive' });
    await edit.click();
    dialog = page.getByRole('dialog', { name: 'Edit Cedar Creek Automotive' });
    await dialog.getByRole('combobox', { name: 'Payment terms' }).selectOption({ label: 'Net 45' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'The billing account of Cedar Creek Automotive was changed.' }),
    ).toBeVisible();
    await expect(accountRow(page, 'Cedar Creek Automotive')).toContainText('Net 45');
    await expect(edit).toBeFocused();
    // What the server kept, read afresh.
    await page.reload();
    await expect(accountRow(page, 'Cedar Creek Automotive')).toContainText('Net 45');

    expect(journey.consoleErrors).toEqual([]);
  });

  test("The accounts member opens a store's account, chosen from the group's stores", async ({ page, journey }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/console/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(ACCOUNTS_MEMBER);
    await page.getByLabel('Password').fill(staffPassword(ACCOUNTS_MEMBER));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await demoCode(ACCOUNTS_MEMBER));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await openBilling(page);

    await page.getByRole('button', { name: 'Open an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a billing account' });
    await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Harbor Point Motors' });
    const store = dialog.getByRole('combobox', { name: 'Store' });
    await expect(store.getByRole('option', { name: 'None: the group’s own account (has an account)' })).toBeDisabled();
    await store.selectOption({ label: 'Harbor Point Toyota of Saltmarsh (HPTY02)' });
    await dialog.getByRole('textbox', { name: 'Name on the bills' }).fill('Harbor Point Toyota of Saltmarsh');
    await dialog.getByRole('textbox', { name: 'Accounting name' }).fill('HARBOR POINT TOYOTA SALTMARSH');
    await dialog.getByRole('textbox', { name: 'Billing address' }).fill('9 Tidewater Lane\nSaltmarsh, ME 04998');
    await dialog.getByRole('textbox', { name: 'Credit limit' }).fill('7,500.005');
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await expect(dialog.getByText('A credit limit has at most two decimals (whole cents).')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Credit limit' }).fill('7,500.50');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'The billing account of Harbor Point Toyota of Saltmarsh was opened.' }),
    ).toBeVisible();
    const opened = accountRow(page, 'Harbor Point Toyota of Saltmarsh Store of Harbor Point Motors');
    await expect(opened).toContainText('$7,500.50');
    // No contact yet: its invoices would be issued but not e-mailed, and the table says so.
    await expect(opened).toContainText('No billing contact: invoices are not e-mailed');
    await expect(page.getByRole('button', { name: 'Open an account' })).toBeFocused();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-account-opened');

    expect(journey.consoleErrors).toEqual([]);
  });

  test('A rep reads the accounts of their groups and changes none', async ({ page, journey }) => {
    await logInToConsole(page, 'harriet.okafor@crestline.example');
    await openBilling(page);
    const table = page.getByRole('table', { name: 'Billing accounts' });
    await expect(table.getByRole('rowheader')).toHaveText(['Cedar Creek Automotive']);
    await expect(
      page.getByText('You can read the billing accounts here; changing one needs an admin or the accounts role.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open an account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    expect(journey.consoleErrors).toEqual([]);
  });
});
