import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin, uniqueWord } from '../support/console';
import { PROVIDER_TIME_ZONE } from '../support/ports';
import { invoiceOfOrder, placeTeesOnAccount, shipOrder } from '../support/billing';

// The console's Billing section, its Aging and Exports tabs (docs/console.md#aging,
// docs/console.md#exports). Bluebonnet's account is billed by no other journey: two orders on
// account of $22,485 each, shipped, put it over its $25,000 credit limit, so it is on hold.

const GROUP = 'bluebonnet';
const ACCOUNT = 'Bluebonnet Auto Family';
/** A season's tees for a large store: under the $25,000 an order on account may reach, two of them over the account's limit. */
const TEES = 1500;

/** Places an order on account for Bluebonnet as its buyer would and answers its number. */
const placeBluebonnet = async (request: APIRequestContext, customerPo: string) =>
  (
    await placeTeesOnAccount(request, {
      group: GROUP,
      bypassCode: 'BLUEBONNET-ACCT',
      customerPo,
      buyer: { first: 'Rosa', last: 'Villarreal' },
      quantity: TEES,
    })
  ).order_number;

/** A calendar day in the provider's calendar, `days` from today. */
function providerDay(days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: PROVIDER_TIME_ZONE, dateStyle: 'short' }).format(new Date());
  return new Date(Date.parse(`${parts}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** Dollars as the CSV files write them, '44970.00', read back in whole cents. */
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/** A CSV file the page downloads from a link, read as rows by its heading. */
async function downloadCsv(page: Page, link: Locator): Promise<{ name: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const rows = parse(await readFile(await download.path()), { bom: true, columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  return { name: download.suggestedFilename(), rows };
}

/** The aging table's row of an account, by the link of its name. */
const agingRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Aging by account' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe(() => {
  test.skip(({ journey }) => journey.modeB, 'the console is the same in both route modes, and these journeys use mode A groups');

  test("Bluebonnet's shipped orders in the aging, its CSV, its hold lifted, and the day's accounting files", async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(240_000);
    await asAdmin(page.context(), testInfo);
    const word = uniqueWord('AGE', testInfo);
    const orders = [await placeBluebonnet(page.request, `${word}A`), await placeBluebonnet(page.request, `${word}B`)];
    for (const order of orders) await shipOrder(page.request, order);
    const invoices = await Promise.all(orders.map((order) => invoiceOfOrder(page.request, order)));
    const owed = invoices.reduce((sum, invoice) => sum + invoice.total_cents, 0);
    const accountId = invoices[0]!.account_id;

    // The aging: the account owes both invoices, not yet due, and is on hold over its limit.
    await page.goto('/console/billing');
    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Aging' }).click();
    await expect(page).toHaveTitle('Aging — Crestline Console');
    await expect(page.getByText(`As of ${shortDay(providerDay())}`)).toBeVisible();
    const row = agingRow(page, ACCOUNT);
    await expect(row).toContainText('On hold: over its credit limit');
    // Group, store, the five buckets, then the balance.
    await expect(row.getByRole('cell').nth(7)).toHaveText(money(owed));
    await expect(row.getByRole('link', { name: ACCOUNT, exact: true })).toHaveAttribute(
      'href',
      `/console/billing/accounts/${accountId}`,
    );
    const current = row.getByRole('link', { name: `${money(owed)}, Current: the invoices of ${ACCOUNT}` });
    await expect(current).toHaveAttribute('href', `/console/billing/invoices?account=${accountId}`);
    // The owing accounts first: Bluebonnet owes more than any other journey bills.
    await expect(page.getByRole('table', { name: 'Aging by account' }).getByRole('rowheader').first()).toContainText(ACCOUNT);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-aging');

    // The CSV says the same.
    const aging = await downloadCsv(page, page.getByRole('link', { name: 'Download CSV' }));
    expect(aging.name).toBe(`crestline-aging-${providerDay()}.csv`);
    const line = aging.rows.find((r) => r.Account === ACCOUNT);
    expect(line).toMatchObject({ Group: 'Bluebonnet Auto Family', 'Credit limit': '25000.00', 'On hold': 'yes' });
    expect(cents(line!.Current!)).toBe(owed);
    expect(cents(line!.Balance!)).toBe(owed);
    expect(cents(line!['31-60 days']!)).toBe(0);

    // A bucket opens the account's invoices.
    await current.click();
    await expect(page).toHaveURL(new RegExp(`/console/billing/invoices\\?account=${accountId}$`));
    const listed = page.getByRole('table', { name: 'Invoices' });
    for (const invoice of invoices) await expect(listed.getByRole('rowheader', { name: invoice.number })).toBeVisible();
    await page.goBack();

    // The hold lifted for a week, with a reason.
    const until = providerDay(7);
    await agingRow(page, ACCOUNT)
      .getByRole('button', { name: `Lift the hold on ${ACCOUNT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Lift the hold on ${ACCOUNT}` });
    await expect(dialog).toContainText(`${ACCOUNT} is on hold: over its credit limit.`);
    await dialog.getByLabel('Lifted until').fill(providerDay(91));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Their cheque for both invoices is in the post.');
    await dialog.getByRole('button', { name: 'Lift hold' }).click();
    await expect(dialog).toContainText('a hold is lifted for 1 to 90 days.');
    await dialog.getByLabel('Lifted until').fill(until);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-hold-lift');
    await dialog.getByRole('button', { name: 'Lift hold' }).click();
    await expect(dialog).toBeHidden();
    const notice = page.getByRole('status').filter({
      hasText: `The hold on ${ACCOUNT} is lifted until the end of ${shortDay(until)}: its buyers can order on account again.`,
    });
    await expect(notice).toBeFocused();
    await expect(agingRow(page, ACCOUNT)).toContainText(`Hold lifted until ${shortDay(until)}`);
    await expect(page.getByRole('button', { name: `Lift the hold on ${ACCOUNT}` })).toHaveCount(0);

    // Exports: today's files hold both invoices, each adding up to its total.
    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Exports' }).click();
    await expect(page).toHaveTitle('Accounting exports — Crestline Console');
    await page.getByLabel(/^From/).fill(providerDay());
    await page.getByLabel(/^To/).fill(providerDay());
    await page.getByRole('button', { name: 'Show the files' }).click();
    await expect(page.getByRole('status')).toContainText(`From ${shortDay(providerDay())} to ${shortDay(providerDay())}:`);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-exports');

    const files = page.getByRole('list', { name: 'Files' });
    const quickBooks = await downloadCsv(page, files.getByRole('link', { name: 'QuickBooks Online: invoices' }));
    expect(quickBooks.name).toBe(`crestline-quickbooks-invoices-${providerDay()}-to-${providerDay()}.csv`);
    for (const invoice of invoices) {
      const rows = quickBooks.rows.filter((r) => r['Invoice number'] === invoice.number);
      expect(rows.length, `${invoice.number} in the QuickBooks file`).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({ Customer: 'Bluebonnet Auto Family (AR)', Terms: 'Net 30' });
      // Amounts and their tax add up to the invoice's total, freight a row of its own.
      expect(rows.reduce((sum, r) => sum + cents(r['Item amount']!) + cents(r['Item tax amount']!), 0)).toBe(invoice.total_cents);
    }
    const xero = await downloadCsv(page, files.getByRole('link', { name: /^Xero: sales invoices and credit notes/ }).first());
    for (const invoice of invoices) {
      const rows = xero.rows.filter((r) => r['*InvoiceNumber'] === invoice.number);
      expect(rows.length, `${invoice.number} in the Xero file`).toBeGreaterThan(0);
      expect(rows[0]!['*ContactName']).toBe('Bluebonnet Auto Family (AR)');
      expect(rows.reduce((sum, r) => sum + Number(r['*Quantity']) * cents(r['*UnitAmount']!) + cents(r['TaxAmount']!), 0)).toBe(
        invoice.total_cents,
      );
    }

    // A range upside down: the server's words.
    await page.getByLabel(/^From/).fill(providerDay(1));
    await page.getByRole('button', { name: 'Show the files' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a range of at most a year, its first day before its last.');
    await expect(files).toHaveCount(0);

    expect(journey.consoleErrors).toEqual([]);
  });
});
