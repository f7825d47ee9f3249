import { request as apiRequest, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { invoiceOfOrder, placeTeesOnAccount, shipOrder } from '../support/billing';
import { adminState } from '../support/console';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { chargesQuoted, fillBuyer } from '../support/journeys';
import { linkIn, waitForMail } from '../support/outbox-mail';

// A dealership's own brakes on spending (docs/approvals.md), on Tidewater Auto Group, the demo
// group with rules: orders above $500 wait for Renata Okafor; Tidewater Ford (TWFD01) has $2,000 a
// month, Tidewater Honda (TWHN01) $800 that refuses orders over it, Tidewater Toyota (TWTY01) its
// own $300 limit and approver Priya Castellanos, and the group's orders with no store $1,000 that
// send orders over it to approval; SERVICE-DESK takes $400 an order and $600 a month. Virginia
// collects no tax here and Ground is $15.00, so a cart of Large tees at $14.99 costs 14.99 × n + 15.
// No other journey orders for Tidewater, and each journey here uses a store of its own.

const GROUP = 'tidewater';
const RENATA = 'renata.okafor@tidewater-auto.example';
const PRIYA = 'priya.castellanos@tidewater-auto.example';
const REP_PHONE = '(555) 015-9034';

/** Large Black tees in the cart, the buyer's details typed, the store (its code, '' for none) and the bypass code chosen, and the charges quoted. */
async function checkoutTees(page: Page, path: (screen: string) => string, tees: number, store: string, code: string) {
  await page.goto(path('item/1640'));
  await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill(String(tees));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  await fillBuyer(page);
  await page.getByRole('combobox', { name: 'Store' }).selectOption(store);
  await page.getByLabel('Code').fill(code);
  await expect(page.getByText('Code accepted: this order goes on account, no payment needed.')).toBeVisible();
  await chargesQuoted(page);
}

/** The demo admin's console API, in a context of its own: the buyer's browser stays a buyer's. */
function adminApi(testInfo: TestInfo): Promise<APIRequestContext> {
  return apiRequest.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState(testInfo) });
}

test.describe('approvals, budgets and capped codes', () => {
  test.skip(({ journey }) => journey.modeB, 'Tidewater is served in route mode A');

  test('An order above the limit waits; the approver approves from the e-mail; the buyer is told; it is produced and invoiced on shipping', async ({
    page,
    journey,
  }, testInfo) => {
    const path = (screen: string) => journey.path(GROUP, screen);
    // 40 tees: $599.60 + $15.00 = $614.60, above the group's $500.
    await checkoutTees(page, path, 40, 'TWFD01', 'TIDEWATER-ACCT');
    const total = page.getByRole('region', { name: 'Order total' });
    await expect(
      total.getByText('This order will wait for approval by Renata Okafor before it goes into production.'),
    ).toBeVisible();
    await expect(total.getByText('Why: orders over $500.00 need approval.')).toBeVisible();
    await expect(total.getByText("$2,000.00 left of this store's budget this month")).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'approvals-checkout-will-wait');

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval by Renata Okafor' })).toBeVisible();
    const number = (await page
      .getByText(/^CB-\d+$/)
      .first()
      .textContent())!.trim();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'approvals-success-waiting');

    const request = await waitForMail(testInfo, RENATA, new RegExp(`^Approve order ${number} `));
    expect(request.text).toContain('Jane Okafor');
    expect(request.text).toContain('$614.60');
    const approve = new URL(linkIn(request, `Approve order ${number}`));
    // The link opens the group's own page; the token is after '#', never sent to a server.
    expect(approve.pathname).toBe(`/${GROUP}/approval`);
    expect(approve.hash.length).toBeGreaterThan(20);

    // The approver's own browser: no session of the group, no cookie of the buyer's.
    const approverContext = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
    const approver = await approverContext.newPage();
    try {
      await approver.goto(`${approve.pathname}${approve.hash}`);
      await expect(approver.getByRole('heading', { level: 1, name: `Approve order ${number}` })).toBeVisible();
      await expect(approver.getByText('$614.60').first()).toBeVisible();
      await expect(approver.getByText('Over the order total that needs approval')).toBeVisible();
      await expectAccessible(approver);
      await captureBothWidths(approver, testInfo, 'approvals-link-page');
      await approver.getByRole('button', { name: `Approve order ${number}` }).click();
      await expect(approver.getByText(`Order ${number} approved`)).toBeVisible();
      await captureBothWidths(approver, testInfo, 'approvals-link-approved');
      // Once decided, the budget counts the order as spent.
      const budget = approver.getByRole('region', { name: "Tidewater Ford of Saltmarsh Point's budget this month" });
      await expect(budget).toContainText(/Spent\s*\$614\.60\s*Waiting for approval\s*\$0\.00/);
      // The same link again changes nothing and says why.
      await approver.reload();
      await expect(approver.getByText('This order was decided already')).toBeVisible();
      await expect(approver.getByRole('button', { name: `Approve order ${number}` })).toHaveCount(0);
    } finally {
      await approverContext.close();
    }

    await page.goto(path('orders'));
    await expect(page.getByText('Approved by Renata Okafor').first()).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'approvals-orders-approved');
    await waitForMail(testInfo, 'jane.okafor@example.com', new RegExp(`^Your order ${number} was approved$`));

    // Approved: the order goes into production and its account invoices it when it ships.
    const admin = await adminApi(testInfo);
    try {
      await shipOrder(admin, number);
      expect((await invoiceOfOrder(admin, number)).total_cents).toBe(61_460);
    } finally {
      await admin.dispose();
    }
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A rejection with a reason reaches the buyer', async ({ page, journey }, testInfo) => {
    // 20 tees: $299.80 + $15.00 = $314.80, above Tidewater Toyota's own $300.
    const placed = await placeTeesOnAccount(page.request, {
      group: GROUP,
      bypassCode: 'TIDEWATER-ACCT',
      customerPo: 'TW-REJECT-1',
      buyer: { first: 'Jane', last: 'Okafor' },
      quantity: 20,
      store: 'TWTY01',
      domain: 'tidewater-buyers.example',
    });
    const number = placed.order_number;
    const request = await waitForMail(testInfo, PRIYA, new RegExp(`^Approve order ${number} `));
    const reject = new URL(linkIn(request, `Reject order ${number}`));
    await page.goto(`${reject.pathname}${reject.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: `Reject order ${number}` })).toBeVisible();
    const button = page.getByRole('button', { name: `Reject order ${number}` });
    // A rejection needs its reason: the buyer reads it.
    await button.click();
    await expect(page.getByLabel('Why is it rejected?')).toBeFocused();
    await page.getByLabel('Why is it rejected?').fill('Hats were ordered for this store last week.');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'approvals-link-reject');
    await button.click();
    await expect(page.getByText(`Order ${number} rejected`)).toBeVisible();

    await page.goto(journey.path(GROUP, 'orders'));
    await expect(
      page.getByText('Rejected by Priya Castellanos: Hats were ordered for this store last week.').first(),
    ).toBeVisible();
    const told = await waitForMail(
      testInfo,
      'tw-reject-1@tidewater-buyers.example',
      new RegExp(`^Your order ${number} was cancelled$`),
    );
    expect(told.text).toContain('Hats were ordered for this store last week.');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('An order over the budget of the group’s orders with no store waits for approval', async ({ page, journey }, testInfo) => {
    // Two orders of 30 tees ($464.70 each, under the $500 limit) spend $929.40 of the $1,000.
    for (const po of ['TW-NOSTORE-1', 'TW-NOSTORE-2'])
      await placeTeesOnAccount(page.request, {
        group: GROUP,
        bypassCode: 'TIDEWATER-ACCT',
        customerPo: po,
        buyer: { first: 'Jane', last: 'Okafor' },
        quantity: 30,
      });
    // 10 more tees ($164.90) would take it to $1,094.30.
    await checkoutTees(page, (screen) => journey.path(GROUP, screen), 10, '', 'TIDEWATER-ACCT');
    const total = page.getByRole('region', { name: 'Order total' });
    await expect(
      total.getByText('This order will wait for approval by Renata Okafor before it goes into production.'),
    ).toBeVisible();
    await expect(total.getByText("Why: it is over the store's budget for this month.")).toBeVisible();
    await expect(total.getByText(/^\$70\.60 left of the budget/)).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'approvals-checkout-over-budget');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval by Renata Okafor' })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A store whose budget refuses orders over it refuses one at checkout', async ({ page, journey }, testInfo) => {
    // 30 tees ($464.70) of Tidewater Honda's $800; 25 more ($389.75) would pass it.
    await placeTeesOnAccount(page.request, {
      group: GROUP,
      bypassCode: 'TIDEWATER-ACCT',
      customerPo: 'TW-HONDA-1',
      buyer: { first: 'Jane', last: 'Okafor' },
      quantity: 30,
      store: 'TWHN01',
    });
    await checkoutTees(page, (screen) => journey.path(GROUP, screen), 25, 'TWHN01', 'TIDEWATER-ACCT');
    const refusal =
      "This order is over Tidewater Honda of Saltmarsh Point's budget for this month: $335.30 is left. Remove some items, or ask your purchasing manager to raise the budget.";
    await expect(page.getByRole('region', { name: 'Order total' }).getByText(refusal)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Payment' }).getByRole('note')).toHaveText(refusal);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'approvals-checkout-refused');
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A code over its monthly cap is refused with the rep’s phone', async ({ page, journey }, testInfo) => {
    // 20 tees ($314.80) of SERVICE-DESK's $600 a month; 20 more would take it to $629.60.
    await placeTeesOnAccount(page.request, {
      group: GROUP,
      bypassCode: 'SERVICE-DESK',
      customerPo: 'TW-DESK-1',
      buyer: { first: 'Jane', last: 'Okafor' },
      quantity: 20,
      store: 'TWCC01',
    });
    await checkoutTees(page, (screen) => journey.path(GROUP, screen), 20, 'TWCC01', 'SERVICE-DESK');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Payment' }).getByRole('alert')).toHaveText(
      `This bypass code has reached its limit of $600.00 for this month. Please call your account representative at ${REP_PHONE}.`,
    );
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toHaveCount(0);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'approvals-code-over-cap');
    expect(journey.consoleErrors).toEqual([]);
  });
});
