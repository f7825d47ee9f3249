import type { APIRequestContext, Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { groupFor, pricedNow, showOrderItems } from '../support/journeys';

/** The store named in the orders: a long name in mode A (the mode B group has no stores: its title stands in). */
const storeFor = (journey: Journey) =>
  journey.modeB ? { code: '', name: 'Crestline Dealer Storefront' } : { code: 'CCVO01', name: 'Cedar Creek Volvo of Alder Glen' };

/** Places an order on account for a buyer named `firstName` and answers its number and total. */
async function placeOrder(request: APIRequestContext, journey: Journey, firstName: string, customerPo: string) {
  const group = groupFor(journey, 'cedar');
  const placed = await request.post('/v1/create-order', {
    data: {
      companyName: group,
      first_name: firstName,
      last_name: 'Tester',
      email: 'orders.tester@example.com',
      store: storeFor(journey).code,
      customer_po: customerPo,
      bypassPaypal: true,
      bypassCode: journey.modeB ? 'NEWCUSTOMER' : 'CEDAR-ACCT',
      cart: await pricedNow(request, group, [
        {
          type: 'tshirts',
          name: 'Everyday Cotton Tee',
          price: 0,
          quantity: 2,
          size: 'Large',
          color: 'Black',
          code: '1640',
          placement: 'Left Chest',
          embroidery: '',
        },
      ]),
    },
  });
  expect(placed.status()).toBe(201);
  const { order_number, total } = (await placed.json()) as { order_number: string; total: number };
  return { orderNumber: order_number, total: (total / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }) };
}

async function unlockAdmin(page: Page): Promise<void> {
  await page.getByRole('button', { name: /admin/i }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill('crestline-admin');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  // Once the dialog has gone, focus moves to the notice, which scrolls it into view: a click sent
  // before that can land where the page no longer is.
  await expect(page.getByRole('status').filter({ hasText: 'Admin mode is on' })).toBeFocused();
}

/** Unique per run, so repeated runs against one server never match each other's rows. */
const uniqueName = (prefix: string, project: string) => `${prefix}${project.replace('-', '')}${Date.now().toString(36)}`;

test('Staff see past orders, unlock admin mode and edit the PO fields of a line', async ({ page, journey }, testInfo) => {
  const group = groupFor(journey, 'cedar');
  const firstName = uniqueName('Orders', testInfo.project.name);
  const customerPo = `CPO-${firstName.slice(-6)}`;
  const { orderNumber, total } = await placeOrder(page.request, journey, firstName, customerPo);

  await page.goto(journey.path(group, 'orders'));
  const row = page.getByRole('row', { name: new RegExp(`${firstName} Tester`) });
  await expect(row).toBeVisible();
  // The collapsed row also names the order, its total and the buyer's PO.
  await expect(row.getByRole('cell', { name: orderNumber, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: total, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: customerPo, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: storeFor(journey).name, exact: true })).toBeVisible();
  await showOrderItems(page, orderNumber);
  await expect(page.getByRole('cell', { name: '1640', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'N/A', exact: true }).first()).toBeVisible();
  await captureBothWidths(page, testInfo, 'orders');
  await expectAccessible(page);

  await unlockAdmin(page);
  const edit = page.getByRole('button', { name: 'Edit PO fields of 1640' }).first();
  await edit.click();
  // Nothing set yet: the inputs start empty, not with the 'N/A' the cells show.
  await expect(page.getByRole('textbox', { name: 'Supplier PO', exact: true }).first()).toHaveValue('');
  const shipDate = page.getByLabel('Est. Ship Date').first();
  await expect(shipDate).toHaveAttribute('type', 'date');
  await expect(shipDate).toHaveValue('');
  await page.getByRole('textbox', { name: 'Supplier PO', exact: true }).first().fill('PO-77120');
  await shipDate.fill('2026-12-04');
  await captureBothWidths(page, testInfo, 'orders-edit');
  const saved = page.waitForResponse((response) => response.url().endsWith('/v1/update-historical-order'));
  await edit.click();
  await expect(page.getByRole('cell', { name: 'PO-77120', exact: true })).toBeVisible();
  // The day is written as every date on the screen is.
  await expect(page.getByRole('cell', { name: 'December 04, 2026', exact: true })).toBeVisible();
  // The save is answered before the page reloads, so the reload shows what the server kept.
  expect((await saved).status()).toBe(204);

  await page.reload();
  // The admin cookie outlives the page: admin mode is still on after the reload.
  await expect(page.getByText('Admin mode', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /admin/i })).toHaveCount(0);
  await showOrderItems(page, orderNumber);
  await expect(page.getByRole('cell', { name: 'PO-77120', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'December 04, 2026', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit PO fields of 1640' }).first()).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});

test('On a phone the order row is stacked and its lines are cards, with nothing cut or scrolled sideways', async ({
  page,
  journey,
}, testInfo) => {
  const group = groupFor(journey, 'cedar');
  const firstName = uniqueName('Phone', testInfo.project.name);
  const customerPo = `CPO-${firstName.slice(-6)}`;
  const { orderNumber, total } = await placeOrder(page.request, journey, firstName, customerPo);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(journey.path(group, 'orders'));

  const row = page.getByRole('row', { name: new RegExp(`${firstName} Tester`) });
  await expect(row).toContainText(orderNumber);
  await expect(row).toContainText(total);
  await expect(row).toContainText(customerPo);
  const store = row.getByText(storeFor(journey).name, { exact: true });
  await expect(store).toBeVisible();
  // Fully shown: not clipped by its box nor pushed past the screen's edge.
  expect(await store.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(((await store.boundingBox())?.x ?? 0) + ((await store.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(375);

  await unlockAdmin(page);
  await showOrderItems(page, orderNumber);
  const cards = page.getByRole('list', { name: `Items of order ${orderNumber}` });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('table', { name: `Items of order ${orderNumber}` })).toHaveCount(0);
  const card = cards.getByRole('listitem').first();
  for (const label of [
    'Item Code',
    'Quantity',
    'Price',
    'Description',
    'Size',
    'Color',
    'Embroidery',
    'Your PO',
    'Supplier PO',
    'Est. Ship Date',
  ])
    await expect(card.getByRole('term').filter({ hasText: new RegExp(`^${label.replace('.', '\\.')}$`) })).toBeVisible();
  await expect(card.getByRole('definition').first()).toHaveText('1640');
  const pencil = card.getByRole('button', { name: 'Edit PO fields of 1640' });
  await pencil.click();
  await expect(card.getByLabel('Est. Ship Date')).toHaveAttribute('type', 'date');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await captureBothWidths(page, testInfo, 'orders-phone-edit');
  await expectAccessible(page);
  await pencil.click();
  await expect(card.getByLabel('Est. Ship Date')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(journey.consoleErrors).toEqual([]);
});

test.describe('not logged in', () => {
  test.use({ loggedIn: false });
  test('A group with a password asks for the login before showing its orders', async ({ page, journey }) => {
    test.skip(journey.modeB, 'the mode B group is open');
    await page.goto(journey.path('summit', 'orders'));
    await expect(page.getByText('Log in to see your orders')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter password' })).toBeVisible();
  });
});
