import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { groupFor, pricedNow, showOrderItems, storefrontOf } from '../support/journeys';

const line = (code: string, name: string, type: string, size: string, color: string, quantity: number, embroidery = '') => ({
  type,
  name,
  price: 0,
  quantity,
  size,
  color,
  code,
  placement: embroidery ? 'Left Chest' : type === 'customs' ? 'N/A' : 'Left Chest',
  embroidery,
});

/** An order on account: a polo with a logo, plates in packs of 250 and of 500 (750 units, $3.19 each), and black tees. */
async function placeOrder(page: Page, journey: Journey, group: string): Promise<string> {
  const logo = (await storefrontOf(page, group)).embroideries.mens[0] as string;
  const placed = await page.request.post('/v1/create-order', {
    data: {
      companyName: group,
      first_name: 'Reorder',
      last_name: 'Tester',
      email: 'reorder.tester@example.com',
      store: '',
      customer_po: '',
      bypassPaypal: true,
      bypassCode: journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT',
      cart: await pricedNow(page.request, group, [
        line('1240', 'Brookfield Performance Polo', 'mens', 'Large', 'Navy', 2, logo),
        line('CP-250-AL', 'Aluminum License Plate', 'customs', '250', 'White', 250),
        line('CP-250-AL', 'Aluminum License Plate', 'customs', '500', 'White', 500),
        line('1640', 'Everyday Cotton Tee', 'tshirts', 'Large', 'Black', 2),
      ]),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order_number: string }).order_number;
}

test.describe('reorder', () => {
  test('A whole order and one line go back in the cart at today’s prices; what changed and what cannot be ordered is said', async ({
    page,
    journey,
  }, testInfo) => {
    // A long journey with screenshots at two widths and axe on several screens: more time on a busy machine.
    test.slow();
    const group = groupFor(journey, 'cedar');
    const orderNumber = await placeOrder(page, journey, group);
    // Since the order, the catalogue stopped offering the tee in Black.
    await page.route(new RegExp(`/v1/storefront/${group}$`), async (route) => {
      const response = await route.fetch();
      const storefront = (await response.json()) as { catalogue: { code: string; colors: string[]; default_color: string }[] };
      const tee = storefront.catalogue.find((item) => item.code === '1640')!;
      tee.colors = tee.colors.filter((colour) => colour !== 'Black');
      tee.default_color = tee.colors[0]!;
      await route.fulfill({ response, json: storefront });
    });

    await page.goto(journey.path(group, 'orders'));
    await showOrderItems(page, orderNumber);
    const dialog = page.getByRole('dialog');

    // One line alone: 250 plates no longer reach the 500 break they reached with the rest of the order.
    await page
      .getByRole('button', {
        name: `Reorder Custom Full-Color Aluminum Front License Plate (250 units, White) from order ${orderNumber}`,
      })
      .click();
    await expect(dialog.getByRole('heading', { name: 'Added to your cart' })).toBeVisible();
    await expect(
      dialog.getByText(
        `1 line of Custom Full-Color Aluminum Front License Plate (250 units, White) from order ${orderNumber} is in your cart at today’s prices.`,
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText('Custom Full-Color Aluminum Front License Plate (250 units, White): now $3.69 each, was $3.19 each'),
    ).toBeVisible();
    await captureBothWidths(page, testInfo, 'reorder-line');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

    // A line that can no longer be ordered: nothing is added, and the reason is given.
    await page
      .getByRole('button', { name: `Reorder Crestline Everyday Heavyweight Cotton Tee (Large, Black) from order ${orderNumber}` })
      .click();
    await expect(dialog.getByRole('heading', { name: 'Nothing could be added to your cart' })).toBeVisible();
    await expect(
      dialog.getByText('Crestline Everyday Heavyweight Cotton Tee (Large, Black): no longer comes in Black'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Go to cart' })).toHaveCount(0);
    await captureBothWidths(page, testInfo, 'reorder-refused');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

    // The whole order: three lines go back, merging with the plates already there (1,000 units: $2.59).
    await page.getByRole('button', { name: `Reorder order ${orderNumber}` }).click();
    await expect(dialog.getByText(`3 lines of order ${orderNumber} are in your cart at today’s prices.`)).toBeVisible();
    await expect(
      dialog.getByText('Custom Full-Color Aluminum Front License Plate (250 units, White): now $2.59 each, was $3.19 each'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Custom Full-Color Aluminum Front License Plate (500 units, White): now $2.59 each, was $3.19 each'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Crestline Everyday Heavyweight Cotton Tee (Large, Black): no longer comes in Black'),
    ).toBeVisible();
    await captureBothWidths(page, testInfo, 'reorder-order');
    await expectAccessible(page);

    await dialog.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart (3)' })).toBeVisible();
    // 2 polos at $74.99 and 1,000 plates at $2.59.
    await expect(page.getByText('Subtotal (1,002 items): $2,739.98')).toBeVisible();
    await captureBothWidths(page, testInfo, 'reorder-cart');
    expect(journey.consoleErrors).toEqual([]);
  });
});
