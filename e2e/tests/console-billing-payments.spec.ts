import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { pdfText } from '@portal/testing/pdf-text';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin, logInToConsole, uniqueWord } from '../support/console';
import { placeTeesOnAccount } from '../support/billing';

// A billing account's page (docs/console.md#a-billing-account): two orders on account ship and are
// invoiced, staff record payments against them (part, the rest, more than is due), take one back and
// allocate it again, reverse one, and the balance always adds up to the invoices' outstanding less
// the credit; the month's statement then shows those payments and its PDF closes on the balance.
// North Star Motors: an account no other journey bills, so its figures are this journey's alone.

const GROUP = 'northstar';
const BYPASS = 'NORTHSTAR-ACCT';
const ACCOUNT = 'North Star Motors';

/** Places an order on account for the group, as a buyer would, and answers its id and number. */
const placeOnAccount = (request: APIRequestContext, customerPo: string, quantity: number) =>
  placeTeesOnAccount(request, {
    group: GROUP,
    bypassCode: BYPASS,
    customerPo,
    buyer: { first: 'Tobias', last: 'Wrenfield' },
    quantity,
  });

/** Ships an order as the admin (the fulfilment journey walks these moves on the order's page): the account invoices it. */
async function ship(request: APIRequestContext, orderId: string) {
  const status = `/api/console/orders/${orderId}/status`;
  const started = await request.post(status, { data: { to: 'in_production', expected_status: 'received' } });
  expect(started.status(), await started.text()).toBe(200);
  const shipped = await request.post(status, {
    data: { to: 'shipped', expected_status: 'in_production', carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
}

/** Sets North Star's credit limit as the admin, and answers the one it had. */
async function setCreditLimit(request: APIRequestContext, cents: number | null): Promise<number | null> {
  const list = await request.get('/api/console/billing/accounts');
  const accounts = (
    (await list.json()) as {
      accounts: { id: string; group_key: string; store_code: string; version: number; credit_limit_cents: number | null }[];
    }
  ).accounts;
  const account = accounts.find((a) => a.group_key === GROUP && a.store_code === '')!;
  const changed = await request.patch(`/api/console/billing/accounts/${account.id}`, {
    data: { version: account.version, credit_limit_cents: cents },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return account.credit_limit_cents;
}

/** '$1,234.56' or '-$25.00' as cents, read from the text. */
function cents(text: string): number {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
}

/** Cents as the amount field takes them: '89.94'. */
const dollars = (amount: number) => (amount / 100).toFixed(2);

/** A figure's amount: the definition after its term. */
const figure = (page: Page, name: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
const invoicesTable = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const invoiceRow = (page: Page, number: string) =>
  invoicesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
/** An invoice's outstanding and status cells (after its number: order, issued, due, total, outstanding, status). */
const outstandingOf = async (row: Locator) => cents(await row.getByRole('cell').nth(4).innerText());
const statusOf = (row: Locator) => row.getByRole('cell').nth(5);

/** The balance is the invoices' outstanding less the credit: the page's figures agree with its table. */
async function expectBalanceAddsUp(page: Page): Promise<number> {
  const outstanding = await invoicesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .evaluateAll((rows) => rows.map((row) => row.children[row.children.length - 2]!.textContent ?? ''));
  const owed = outstanding.map(cents).reduce((total, amount) => total + amount, 0);
  const credit = cents(await figure(page, 'Credit (unallocated payments)').innerText());
  const balance = cents(await figure(page, 'Balance').innerText());
  expect(balance, `balance ${balance} = outstanding ${owed} − credit ${credit}`).toBe(owed - credit);
  return balance;
}

/** Opens 'Record a payment' and types the amount and reference. */
async function startPayment(page: Page, amount: string, reference: string) {
  await page.getByRole('button', { name: 'Record a payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record a payment from ${ACCOUNT}` });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Reference' }).fill(reference);
  return dialog;
}

/** '-$40.00' for cents as the page writes them. */
const money = (amount: number) => `${amount < 0 ? '-' : ''}$${dollars(Math.abs(amount)).replace(/\B(?=(\d{3})+\.)/g, ',')}`;

/**
 * A picture of one part of the page at desktop and phone widths, attached to the test
 * (captureBothWidths takes the whole page): cut from the whole page, so the sticky top bar stays at
 * the top of the page rather than over the part.
 */
async function captureSection(page: Page, section: Locator, testInfo: TestInfo, name: string) {
  const original = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const [label, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    const box = await section.boundingBox();
    if (!box) throw new Error(`${name} is not on the page`);
    const path = testInfo.outputPath(`${testInfo.project.name}-${name}-${label}.png`);
    await page.screenshot({ path, fullPage: true, clip: box });
    await testInfo.attach(`${name} (${label})`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(original);
}

async function finishPayment(page: Page, dialog: Locator, notice: string) {
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record a payment' })).toBeFocused();
}

test.describe(() => {
  test.skip(({ journey }) => journey.modeB, 'the console is the same in both route modes; mode B serves one group only');

  test('Staff record a part payment, the rest, and more than is due, take one back, reverse one, read the month’s statement and lift a credit hold', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(180_000);
    await asAdmin(page.context(), testInfo);
    const run = uniqueWord('NS', testInfo);
    const first = await placeOnAccount(page.request, `${run}-1`, 6);
    const second = await placeOnAccount(page.request, `${run}-2`, 9);
    await ship(page.request, first.order_id);
    await ship(page.request, second.order_id);

    await page.goto('/console/billing');
    await page.getByRole('table', { name: 'Billing accounts' }).getByRole('link', { name: ACCOUNT, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: ACCOUNT })).toBeVisible();
    await expect(page).toHaveTitle(`${ACCOUNT} — Billing account — Crestline Console`);
    const rowOf = (orderNumber: string) =>
      invoicesTable(page)
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) });
    await expect(rowOf(first.order_number)).toContainText('Open');
    await expect(rowOf(second.order_number)).toContainText('Open');
    const numberOf = async (orderNumber: string) => (await rowOf(orderNumber).getByRole('rowheader').innerText()).trim();
    const numbers = [await numberOf(first.order_number), await numberOf(second.order_number)];
    const totals = new Map<string, number>();
    for (const number of numbers) totals.set(number, await outstandingOf(invoiceRow(page, number)));
    await expectBalanceAddsUp(page);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-account');

    // Both are due the same day: oldest first pays the one issued first, the first order's, and the preview names it.
    let dialog = await startPayment(page, '40', `${run}-CHQ1`);
    const preview = dialog.getByRole('list', { name: 'Where oldest first puts it' });
    await expect(preview.getByRole('listitem').last()).toHaveText('Left as credit$0.00');
    const head = /INV-\d{4}-\d+/.exec(await preview.getByRole('listitem').first().innerText())?.[0] ?? '';
    expect(head).toBe(numbers[0]);
    const other = numbers[1]!;
    const headRow = invoiceRow(page, head);
    const otherRow = invoiceRow(page, other);
    const headTotal = totals.get(head)!;

    // A part payment on that invoice, chosen.
    await dialog.getByRole('radio', { name: 'Choose' }).check();
    await dialog.getByRole('textbox', { name: `Amount for ${head}` }).fill('40');
    await expect(dialog.getByRole('list', { name: 'What is left' })).toHaveText('Left as credit$0.00');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-record-payment');
    await finishPayment(page, dialog, 'A payment of $40.00 was recorded: $40.00 allocated to invoices, nothing left as credit.');
    await expect(statusOf(headRow)).toHaveText('Partly paid');
    expect(await outstandingOf(headRow)).toBe(headTotal - 4_000);
    await expectBalanceAddsUp(page);

    // The rest of it, oldest first: the preview puts all of it on that invoice.
    const rest = dollars(headTotal - 4_000);
    dialog = await startPayment(page, rest, `${run}-CHQ2`);
    await expect(preview.getByRole('listitem')).toHaveText([`${head}$${rest}`, 'Left as credit$0.00']);
    await finishPayment(
      page,
      dialog,
      `A payment of $${rest} was recorded: $${rest} allocated to invoices, nothing left as credit.`,
    );
    await expect(statusOf(headRow)).toHaveText('Paid');
    expect(await outstandingOf(headRow)).toBe(0);

    // That cheque's allocation taken back: the invoice has it to pay again, the cheque holds it as credit
    // and offers no second take-back; allocated again, oldest first, it pays the invoice once more.
    const chq2 = page.getByRole('list', { name: 'Payments' }).getByRole('listitem', { name: `Payment $${rest}` });
    await chq2.getByRole('button', { name: new RegExp(`^Take back \\$${rest} from ${head}`) }).click();
    dialog = page.getByRole('dialog', { name: `Take back $${rest} from ${head}?` });
    await dialog.getByRole('button', { name: 'Take back' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusOf(headRow)).toHaveText('Partly paid');
    expect(await outstandingOf(headRow)).toBe(headTotal - 4_000);
    await expect(chq2).toContainText(`$${rest} left as credit`);
    await expect(chq2.getByRole('button', { name: /^Take back/ })).toHaveCount(0);
    await expect(figure(page, 'Credit (unallocated payments)')).toHaveText(`$${rest}`);
    await expectBalanceAddsUp(page);
    await chq2.getByRole('button', { name: /^Allocate the payment of / }).click();
    dialog = page.getByRole('dialog', { name: 'Allocate a payment’s credit' });
    await expect(dialog.getByRole('textbox', { name: `Amount for ${head}` })).toHaveValue(rest);
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusOf(headRow)).toHaveText('Paid');
    await expect(figure(page, 'Credit (unallocated payments)')).toHaveText('$0.00');
    // The new allocation stands beside the one taken back: it alone can be taken back.
    await expect(chq2.getByRole('button', { name: /^Take back/ })).toHaveCount(1);
    const owedBefore = await expectBalanceAddsUp(page);
    expect(owedBefore).toBe(await outstandingOf(otherRow));

    // More than is due: the other invoice is paid and $25.00 is left as credit on the account.
    const more = dollars(owedBefore + 2_500);
    const overpaid = `${run}-ACH3`;
    dialog = await startPayment(page, more, overpaid);
    await dialog.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'ACH' });
    await expect(preview.getByRole('listitem')).toHaveText([`${other}$${dollars(owedBefore)}`, 'Left as credit$25.00']);
    await finishPayment(
      page,
      dialog,
      `A payment of $${more} was recorded: $${dollars(owedBefore)} allocated to invoices, $25.00 left as credit.`,
    );
    await expect(statusOf(otherRow)).toHaveText('Paid');
    await expect(figure(page, 'Credit (unallocated payments)')).toHaveText('$25.00');
    await expect(figure(page, 'Balance')).toHaveText('-$25.00');
    await expectBalanceAddsUp(page);
    const card = page.getByRole('list', { name: 'Payments' }).getByRole('listitem', { name: `Payment $${more}` });
    await expect(card).toContainText('$25.00 left as credit');
    await expect(card).toContainText('ACH');
    await expect(card).toContainText('admin@crestline.example');

    // The over-payment bounced: reversed, its allocation is taken back and the balance comes back.
    await card.getByRole('button', { name: /^Reverse the payment of / }).click();
    dialog = page.getByRole('dialog', { name: `Reverse the payment of $${more}?` });
    await expect(dialog).toContainText(`these invoices have it to pay again: ${other} ($${dollars(owedBefore)})`);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Returned by the bank: account closed');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-reverse-payment');
    await dialog.getByRole('button', { name: 'Reverse payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `received` }).filter({ hasText: 'was reversed.' })).toBeVisible();
    await expect(figure(page, 'Balance')).toHaveText(`$${dollars(owedBefore)}`);
    await expect(figure(page, 'Credit (unallocated payments)')).toHaveText('$0.00');
    await expect(statusOf(otherRow)).toHaveText('Open');
    await expect(statusOf(headRow)).toHaveText('Paid');
    expect(await expectBalanceAddsUp(page)).toBe(owedBefore);
    const payments = page.getByRole('list', { name: 'Payments' });
    await expect(payments.getByRole('listitem', { name: `Reversal -$${more}` })).toContainText('Returned by the bank');
    await expect(payments.getByRole('listitem', { name: `Payment $${more}` })).toContainText('Reversed');
    await expect(payments.getByRole('button', { name: /^Reverse the payment of .*ACH3/ })).toHaveCount(0);

    // What the server kept, read afresh.
    await page.reload();
    await expect(figure(page, 'Balance')).toHaveText(`$${dollars(owedBefore)}`);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-account-payments');

    // This month's statement, a preview: the month's invoices and every payment, closing on the balance.
    const statements = page.getByRole('region', { name: 'Statements' });
    const month = statements.getByRole('combobox', { name: 'Month' });
    const thisMonth = await month.locator('option').first().getAttribute('value');
    await month.selectOption(thisMonth!);
    await expect(page).toHaveURL(new RegExp(`[?&]month=${thisMonth}$`));
    await expect(statements.getByText('Preview')).toBeVisible();
    const lines = statements.getByRole('table', { name: 'Statement lines' });
    const lineOf = (reference: string) =>
      lines.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference, exact: true }) });
    for (const number of numbers) await expect(lineOf(number)).toContainText(money(totals.get(number)!));
    await expect(lineOf(`${run}-CHQ1`)).toContainText('-$40.00');
    await expect(lineOf(`${run}-CHQ2`)).toContainText(money(-(headTotal - 4_000)));
    await expect(lineOf(`${run}-ACH3`)).toContainText(money(-(owedBefore + 2_500)));
    const reversal = lines.getByRole('row').filter({ hasText: `Reversal of ${overpaid}` });
    await expect(reversal).toContainText('Payment reversal');
    await expect(reversal).toContainText(money(owedBefore + 2_500));
    const closing = statements
      .getByRole('term')
      .filter({ hasText: /^Closing balance/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(closing).toHaveText(money(owedBefore));
    await expect(statements.getByRole('table', { name: 'Invoiced by customer PO' })).toContainText(`${run}-1`);
    await expect(statements.getByRole('button', { name: 'Send now' })).toHaveCount(0);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-account-statement-page');
    await captureSection(page, statements, testInfo, 'console-billing-account-statement');

    // Its PDF downloads under the account and the month, and closes on the same balance.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statements.getByRole('link', { name: /^PDF of the statement of / }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-${GROUP}-${thisMonth}.pdf`);
    const { text } = await pdfText(await readFile(await download.path()));
    expect(text).toContain(ACCOUNT);
    expect(text).toContain(`Balance due ${money(owedBefore)}`);

    // Over a credit limit lowered to $1.00 the account is on credit hold; lifted for two weeks, it orders again.
    const limit = await setCreditLimit(page.request, 100);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'On credit hold: over its credit limit' })).toBeVisible();
    await page.getByRole('button', { name: 'Lift the hold' }).click();
    dialog = page.getByRole('dialog', { name: `Lift the credit hold of ${ACCOUNT}` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The owner promised a cheque by Friday');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'console-billing-lift-hold');
    await dialog.getByRole('button', { name: 'Lift the hold' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: /is lifted until .*: its orders on account are taken/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Hold lifted until / })).toBeVisible();
    await expectAccessible(page);
    await setCreditLimit(page.request, limit);

    // An invoice's page names the account, a link back to this page under the Accounts tab.
    await invoiceRow(page, head).getByRole('link', { name: head, exact: true }).click();
    await page.getByRole('region', { name: 'Billed to' }).getByRole('link', { name: ACCOUNT, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: ACCOUNT })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    expect(journey.consoleErrors).toEqual([]);
  });

  test("North Star's rep reads its account and changes nothing", async ({ page, journey }) => {
    await logInToConsole(page, 'nils.ambrose@crestline.example');
    await page.goto('/console/billing');
    await page.getByRole('link', { name: ACCOUNT, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: ACCOUNT })).toBeVisible();
    await expect(figure(page, 'Balance')).toBeVisible();
    await expect(
      page.getByText(
        'You can read this account here; payments, credit holds, sending statements and tax exemption certificates need an admin or the accounts role.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Record a payment|Allocate|Take back|Reverse)/ })).toHaveCount(0);
    await expectAccessible(page);
    expect(journey.consoleErrors).toEqual([]);
  });
});
