import type { APIRequestContext, Page } from '@playwright/test';
import { atCataloguePrices } from '@portal/testing/carts';
import { expect, type Journey } from './fixtures';
import { MODE_B_GROUP } from './ports';

/** The group a journey uses: the named one in mode A, the site's only group in mode B. */
export const groupFor = (journey: Journey, modeAGroup: string) => (journey.modeB ? MODE_B_GROUP : modeAGroup);

/**
 * Opens an order's items on the orders screen, and waits until the row has stopped growing: while
 * it opens it moves what is below, and a click sent meanwhile can press on a button and let go
 * beside it (pointerdown on the pencil, pointerup on its list item: no click).
 */
export async function showOrderItems(page: Page, orderNumber: string): Promise<void> {
  await page.getByRole('button', { name: `Show items of order ${orderNumber}` }).click();
  let last = -1;
  await expect
    .poll(
      async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const still = height === last;
        last = height;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** Picks an option of a labelled select, native or MUI. */
/** Garments and hats name their logo field 'Embroidery'; printed items and accessories, 'Imprint'. */
export async function logoFieldLabel(page: Page): Promise<'Embroidery' | 'Imprint'> {
  const field = page.getByRole('combobox', { name: /^(Embroidery|Imprint)$/ });
  await expect(field).toBeVisible();
  return (await page.getByRole('combobox', { name: 'Imprint', exact: true }).count()) > 0 ? 'Imprint' : 'Embroidery';
}

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  if ((await select.evaluate((element) => element.tagName)) === 'SELECT') {
    await select.selectOption({ label: option });
    return;
  }
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

export interface Cell {
  size: string;
  color: string;
  quantity: string;
}

/** On an item screen: picks the logo when given, types the quantities and presses Add To Cart. */
export async function addToCart(page: Page, cells: Cell[], logo?: string): Promise<void> {
  if (logo) await chooseOption(page, await logoFieldLabel(page), logo);
  for (const cell of cells)
    await page.getByRole('textbox', { name: `${cell.size}, ${cell.color} quantity`, exact: true }).fill(cell.quantity);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
}

export async function fillBuyer(page: Page): Promise<void> {
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill('jane.okafor@example.com');
  await page.getByLabel('Your PO', { exact: true }).fill('PO-2231');
}

export const storefrontOf = async (page: Page, group: string) => (await page.request.get(`/v1/storefront/${group}`)).json();

/**
 * Lines priced as the group's storefront prices them now, as a buyer's cart carries them: create-order
 * refuses a line whose price is not the server's (decision 002).
 */
export async function pricedNow<T extends Parameters<typeof atCataloguePrices>[0][number]>(
  request: APIRequestContext,
  group: string,
  lines: readonly T[],
): Promise<T[]> {
  const answer = await request.get(`/v1/storefront/${group}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const storefront = (await answer.json()) as { catalogue: Parameters<typeof atCataloguePrices>[1] };
  return atCataloguePrices(lines, storefront.catalogue);
}

/**
 * Waits until the checkout shows the order's charges as the server quoted them: placing waits for
 * them too, so a press before they are shown places nothing (and would leave a fault queued at the
 * fake PayPal for another journey's payment).
 */
export async function chargesQuoted(page: Page): Promise<void> {
  await expect(page.getByText(/^Order total \$[\d,]+\.\d{2}$/)).toBeAttached();
}
