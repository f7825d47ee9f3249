import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin, uniqueWord } from '../support/console';
import { PROVIDER_TIME_ZONE } from '../support/ports';
import { invoiceOfOrder, placeTeesOnAccount, shipOrder } from '../support/billing';

// The console's Billing section, its Payments tab (docs/console.md#payments): a bank file checked,
// then recorded. Maple Grove's account is billed by no other journey: one order on account,
// shipped, is its one open invoice, which the file pays.

const GROUP = 'maple';
const ACCOUNT = 'Maple Grove Auto';
const ACCOUNTING_NAME = 'Maple Grove Auto (AR)';
const HEADING = 'date,account,reference,amount,invoices';

/** Places an order on account for Maple Grove as its buyer would and answers its number. */
const placeMaple = async (request: APIRequestContext, customerPo: string) =>
  (
    await placeTeesOnAccount(request, {
      group: GROUP,
      bypassCode: 'MAPLE-ACCT',
      customerPo,
      buyer: { first: 'Odile', last: 'Brannigan' },
      quantity: 24,
    })
  ).order_number;

/** Today in the provider's calendar: a payment cannot be received after it. */
const providerToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PROVIDER_TIME_ZONE, dateStyle: 'short' }).format(new Date());
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** Dollars as a bank writes them, from whole cents without floating point. */
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const billingTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name });

test.describe(() => {
  test.skip(({ journey }) => journey.modeB, 'the console is the same in both route modes, and these journeys use mode A groups');

  test("Maple Grove's invoice paid from a bank file: checked, refused while a row is wrong, then recorded", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await asAdmin(page.context(), testInfo);
    const word = uniqueWord('BANK', testInfo);
    const orderNumber = await placeMaple(page.request, word);
    await shipOrder(page.request, orderNumber);
    const invoice = await invoiceOfOrder(page.request, orderNumber);
    const today = providerToday();

    await page.goto('/console/billing');
    await billingTab(page, 'Payments').click();
    await expect(page).toHaveTitle('Payments — Crestline Console');
    await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    await expect(page.getByLabel('An example line')).toContainText(ACCOUNTING_NAME);

    // The example file is made in the browser: the heading and two rows naming demo accounts.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download an example file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bank-file-example.csv');
    const example = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
    expect(example).toHaveLength(3);
    expect(example[0]).toBe(HEADING);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-payments');

    // A pasted file with a wrong row: its problem shown, and nothing can be recorded.
    const importArea = page.getByRole('region', { name: 'Import a bank file' });
    const wrong = [
      HEADING,
      `${today},${ACCOUNTING_NAME},${word}-1,${dollars(invoice.total_cents)},${invoice.number}`,
      `${today},Maple Grove Autos,${word}-2,10.00,`,
    ].join('\n');
    await importArea.getByRole('textbox', { name: 'The bank file’s text' }).fill(wrong);
    await importArea.getByRole('button', { name: 'Check the file' }).click();
    await expect(importArea.getByText(`2 rows, ${money(invoice.total_cents + 1000)}; 1 cannot be applied`)).toBeVisible();
    const rows = importArea.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
    await expect(rows.nth(2)).toContainText("No billing account is called 'Maple Grove Autos'.");
    await expect(importArea.getByRole('button', { name: 'Record these payments' })).toBeDisabled();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-bank-file-problem');

    // The right file, chosen from the computer.
    const csv = [HEADING, `${today},${ACCOUNTING_NAME},${word},"${dollars(invoice.total_cents)}",${invoice.number}`, ''].join(
      '\r\n',
    );
    await importArea
      .locator('input[type=file]')
      .setInputFiles({ name: `${word}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importArea.getByText(`Read from ${word}.csv`)).toBeVisible();
    await importArea.getByRole('button', { name: 'Check the file' }).click();
    await expect(importArea.getByText(`1 row, ${money(invoice.total_cents)}; every row can be applied`)).toBeVisible();
    const row = importArea.getByRole('table', { name: 'Rows of the file' }).getByRole('row').nth(1);
    await expect(row.getByRole('rowheader')).toHaveText(ACCOUNT);
    await expect(row).toContainText(`${invoice.number} ${money(invoice.total_cents)}`);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-bank-file-checked');

    const record = importArea.getByRole('button', { name: 'Record these payments' });
    await record.click();
    const dialog = page.getByRole('dialog', { name: 'Record these payments' });
    await expect(dialog).toContainText(`Record 1 payment of ${money(invoice.total_cents)} in all?`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Record payments' }).click();
    await expect(dialog).toBeHidden();
    const notice = page.getByRole('status').filter({ hasText: `Recorded 1 payment of ${money(invoice.total_cents)}.` });
    await expect(notice).toBeFocused();
    const paid = page.getByRole('navigation', { name: 'Accounts paid' }).getByRole('link', { name: ACCOUNT });
    await expect(paid).toHaveAttribute('href', `/console/billing/accounts/${invoice.account_id}`);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-bank-file-recorded');

    // The same file again: its invoice has nothing left to pay.
    await importArea.getByRole('textbox', { name: 'The bank file’s text' }).fill(csv);
    await importArea.getByRole('button', { name: 'Check the file' }).click();
    await expect(importArea.getByText(`${invoice.number} has nothing left to pay.`)).toBeVisible();

    // The account's ledger and the invoice's page say it is paid.
    const ledger = await page.request.get(`/api/console/billing/accounts/${invoice.account_id}/ledger`);
    expect(ledger.status(), await ledger.text()).toBe(200);
    const { invoices, payments } = (await ledger.json()) as {
      invoices: { number: string; status: string }[];
      payments: { reference: string; amount_cents: number }[];
    };
    expect(invoices.find((i) => i.number === invoice.number)?.status).toBe('paid');
    expect(payments.find((p) => p.reference === word)?.amount_cents).toBe(invoice.total_cents);
    await page.goto(`/console/billing/invoices/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Invoice ${invoice.number}` })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    const standing = page.getByRole('region', { name: 'Standing' });
    await expect(standing.getByRole('definition').nth(3)).toHaveText('$0.00');
  });
});
