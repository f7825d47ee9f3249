import { request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { adminState, asAdmin } from '../support/console';
import { addToCart, fillBuyer, storefrontOf } from '../support/journeys';

// The console's settings, stores, secrets and items-and-prices file (docs/catalogue.md): an admin
// replaces Harbor's bypass codes and adds a store, publishes, and the buyer's checkout refuses the
// old code, accepts the new one and offers the store; a file with one wrong row applies nothing.
// Other journeys use Harbor's demo codes (packages/tenants/demo-secrets.md): whatever happens, the
// version before is published again and the draft dropped.

interface GroupOffer {
  title: string;
  live_version: number;
  draft: unknown;
}

const NEW_CODES = ['E2E-ROTATED-1', 'E2E-ROTATED-2'];
const NEW_STORE = { code: 'HPE2E1', name: 'Harbor Point Test Annex', address: '1 Quay Street, Port Alder' };

async function adminApi(testInfo: TestInfo): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState(testInfo) });
}

async function offerOf(api: APIRequestContext): Promise<GroupOffer> {
  return (await (await api.get('/api/console/offer/harbor')).json()) as GroupOffer;
}

/** Puts Harbor's offer back: no draft, and the version before live again. */
async function putBack(api: APIRequestContext, version: number): Promise<void> {
  const now = await offerOf(api);
  if (now.draft) await api.delete('/api/console/offer/harbor/draft');
  if (now.live_version !== version) await api.post(`/api/console/offer/harbor/versions/${version}/rollback`);
}

/** The buyer's checkout of Harbor with one cap in the cart, the buyer's details filled. */
async function harborCheckout(page: Page, path: (group: string, screen?: string) => string): Promise<void> {
  const storefront = await storefrontOf(page, 'harbor');
  await page.goto(path('harbor', 'item/1240'));
  await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '12' }], storefront.embroideries.mens[0]);
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await fillBuyer(page);
}

test.describe.configure({ mode: 'serial' });

test("An admin replaces Harbor's bypass codes and adds a store, publishes, and the buyer's checkout follows", async ({
  page,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'the settings pages are the same in both route modes; Harbor is a mode A group');
  test.setTimeout(240_000);
  const api = await adminApi(testInfo);
  const before = await offerOf(api);
  expect(before.draft).toBeNull();
  try {
    await asAdmin(page.context(), testInfo);
    await page.goto('/console/catalogue/harbor');
    await page.getByRole('link', { name: 'Settings, stores and secrets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Settings of ${before.title}` })).toBeVisible();
    await expect(page.getByLabel('Company minimum')).toBeChecked();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-settings');

    // The bypass codes, typed once in a dialog.
    await page.getByRole('button', { name: 'Replace the bypass codes' }).click();
    const codes = page.getByRole('dialog', { name: 'Replace the bypass codes' });
    await codes.getByRole('textbox', { name: 'New bypass codes' }).fill(NEW_CODES.join('\n'));
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-settings-bypass-codes');
    await codes.getByRole('button', { name: 'Replace the codes' }).click();
    await expect(codes).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Bypass codes replaced.' })).toContainText(
      'takes effect when the draft is published',
    );

    // A store added.
    await page.getByRole('button', { name: 'Add a store' }).click();
    const store = page.getByRole('dialog', { name: 'Add a store' });
    await store.getByRole('textbox', { name: 'Code' }).fill(NEW_STORE.code.toLowerCase());
    await store.getByRole('textbox', { name: 'Name' }).fill(NEW_STORE.name);
    await store.getByRole('textbox', { name: 'Address' }).fill(NEW_STORE.address);
    await store.getByRole('button', { name: 'Save to the draft' }).click();
    await expect(store).toBeHidden();
    const stores = page.getByRole('table', { name: 'Stores' });
    await expect(stores.getByRole('row').filter({ hasText: NEW_STORE.code })).toContainText(NEW_STORE.name);

    // Published from the group's page.
    await page.getByRole('link', { name: 'Review and publish the draft' }).click();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(`Version ${before.live_version + 1} is live`)).toBeVisible();

    // The buyer's checkout: the old code refused, the new one accepted, the new store offered.
    const buyer = await page.context().newPage();
    await harborCheckout(buyer, journey.path);
    const code = buyer.getByLabel('Code');
    await code.fill('hpfd01');
    await expect(buyer.getByText('This code is not recognised.')).toBeVisible();
    await code.fill(NEW_CODES[0]!.toLowerCase());
    await expect(buyer.getByText(/^Code accepted/)).toBeVisible();
    await expect(buyer.getByRole('combobox', { name: 'Store' }).locator('option', { hasText: NEW_STORE.name })).toHaveCount(1);
    expect(journey.consoleErrors).toEqual([]);
  } finally {
    await putBack(api, before.live_version);
    await api.dispose();
  }
});

test('A file of items and prices with one wrong row is checked, names the row, and applies nothing', async ({
  page,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'the settings pages are the same in both route modes; Harbor is a mode A group');
  test.setTimeout(180_000);
  const api = await adminApi(testInfo);
  const before = await offerOf(api);
  try {
    const csv = await (await api.get('/api/console/offer/harbor/price-file/csv')).text();
    const lines = csv.trimEnd().split(/\r?\n/);
    const priceColumn = lines[0]!.split(',').findIndex((name) => /price/i.test(name));
    expect(priceColumn, lines[0]).toBeGreaterThanOrEqual(0);
    // The third line (the second row) gets a price that is no number.
    const cells = lines[2]!.split(',');
    cells[priceColumn] = 'abc';
    lines[2] = cells.join(',');

    await asAdmin(page.context(), testInfo);
    await page.goto('/console/catalogue/harbor/items');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/console/offer/harbor/price-file/csv',
    );
    await page.getByRole('link', { name: 'Import a file' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import items and prices' })).toBeVisible();
    await expectAccessible(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'harbor.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
    const wrong = page.getByRole('table', { name: 'The wrong rows' });
    await expect(wrong.getByRole('row')).toHaveCount(2);
    await expect(wrong.getByRole('rowheader')).toHaveText('3');
    await expect(page.getByText(/1 row wrong\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply to the draft' })).toHaveCount(0);
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-import-wrong-row');
    expect((await offerOf(api)).draft).toBeNull();
    expect(journey.consoleErrors).toEqual([]);
  } finally {
    await putBack(api, before.live_version);
    await api.dispose();
  }
});
