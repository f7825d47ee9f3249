import { readFile } from 'node:fs/promises';
import { request, type APIRequestContext, type TestInfo } from '@playwright/test';
import { pdfText } from '@portal/testing/pdf-text';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { adminState, uniqueWord } from '../support/console';
import { fillBuyer, groupFor } from '../support/journeys';
import { PROVIDER_TIME_ZONE } from '../support/ports';
import { placeTeesOnAccount, shipOrder } from '../support/billing';

// The buyer's side of billing (docs/product.md#invoices): the orders screen's Invoices view, each
// order's invoice in its row, and the checkout refused for a credit hold. Lakeshore (a group with a
// password, LAKESHORE-ACCT on account) is billed by no other journey; its account is the group's own.

const GROUP = 'lakeshore';
const TITLE = 'Lakeshore Motor Company';
const REP = { name: 'Celia Navarro', phone: '(555) 015-9034' };

/** Places an order on account for Lakeshore from this browser, as its buyer would, and answers its number. */
const placeOrder = async (request: APIRequestContext, customerPo: string) =>
  (
    await placeTeesOnAccount(request, {
      group: GROUP,
      bypassCode: 'LAKESHORE-ACCT',
      customerPo,
      buyer: { first: 'Nadia', last: 'Ferreira' },
      domain: 'lakeshore-buyers.example',
    })
  ).order_number;

/** The demo admin's API, in a context of its own: the buyer's browser stays a buyer's. */
function adminApi(testInfo: TestInfo): Promise<APIRequestContext> {
  return request.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState(testInfo) });
}

interface Account {
  id: string;
  version: number;
  credit_limit_cents: number | null;
}

async function lakeshoreAccount(admin: APIRequestContext): Promise<Account> {
  const listed = await admin.get('/api/console/billing/accounts');
  expect(listed.status(), await listed.text()).toBe(200);
  const accounts = ((await listed.json()) as { accounts: (Account & { group_key: string; store_code: string })[] }).accounts;
  const account = accounts.find((a) => a.group_key === GROUP && a.store_code === '');
  expect(account, "Lakeshore's own account").toBeDefined();
  return account!;
}

async function setCreditLimit(admin: APIRequestContext, cents: number | null): Promise<void> {
  const account = await lakeshoreAccount(admin);
  const changed = await admin.patch(`/api/console/billing/accounts/${account.id}`, {
    data: { version: account.version, credit_limit_cents: cents },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** The month before the provider's, 'YYYY-MM': a statement is sent once its month is over. */
function lastProviderMonth(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PROVIDER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(Date.now());
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
// Every calendar day in words is 'January 06, 2027', in the PDFs as on the screens.
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

test.describe('a group with billing accounts', () => {
  test.skip(({ journey }) => journey.modeB, "the journey uses mode A groups' accounts; the one below covers mode B's");
  // One after the other: the second puts the account on hold, which the first must not meet.
  test.describe.configure({ mode: 'serial' });

  test('A shipped order on account shows its invoice in the Invoices view and in its row, with its PDF', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(120_000);
    const customerPo = uniqueWord('LKINV', testInfo);
    const orderNumber = await placeOrder(page.request, customerPo);
    const admin = await adminApi(testInfo);
    await shipOrder(admin, orderNumber);
    const account = await lakeshoreAccount(admin);
    const sent = await admin.post(`/api/console/billing/accounts/${account.id}/statement/send`, {
      data: { period: lastProviderMonth() },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await admin.dispose();

    await page.goto(journey.path(GROUP, 'orders'));
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const views = page.getByRole('navigation', { name: 'Orders and invoices' });
    await expect(views.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
    await views.getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\?view=invoices$/);
    await expect(views.getByRole('link', { name: 'Invoices', exact: true })).toHaveAttribute('aria-current', 'page');

    const invoices = page.getByRole('table', { name: 'Invoices' });
    const row = invoices.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toHaveCount(1);
    const invoiceNumber = (await row.getByRole('rowheader').textContent())!.trim();
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    await expect(row).toContainText('Open');
    await expect(row).not.toContainText('overdue');
    const accountCard = page.getByRole('listitem', { name: TITLE });
    await expect(accountCard).toContainText('Net 30');
    await expect(accountCard).not.toContainText('On hold');
    const statements = page.getByRole('table', { name: 'Statements' });
    await expect(statements.getByRole('row').filter({ hasText: TITLE })).toHaveCount(1);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'orders-invoices');

    // The PDF downloads under the invoice's number and reads as the invoice.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `PDF of ${invoiceNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const { text } = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Invoice number ${invoiceNumber}`);
    expect(text).toContain(`Order number ${orderNumber}`);
    const listed = (await page.request.get(`/v1/invoices?companyName=${GROUP}`).then((r) => r.json())) as {
      invoices: {
        number: string;
        due_on: string;
        goods_cents: number;
        freight_cents: number;
        tax_cents: number;
        total_cents: number;
      }[];
    };
    const invoice = listed.invoices.find((i) => i.number === invoiceNumber)!;
    expect(text).toContain(`Due date ${longDay(invoice.due_on)}`);
    // Where it ships, and the total apart: goods, freight and tax, as the order was charged.
    expect(text).toContain('SHIP TO');
    expect(text).toContain(`Subtotal ${money(invoice.goods_cents)}`);
    expect(text).toMatch(new RegExp(`Freight( \\(.+\\))? \\${money(invoice.freight_cents)}`));
    expect(text).toMatch(/Sales tax|Tax exempt/);
    expect(invoice.goods_cents + invoice.freight_cents + invoice.tax_cents).toBe(invoice.total_cents);
    expect(text).toContain(`Total due ${money(invoice.total_cents)}`);
    await expect(row).toContainText(longDay(invoice.due_on));
    await expect(row).toContainText(money(invoice.total_cents));

    // The statement's PDF too.
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      statements.getByRole('link', { name: new RegExp(`^PDF of the statement of .+, ${TITLE}$`) }).click(),
    ]);
    expect(statement.suggestedFilename()).toMatch(/\.pdf$/);

    // Back on the Orders view, the order's row names its invoice and links to its PDF.
    await views.getByRole('link', { name: 'Orders', exact: true }).click();
    const orderRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: orderNumber, exact: true }) });
    await expect(orderRow).toContainText(invoiceNumber);
    await expect(orderRow).toContainText('Open');
    await expect(orderRow.getByRole('link', { name: `PDF of ${invoiceNumber}` })).toHaveAttribute(
      'href',
      new RegExp(`/v1/invoices/[0-9a-f-]{36}/pdf\\?companyName=${GROUP}$`),
    );
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'orders-with-invoice');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('An account on credit hold refuses the order on account, says whom to call and keeps the cart', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The first journey's invoice stands: a limit of one cent puts the account over it.
    const admin = await adminApi(testInfo);
    const before = (await lakeshoreAccount(admin)).credit_limit_cents;
    await setCreditLimit(admin, 1);
    try {
      await page.goto(journey.path(GROUP, 'orders?view=invoices'));
      const account = page.getByRole('listitem', { name: TITLE });
      await expect(account).toContainText('On hold');
      await expect(account).toContainText(`Call ${REP.name} at ${REP.phone}.`);
      await expect(account).toContainText('$0.00');
      await expectAccessible(page);
      await captureBothWidths(page, testInfo, 'orders-invoices-on-hold');

      await page.goto(journey.path(GROUP, 'item/1640'));
      await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill('6');
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByRole('link', { name: 'Cart (1)' }).click();
      await fillBuyer(page);
      await page.getByLabel('Code').fill('LAKESHORE-ACCT');
      await expect(page.getByText('Code accepted: this order goes on account, no payment needed.')).toBeVisible();
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      const refusal = page.getByRole('region', { name: 'Payment' }).getByRole('alert');
      await expect(refusal).toHaveText(
        `Orders on account for ${TITLE} are on hold: the account is over its credit limit. Your cart is kept. Call ${REP.name} at ${REP.phone} to settle the account and order again.`,
      );
      // It stays past a toast's 2.5 seconds, and nothing was ordered: the cart is as it was.
      await page.mouse.move(0, 0);
      await page.waitForTimeout(3000);
      await expect(refusal).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toHaveCount(0);
      await expectAccessible(page);
      await captureBothWidths(page, testInfo, 'checkout-credit-hold');
    } finally {
      await setCreditLimit(admin, before);
      await admin.dispose();
    }
    expect(journey.consoleErrors).toEqual([]);
  });
});

test('In a group without a password the invoices are shown in admin mode', async ({ page, journey }, testInfo) => {
  const group = groupFor(journey, 'northstar');
  const title = journey.modeB ? 'Crestline Dealer Storefront' : 'North Star Motors';
  await page.goto(journey.path(group, 'orders?view=invoices'));
  await expect(page.getByText(`The invoices of ${title} are shown in admin mode.`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'orders-invoices-admin-only');

  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin password' });
  await dialog.getByLabel('Password', { exact: true }).fill('crestline-admin');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Admin mode is on' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible();
  // Every group that takes bypass codes has its account (the default storefront too); other journeys
  // of the run may have invoiced it already: its account is what is shown here.
  await expect(page.getByRole('listitem', { name: title })).toContainText('Balance');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'orders-invoices-admin-mode');
  expect(journey.consoleErrors).toEqual([]);
});
