import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { addToCart, fillBuyer, groupFor, storefrontOf } from '../support/journeys';

/** Places a one-line order on account and waits for the success screen. */
async function placeOrder(page: Page, journey: Journey, group: string): Promise<void> {
  const storefront = await storefrontOf(page, group);
  await page.goto(journey.path(group, 'item/1640'));
  await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '2' }], storefront.embroideries.tshirts[0]);
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await fillBuyer(page);
  await page.getByLabel('Code').fill(journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
}

/** The address of one screen of the group and nothing else, the host included (mode B's screens are at the root). */
const screenUrl = (journey: Journey, group: string, screen: string) =>
  new RegExp(`^[a-z]+://[^/]+${journey.path(group, screen)}$`);

/** The screen reached after leaving the success screen drew itself, not the error screen. */
async function expectLeftCleanly(page: Page, journey: Journey, arrived: RegExp): Promise<void> {
  await expect(page).toHaveURL(arrived);
  await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
}

/** The group's home and nothing else: in mode B the home is '/', so the host must be part of the match. */
const homeUrl = (journey: Journey, group: string) => new RegExp(`^[a-z]+://[^/]+${journey.path(group).replace(/\/$/, '')}/?$`);

test("The success screen names the order, its store (the group for none) and the buyer's PO, how it is paid, where the confirmation went, and what next", async ({
  page,
  journey,
}, testInfo) => {
  const group = groupFor(journey, 'cedar');
  const title = (await storefrontOf(page, group)).title as string;
  await placeOrder(page, journey, group);
  const summary = page.getByRole('main').locator('dl.success-summary');
  // On account: the account it bills (every group taking codes has one), the code only masked (decision 016).
  await expect(summary.locator('dt')).toHaveText(['Order number', 'Store', 'Ships to', 'Your PO', 'Payment', 'Code used']);
  await expect(summary.locator('dd')).toHaveText([
    /^CB-\d+$/,
    title,
    // No store: the group's own address (docs/product.md#ship-to-freight-and-sales-tax).
    new RegExp(`^${title}`),
    'PO-2231',
    `On account, billed to ${journey.modeB ? 'Crestline Dealer Storefront' : 'Cedar Creek Automotive'}`,
    journey.modeB ? '••••••ER' : '••••••CT',
  ]);
  await expect(page.getByText(journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT')).toHaveCount(0);
  // What it cost apart, as create-order charged it: Ground's freight, and Ohio's tax in mode B (Oregon has none).
  await expect(page.locator('dl.success-charges dt')).toHaveText([
    'Goods',
    'Freight (Ground)',
    journey.modeB ? 'Sales tax (OH 5.75%)' : 'Sales tax',
    'Total',
  ]);
  await expect(page.getByText('A confirmation e-mail is on its way to jane.okafor@example.com.')).toBeVisible();
  const next = page.getByRole('navigation', { name: 'Next steps' });
  await expect(next.getByRole('link', { name: 'View orders' })).toBeVisible();
  await expect(next.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await captureBothWidths(page, testInfo, 'success');
  await expectAccessible(page);

  await next.getByRole('link', { name: 'View orders' }).click();
  await expectLeftCleanly(page, journey, screenUrl(journey, group, 'orders'));
  await page.goBack();
  await page.getByRole('navigation', { name: 'Next steps' }).getByRole('link', { name: 'Continue shopping' }).click();
  await expectLeftCleanly(page, journey, homeUrl(journey, group));
});

test.describe('leaving the success screen', () => {
  test('Every link of the success screen leads on without a page error', async ({ page, journey }) => {
    const group = groupFor(journey, 'cedar');
    const home = homeUrl(journey, group);
    await placeOrder(page, journey, group);

    const links: { name: string; arrives: RegExp; heading?: string }[] = [
      { name: 'View Orders', arrives: /\/orders$/ },
      { name: 'Back to home', arrives: home },
      { name: `${(await storefrontOf(page, group)).title} home`, arrives: home },
      { name: 'Cart (0)', arrives: /\/checkout$/, heading: 'Cart' },
    ];
    for (const link of links) {
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
      await page.getByRole('link', { name: link.name, exact: true }).click();
      await expectLeftCleanly(page, journey, link.arrives);
      if (link.heading) await expect(page.getByRole('heading', { name: link.heading })).toBeVisible();
      // History keeps the order in its state, so back shows the same success screen again.
      await page.goBack();
    }
  });

  test('A reloaded success screen, and one opened without an order, can be left too', async ({ page, journey }) => {
    const group = groupFor(journey, 'cedar');
    const home = homeUrl(journey, group);
    await placeOrder(page, journey, group);
    // A reload keeps the order in the history state.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home', exact: true }).click();
    await expectLeftCleanly(page, journey, home);

    for (const link of [
      { name: 'Back to the store', arrives: home },
      { name: 'View Orders', arrives: /\/orders$/ },
    ]) {
      // A fresh history entry: a bookmark or a new tab has no order to show.
      await page.goto(journey.path(group, 'success'));
      await expect(page.getByRole('heading', { name: 'No order to show' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: link.name, exact: true }).click();
      await expectLeftCleanly(page, journey, link.arrives);
    }
  });
});
