import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '@portal/testing/pdf-text';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { asAdmin, placeOrder, uniqueWord } from '../support/console';
import { invoiceOfOrder, shipOrder } from '../support/billing';
import { pricedNow } from '../support/journeys';

// The console's Billing section, its Invoices and Awaiting a price tabs and an invoice's page
// (docs/console.md#invoices): an order on account is invoiced when it ships (or, for Keystone's
// KVCH01 store, when it is placed, once its lines on quote have their price).

/** Orders Keystone's polo, priced on quote ($0), for its KVCH01 store, whose account invoices at placement. */
async function orderOnQuote(request: APIRequestContext, customerPo: string): Promise<string> {
  const placed = await request.post('/v1/create-order', {
    data: {
      companyName: 'keystone',
      first_name: 'Tomas',
      last_name: 'Weller',
      email: `${customerPo.toLowerCase()}@buyers.example`,
      store: 'KVCH01',
      customer_po: customerPo,
      bypassPaypal: true,
      bypassCode: 'ONACCOUNT',
      // On quote: the price the server charges for the polo is $0.
      cart: await pricedNow(request, 'keystone', [
        {
          type: 'mens',
          name: 'Brookfield Performance Polo',
          price: 0,
          quantity: 2,
          size: 'Large',
          color: 'Black',
          code: '1240',
          placement: 'Left Chest',
          embroidery: 'Keystone Valley',
        },
      ]),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order_number: string }).order_number;
}

/** Finds an order's invoice in the Invoices tab by its order number, and opens it. */
async function openInvoiceOf(page: Page, orderNumber: string, invoiceNumber: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(orderNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('rowheader')).toHaveText([invoiceNumber]);
  await table.getByRole('link', { name: invoiceNumber }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Invoice ${invoiceNumber}` })).toBeVisible();
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
// Every calendar day in words is 'January 06, 2027', in the PDFs as on the screens.
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

async function placeAndShip(page: Page, journey: Journey, customerPo: string): Promise<string> {
  const orderNumber = await placeOrder(page.request, journey, {
    email: `${customerPo.toLowerCase()}@buyers.example`,
    customerPo,
  });
  await shipOrder(page.request, orderNumber);
  return orderNumber;
}

test.describe(() => {
  test.skip(({ journey }) => journey.modeB, 'the console is the same in both route modes, and these journeys use mode A groups');

  test('A shipped order is invoiced: its page, its PDF, a credit note, and another invoice voided', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(180_000);
    await asAdmin(page.context(), testInfo);
    const orderNumber = await placeAndShip(page, journey, uniqueWord('INV', testInfo));
    const invoice = await invoiceOfOrder(page.request, orderNumber);

    await page.goto('/console');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveTitle('Invoices — Crestline Console');
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: invoice.number }) });
    await expect(row).toContainText(orderNumber);
    await expect(row).toContainText('Cedar Creek Automotive');
    await expect(row).toContainText('Open');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-invoices');

    await openInvoiceOf(page, orderNumber, invoice.number);
    const standing = page.getByRole('region', { name: 'Standing' });
    await expect(standing).toContainText(`Total${money(invoice.total_cents)}`);
    await expect(standing).toContainText(`Outstanding${money(invoice.total_cents)}`);
    await expect(page.getByRole('region', { name: 'Lines', exact: true })).toContainText(
      '1640 Crestline Everyday Heavyweight Cotton Tee',
    );
    await expect(page.getByRole('region', { name: 'Order and dates' }).getByRole('link', { name: orderNumber })).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-invoice');

    // The PDF downloads under the invoice's number, and reads as the invoice.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const { text } = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).toContain(`Order number ${orderNumber}`);
    expect(text).toContain(`Due date ${longDay(invoice.due_on)}`);
    expect(text).toContain(`Total due ${money(invoice.total_cents)}`);

    // A credit note, typed in dollars: refused past two decimals, then issued and named.
    const credit = page.getByRole('button', { name: 'Issue a credit note' });
    await credit.click();
    const dialog = page.getByRole('dialog', { name: `Issue a credit note against ${invoice.number}` });
    // The order was charged freight and tax: the credit note says how much of the goods it credits.
    await dialog.getByRole('textbox', { name: 'Goods' }).fill('10.105');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Two tees arrived with the logo off centre.');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(dialog.getByText('The amount of goods has at most two decimals (whole cents).')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Goods' }).fill('10.10');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-credit-note');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(dialog).toBeHidden();
    const left = money(invoice.total_cents - 1010);
    const notice = page.getByRole('status').filter({
      hasText: new RegExp(
        `^Credit note CN-\\d{4}-\\d{6} of \\$10\\.10 issued against ${invoice.number}: \\${left} left to pay\\.$`,
      ),
    });
    await expect(notice).toBeVisible();
    const noteNumber = /CN-\d{4}-\d{6}/.exec((await notice.textContent()) ?? '')![0];
    const notes = page.getByRole('region', { name: 'Credit notes' });
    await expect(notes).toContainText(noteNumber);
    await expect(notes.getByRole('link', { name: `PDF of ${noteNumber}` })).toBeVisible();
    await expect(standing).toContainText('Credited$10.10');
    await expect(standing).toContainText(`Outstanding${left}`);
    await expect(page.getByRole('heading', { level: 2, name: `Invoice ${invoice.number}` }).locator('..')).toContainText(
      'Partly paid',
    );
    await expect(credit).toBeFocused();
    await expectAccessible(page);

    // Another order's invoice is voided, after the dialog's warning.
    const secondOrder = await placeAndShip(page, journey, uniqueWord('VOID', testInfo));
    const second = await invoiceOfOrder(page.request, secondOrder);
    await openInvoiceOf(page, secondOrder, second.number);
    await page.getByRole('button', { name: 'Void invoice' }).click();
    const voiding = page.getByRole('dialog', { name: `Void invoice ${second.number}` });
    await expect(voiding.getByRole('note')).toContainText('A void cannot be undone');
    await voiding.getByRole('textbox', { name: 'Reason' }).fill('The order was placed twice.');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-void');
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await expect(voiding).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Invoice ${second.number} is void: credit note CN-` })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Standing' })).toContainText('Outstanding$0.00');
    await expect(page.getByRole('region', { name: 'Credit notes' })).toContainText('Voids the invoice');
    await expect(page.getByRole('button', { name: 'Void invoice' })).toHaveCount(0);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-voided');

    // The list shows it void, and the status filter finds it there.
    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Void' });
    await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('rowheader', { name: second.number })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('rowheader', { name: invoice.number })).toHaveCount(0);

    expect(journey.consoleErrors).toEqual([]);
  });

  test("Staff record a payment from an invoice's page, the dialog starting with what it has left", async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(180_000);
    await asAdmin(page.context(), testInfo);
    const orderNumber = await placeAndShip(page, journey, uniqueWord('PAY', testInfo));
    const invoice = await invoiceOfOrder(page.request, orderNumber);
    await page.goto('/console/billing');
    await openInvoiceOf(page, orderNumber, invoice.number);
    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment from Cedar Creek Automotive' });
    const dollars = (invoice.total_cents / 100).toFixed(2).replace(/\.00$/, '');
    await expect(dialog.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(dollars);
    await expect(dialog.getByRole('textbox', { name: `Amount for ${invoice.number}` })).toHaveValue(dollars);
    await expect(dialog.getByRole('radio', { name: 'Choose' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('Cheque 20417');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-invoice-payment');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-console-billing-invoice-payment-390.png`) });
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `A payment of ${money(invoice.total_cents)} was recorded` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Standing' })).toContainText('Outstanding$0.00');
    await expect(page.getByRole('heading', { level: 2, name: `Invoice ${invoice.number}` }).locator('..')).toContainText('Paid');
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Cheque 20417');
    // Nothing is left to pay: the button has gone.
    await expect(page.getByRole('button', { name: 'Record a payment' })).toHaveCount(0);
    await captureBothWidths(page, testInfo, 'console-billing-invoice-paid');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('An order with a line on quote waits for its price, then it is invoiced', async ({ page, journey }, testInfo) => {
    test.setTimeout(120_000);
    await asAdmin(page.context(), testInfo);
    const orderNumber = await orderOnQuote(page.request, uniqueWord('QUOTE', testInfo));

    await page.goto('/console/billing');
    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Awaiting a price' }).click();
    await expect(page).toHaveTitle('Awaiting a price — Crestline Console');
    const card = page.getByRole('article', { name: orderNumber });
    await expect(card).toContainText('Ready to invoice once priced');
    await expect(card).toContainText('Keystone Valley Chevrolet of Hemlock Gap');
    await expect(card).toContainText('Line 1: 1240 Brookfield Performance Polo');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-awaiting-price');

    await card.getByRole('textbox', { name: 'Unit price of line 1' }).fill('12.50');
    await card.getByRole('button', { name: 'Set price of line 1' }).click();
    const notice = page.getByRole('status').filter({ hasText: `Line 1 of ${orderNumber} (1240) priced at $12.50 each.` });
    await expect(notice).toContainText(/Invoice INV-\d{4}-\d{6} issued\./);
    await expect(notice).toBeFocused();
    await expect(card).toHaveCount(0);
    const invoiceNumber = /INV-\d{4}-\d{6}/.exec((await notice.textContent()) ?? '')![0];
    await expectAccessible(page);

    await notice.getByRole('link', { name: `Open ${invoiceNumber}` }).click();
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toContainText(orderNumber);
    await expect(row).toContainText('Keystone Valley Chevrolet of Hemlock Gap');
    // $25.00 of goods, Keystone's Ground freight of $15.00 (under $250.00), and Pennsylvania's 6 % on
    // the freight alone (it taxes no clothing): the price set carries the order's tax with it.
    await expect(row).toContainText('$40.90');

    expect(journey.consoleErrors).toEqual([]);
  });
});
