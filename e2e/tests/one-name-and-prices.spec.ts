import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, fillBuyer, groupFor, showOrderItems, storefrontOf } from '../support/journeys';

interface StorefrontItem {
  code: string;
  name: string;
  fullname: string;
  default_color: string;
  sizes: Record<string, number>;
  discount?: { quantity: number; price: number }[];
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe('one name and a starting price per item (docs/product.md#one-name-per-item)', () => {
  test('The pique polo reads the same on its tile, its item screen, the cart, the success screen and the orders screen', async ({
    page,
    journey,
  }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    const polo = (storefront.catalogue as StorefrontItem[]).find((item) => item.code === 'M-1241')!;
    // The catalogue's short name is no short form of the full one: the full one is the one shown.
    expect(polo.name).toBe('Brookfield Pique Polo');
    expect(polo.fullname).toBe('Brookfield Mens Classic Cotton Pique Polo');
    // Sold by size with no special or volume price: it starts at its cheapest size.
    expect(polo.discount ?? []).toEqual([]);
    const from = `From ${dollars(Math.min(...Object.values(polo.sizes).filter((price) => price > 0)))} each`;

    await page.goto(journey.path(group, 'catalog/mens'));
    const tile = page.getByRole('link', { name: new RegExp(`^${polo.fullname}`) });
    await expect(tile.getByRole('heading', { level: 2 })).toHaveText(polo.fullname);
    await expect(tile.getByRole('heading', { level: 2 })).toHaveAttribute('title', polo.fullname);
    await expect(tile).toContainText(from);
    await expect(page.getByText(polo.name, { exact: true })).toHaveCount(0);
    // Every tile says where its price starts, or that it is on quote.
    for (const price of await page.locator('.tile-price').allTextContents())
      expect(price).toMatch(/^(From \$\d+\.\d{2} each|Price on quote)$/);
    await captureBothWidths(page, testInfo, 'catalog-full-names-and-prices');
    await expectAccessible(page);

    await tile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(polo.fullname);
    await addToCart(page, [{ size: 'Large', color: polo.default_color, quantity: '2' }], storefront.embroideries.mens[0]);
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByRole('button', { name: `Remove ${polo.fullname}` })).toBeVisible();
    await expect(page.getByRole('main').getByText(polo.fullname, { exact: true })).toBeVisible();

    await fillBuyer(page);
    await page.getByLabel('Code').fill(journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    await expect(page.getByRole('main').getByText(polo.fullname, { exact: true })).toBeVisible();
    const orderNumber = (await page.getByRole('main').locator('dl dd').first().textContent()) ?? '';
    expect(orderNumber).toMatch(/^[A-Z]+-\d+$/);

    await page.getByRole('navigation', { name: 'Next steps' }).getByRole('link', { name: 'View orders' }).click();
    await showOrderItems(page, orderNumber);
    const lines = page.getByRole('table', { name: `Items of order ${orderNumber}` });
    // The Description cell: the full name, with the line's Reorder under it, which names the line the same way.
    const description = lines
      .getByRole('row', { name: /^M-1241 / })
      .getByRole('cell')
      .nth(3);
    await expect(description).toHaveText(new RegExp(`^${polo.fullname}\\s*Reorder$`));
    await expect(description.getByRole('button', { name: new RegExp(`^Reorder ${polo.fullname} \\(Large, `) })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test("A pack-priced tile starts at its largest break's price each, as the item screen's ladder ends", async ({
    page,
    journey,
  }) => {
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    const plate = (storefront.catalogue as StorefrontItem[]).find((item) => item.code === 'CP-250-AL')!;
    expect(plate.discount ?? []).toEqual([]);
    const largest = Math.max(...Object.keys(plate.sizes).map(Number));
    const from = `From ${dollars(plate.sizes[String(largest)]!)} each`;
    const store = storefront.stores[0]?.code;
    await page.goto(journey.path(group, store ? `catalog/${store}/customs` : 'catalog/customs'));
    const tile = page.getByRole('link', { name: new RegExp(`^${plate.fullname}`) });
    await expect(tile).toContainText(from);
    await tile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plate.fullname);
    const lastStep = page.locator('.item-ladder-table tbody tr').last();
    await expect(lastStep.locator('td').first()).toHaveText(dollars(plate.sizes[String(largest)]!));
    expect(journey.consoleErrors).toEqual([]);
  });
});
