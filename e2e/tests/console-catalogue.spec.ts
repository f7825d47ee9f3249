import { request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { adminState, asAdmin, logInToConsole, OTHER_GROUP_REP } from '../support/console';
import { groupFor } from '../support/journeys';

// The console's Catalogue (docs/catalogue.md): an admin raises one size's price of a group's item in
// the draft, sees old → new, publishes it, and the buyer's item screen shows it at the next load;
// rolling back restores it. The item is one no other journey orders or prices (Harbor's ladies polo;
// in mode B the site group's ladies polo), and the group's offer is put back as it was whatever happens.

interface GroupOffer {
  title: string;
  live_version: number;
  draft: unknown;
}
interface Item {
  code: string;
  sizes: Record<string, number>;
}

/** The item and the size a journey reprices: its largest size, named by no other size's start. */
const subjectOf = (journey: Journey) =>
  journey.modeB
    ? { group: groupFor(journey, 'harbor'), code: '2240', size: '4XLarge' }
    : { group: 'harbor', code: 'HP-W01', size: '3XLarge' };

const dollars = (n: number) => `$${n.toFixed(2)}`;

async function adminApi(testInfo: TestInfo): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState(testInfo) });
}

/** Puts the group's offer back as it was: no draft, and its first live version's catalogue live again. */
async function putBack(api: APIRequestContext, group: string, version: number): Promise<void> {
  const now = (await (await api.get(`/api/console/offer/${group}`)).json()) as GroupOffer;
  if (now.draft) await api.delete(`/api/console/offer/${group}/draft`);
  if (now.live_version !== version) await api.post(`/api/console/offer/${group}/versions/${version}/rollback`);
}

/** The buyer's item screen's heading of one size, which carries its price. */
const sizeHeading = (page: Page, size: string) => page.getByRole('columnheader', { name: new RegExp(`^${size}`) });

test('An admin reprices an item in the draft, sees old → new, publishes it for buyers and rolls it back', async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(240_000);
  const { group, code, size } = subjectOf(journey);
  const api = await adminApi(testInfo);
  const before = (await (await api.get(`/api/console/offer/${group}`)).json()) as GroupOffer;
  const items = ((await (await api.get(`/api/console/offer/${group}/items`)).json()) as { items: Item[] }).items;
  const oldPrice = items.find((item) => item.code === code)!.sizes[size]!;
  const newPrice = oldPrice + 5.5;
  try {
    // The buyer's price before.
    await page.goto(journey.path(group, `item/${code}`));
    await expect(sizeHeading(page, size)).toContainText(dollars(oldPrice));

    await asAdmin(page.context(), testInfo);
    await page.goto('/console/catalogue');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalogue' }).click();
    await expect(page).toHaveTitle('Catalogue — Crestline Console');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: before.title, exact: true }) });
    await expect(row).toContainText(`Version ${before.live_version}`);
    await expect(row).toContainText('No draft');
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-home');
    await row.getByRole('link', { name: before.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
    await page.getByRole('link', { name: 'Items and prices' }).click();

    // The items page: found by its code, edited, saved to the draft.
    await page.getByLabel('Search by code or name').fill(code);
    await expect(page.getByText(/^1 of \d+ items$/)).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-items');
    await page.getByRole('button', { name: `Edit ${code}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit ${code}` });
    await editor.getByRole('textbox', { name: `Price of ${size}` }).fill(newPrice.toFixed(2));
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-item-editor');
    await editor.getByRole('button', { name: 'Save to the draft' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft: 1 change.' })).toBeVisible();
    await page.getByRole('link', { name: 'Review and publish the draft' }).click();

    // The group's page: the difference, then publishing it now.
    const changes = page.getByRole('table', { name: 'What publishing the draft changes' });
    await expect(changes.getByRole('row')).toHaveCount(2);
    await expect(changes.getByRole('row').nth(1)).toHaveText(
      `Item ${code}Price (${size})${dollars(oldPrice)} → ${dollars(newPrice)}`,
    );
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'catalogue-group-draft');
    await page.getByRole('button', { name: 'Publish now' }).click();
    const published = before.live_version + 1;
    await expect(page.getByText(`Version ${published} is live: buyers see it at their next page load.`)).toBeVisible();
    await expect(page.getByText(`No draft: the catalogue is as version ${published} has it.`)).toBeVisible();
    const versions = page.getByRole('table', { name: 'Versions, newest first' });
    await expect(versions.getByRole('row').nth(1)).toContainText(`${published}Live`);

    // The buyer's next load shows the new price.
    const buyer = await page.context().newPage();
    await buyer.goto(journey.path(group, `item/${code}`));
    await expect(sizeHeading(buyer, size)).toContainText(dollars(newPrice));

    // Rolling back to the version before publishes its catalogue again, and the buyer's price with it.
    await page.getByRole('button', { name: `Roll back to version ${before.live_version}` }).click();
    const confirm = page.getByRole('dialog', { name: `Roll back to version ${before.live_version}?` });
    await expect(confirm).toContainText(`published again, now, as version ${published + 1}`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: `Roll back to version ${before.live_version}` }).click();
    await expect(
      page.getByText(`Version ${published + 1} is live, with version ${before.live_version}'s catalogue`),
    ).toBeVisible();
    await captureBothWidths(page, testInfo, 'catalogue-group-rolled-back');
    await buyer.reload();
    await expect(sizeHeading(buyer, size)).toContainText(dollars(oldPrice));
    await expect(sizeHeading(buyer, size)).not.toContainText(dollars(newPrice));
    expect(journey.consoleErrors).toEqual([]);
  } finally {
    await putBack(api, group, before.live_version);
    await api.dispose();
  }
});

test("A rep of another group is refused the group's catalogue in words, and cannot change it", async ({
  browser,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'who may see what is the same in both route modes');
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await logInToConsole(page, OTHER_GROUP_REP);
  const api = await adminApi(testInfo);
  const harbor = (await (await api.get('/api/console/offer/harbor')).json()) as GroupOffer;
  await page.goto('/console/catalogue');
  await expect(page.getByRole('link', { name: harbor.title, exact: true })).toHaveCount(0);
  await page.goto('/console/catalogue/harbor');
  await expect(page.getByRole('alert')).toHaveText(`You do not work for ${harbor.title}.`);
  await expect(page.getByRole('button', { name: /Publish|Discard|Roll back/ })).toHaveCount(0);
  await page.goto('/console/catalogue/harbor/items');
  await expect(page.getByRole('alert')).toHaveText(`You do not work for ${harbor.title}.`);
  const save = await page.request.put('/api/console/offer/harbor/items/HP-W01', {
    data: {
      code: 'HP-W01',
      name: 'x',
      fullname: 'x',
      type: 'womens',
      colors: ['Navy'],
      default_color: 'Navy',
      sizes: { Small: 1 },
    },
  });
  expect(save.status()).toBe(403);
  const after = (await (await api.get('/api/console/offer/harbor')).json()) as GroupOffer;
  expect(after.draft).toBeNull();
  await expectAccessible(page);
  await api.dispose();
  await context.close();
});
