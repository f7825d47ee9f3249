import { request as apiRequest, type APIRequestContext, type TestInfo } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { adminState } from '../support/console';
import { addToCart, chargesQuoted, fillBuyer, storefrontOf } from '../support/journeys';

// docs/product.md#checkout, decision 002: a cart filled before staff published new prices is refused
// by the server (409), the page loads the catalogue again, says which line's price changed and flags
// the size no longer offered until the buyer removes it, then places the order at the new price.

/** A tee no other journey orders, so changing it cannot disturb them. */
const CODE = 'T-1645';

interface OfferItem {
  code: string;
  sizes: Record<string, number>;
  [field: string]: unknown;
}

/** The demo admin's console API on this project's server. */
const adminApi = (testInfo: TestInfo) =>
  apiRequest.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState(testInfo) });

async function offerItem(admin: APIRequestContext, group: string): Promise<OfferItem> {
  const answer = await admin.get(`/api/console/offer/${group}/items`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: OfferItem[] }).items.find((item) => item.code === CODE)!;
}

/** Saves the item in the group's draft and publishes it now, as staff do from the console. */
async function publishItem(admin: APIRequestContext, group: string, item: OfferItem): Promise<void> {
  const saved = await admin.put(`/api/console/offer/${group}/items/${CODE}`, { data: item });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await admin.post(`/api/console/offer/${group}/publish`, { data: { at: null } });
  expect(published.status(), await published.text()).toBe(200);
}

test.describe('a cart whose prices changed after a publish', () => {
  test('The checkout says which price changed, flags the size no longer offered, and the order is placed at the new price', async ({
    page,
    journey,
  }, testInfo) => {
    // A group has one draft: mode B's only group is the one the catalogue journey edits, and the two
    // would publish each other's changes. Prairie's draft is this journey's alone.
    test.skip(journey.modeB, 'needs a group whose draft no other journey edits');
    const group = 'prairie';
    const code = 'pwfd01';
    const admin = await adminApi(testInfo);
    const original = await offerItem(admin, group);
    const [color] = original.colors as string[];
    const storefront = await storefrontOf(page, group);
    let published = false;
    try {
      // The buyer fills the cart and the form with the catalogue as it is.
      await page.goto(journey.path(group, `item/${CODE}`));
      await addToCart(
        page,
        [
          { size: 'Large', color: color!, quantity: '2' },
          { size: '4XLarge', color: color!, quantity: '1' },
        ],
        storefront.embroideries.tshirts[0],
      );
      await page.getByRole('link', { name: 'Cart (2)' }).click();
      await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
      await fillBuyer(page);
      await page.getByLabel('Code').fill(code);
      const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
      await expect(checkout).toBeEnabled();
      // The order is placed only once its freight and tax are shown (docs/product.md#checkout).
      await chargesQuoted(page);

      // Meanwhile staff raise the Large by $2.00: the order is refused with the change named, and the
      // page prices the cart with the catalogue loaded again.
      const large = original.sizes.Large!;
      const raised = Math.round(large * 100 + 200) / 100;
      await publishItem(admin, group, { ...original, sizes: { ...original.sizes, Large: raised } });
      published = true;
      await checkout.click();
      const money = (dollars: number) => `$${dollars.toFixed(2)}`;
      const refusal = page.getByRole('region', { name: 'Payment' }).getByRole('alert');
      await expect(refusal).toContainText(
        new RegExp(`^Prices have changed since this cart was filled: .+ \\(Large\\) \\${money(large)} → \\${money(raised)}\\.`),
      );
      const notice = page.getByRole('status').filter({ hasText: 'Prices have changed' });
      await expect(notice).toContainText(new RegExp(`Price changed: .+ \\(Large\\) \\${money(large)} → \\${money(raised)} each`));
      await expect(checkout).toBeEnabled();
      // The cart at its new prices is quoted again before the next press.
      await chargesQuoted(page);

      // Then they stop offering the 4XLarge: refused again, the line is kept, flagged, and the order waits.
      const { '4XLarge': _retired, ...sizes } = original.sizes;
      await publishItem(admin, group, { ...original, sizes: { ...sizes, Large: raised } });
      await checkout.click();
      await expect(refusal).toContainText('has no size 4XLarge');
      await expect(page.getByText('No longer offered: remove it to place the order')).toBeVisible();
      await expect(checkout).toBeDisabled();
      await expect(page.getByText('Remove the items no longer offered to place the order.')).toBeVisible();
      await expect(notice).toBeVisible();
      await captureBothWidths(page, testInfo, 'checkout-price-changes');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-checkout-price-changes-390.png`),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1366, height: 900 });
      await expectAccessible(page);

      // Removed, the order goes through at the new price; the notice stayed until then.
      const lines = page.getByRole('listitem').filter({ hasText: 'No longer offered' });
      await lines.getByRole('button', { name: /^Remove / }).click();
      await expect(page.getByText('No longer offered: remove it to place the order')).toHaveCount(0);
      await expect(notice).toBeVisible();
      await expect(page.getByText(`Subtotal (2 items): ${money(raised * 2)}`)).toBeVisible();
      await checkout.click();
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
      expect(journey.consoleErrors).toEqual([]);
    } finally {
      // The price as it was, for the runs after this one.
      if (published) await publishItem(admin, group, original);
      await admin.dispose();
    }
  });
});
