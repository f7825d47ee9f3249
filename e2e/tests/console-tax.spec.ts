import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin } from '../support/console';

// The console's Sales tax page and a billing account's tax exemption certificates
// (docs/billing.md#freight-and-sales-tax): the admin adds a state and saves it as a version, then
// reads Prairie Wind's demo certificate KS-EX-20417 on its account's page.
//
// The version saved here is the one every other journey on this server's run is charged by: it
// keeps the states in force as they are and only adds Nevada at 6.85 %, where no demo store or
// group ships, so no other journey's tax changes.

async function openSalesTax(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sales tax' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales tax' })).toBeVisible();
  await expect(page).toHaveTitle('Sales tax — Crestline Console');
}

/** Saves the changes on the page with a note; answers the version saved. */
async function saveVersion(page: Page, note: string): Promise<number> {
  const save = page.getByRole('button', { name: /^Save as version \d+$/ });
  const version = Number(/\d+$/.exec((await save.textContent()) ?? '')?.[0]);
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: `The tax settings were saved as version ${version}:` })).toBeVisible();
  return version;
}

test.describe(() => {
  test.skip(({ journey }) => journey.modeB, 'the console is the same in both route modes');

  test('An admin adds Nevada to the sales tax as a new version, and reads the tax exemption certificate of Prairie Wind', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(150_000);
    await asAdmin(page.context(), testInfo);
    await page.goto('/console');
    await openSalesTax(page);
    const states = page.getByRole('region', { name: 'States where sales tax is charged', exact: true });
    await expect(states.getByRole('button', { name: 'Add a state' })).toBeVisible();
    // A run that saved Nevada already on this server takes it out first, as a version of its own.
    if (await states.getByRole('button', { name: 'Remove Nevada (NV)' }).isVisible()) {
      await states.getByRole('button', { name: 'Remove Nevada (NV)' }).click();
      await saveVersion(page, 'Nevada out again before the journey adds it');
    }

    await states.getByRole('button', { name: 'Add a state' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a state' });
    await dialog.getByRole('combobox', { name: 'State' }).selectOption('NV');
    await dialog.getByRole('textbox', { name: 'Rate', exact: true }).fill('6.8555');
    await dialog.getByRole('button', { name: 'Add the state' }).click();
    await expect(dialog.getByText('Enter a rate like 5.75 (at most three decimals, up to 20).')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Rate', exact: true }).fill('6.85');
    await dialog.getByRole('button', { name: 'Add a ZIP prefix rate' }).click();
    await expect(dialog.getByRole('textbox', { name: 'ZIP prefix 1', exact: true })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'ZIP prefix 1', exact: true }).fill('891');
    await dialog.getByRole('textbox', { name: 'Rate for ZIP prefix 1' }).fill('8.375');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add the state' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Nevada (NV) is added:' })).toBeVisible();
    const nevada = states.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Nevada (NV)' }) });
    await expect(nevada).toContainText('6.85 %');
    await expect(nevada).toContainText('891: 8.375 %');

    const version = await saveVersion(page, 'Nevada from the next order on');
    await expect(page.getByRole('region', { name: 'Version in force' })).toContainText('Nevada from the next order on');
    // What the server kept, read afresh.
    await page.reload();
    await expect(states.getByRole('rowheader', { name: 'Nevada (NV)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Version in force' })).toContainText(`${version}`);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-sales-tax');

    // Prairie Wind's account: its demo certificate for Kansas, with its chip on the accounts list.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Billing' }).click();
    const prairie = page.getByRole('rowheader', { name: /^Prairie Wind Dealerships/ });
    await expect(prairie.getByText('Tax exempt (KS)')).toBeVisible();
    await prairie.getByRole('link', { name: 'Prairie Wind Dealerships' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Prairie Wind Dealerships' })).toBeVisible();
    const exemption = page.getByRole('region', { name: 'Tax exemption', exact: true });
    const certificate = exemption.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'KS-EX-20417' }) });
    await expect(certificate).toContainText('KS');
    await expect(certificate).toContainText('Dec 31, 2099');
    await expect(certificate).toContainText('In force');
    await expect(exemption.getByRole('button', { name: 'Add a certificate' })).toBeVisible();
    await expect(exemption.getByRole('button', { name: 'Withdraw KS-EX-20417 (KS)' })).toBeVisible();
    await expect(page.getByText(/expired on/)).toHaveCount(0);
    await exemption.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-tax-exemption');

    expect(journey.consoleErrors).toEqual([]);
  });
});
