import { request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { adminState, asAdmin, logInToConsole, OTHER_GROUP_REP } from '../support/console';
import { addToCart, fillBuyer, groupFor, storefrontOf } from '../support/journeys';
import { moveOfferClockPast, offerClockLead } from '../support/offer-clock';
import { PROVIDER_TIME_ZONE } from '../support/ports';

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

// Settings, stores, secrets and the items-and-prices file, in this file so that no two journeys
// change Harbor's one draft at once (the file's journeys run one after the other). Other journeys
// pay with Harbor's demo code HPFD01 (packages/tenants/demo-secrets.md): the codes are replaced by
// the same ones without HPTY02, which none uses, and two new ones; and whatever happens, the version
// before is published again.

/** Harbor's demo codes that other journeys may use, kept; HPTY02 is the old code dropped. */
const KEPT_CODES = [
  ...['HPFD01', 'HPFD02', 'HPTY01', 'HPHN01', 'HPHN02', 'HPSB01', 'HPSB02', 'HPCH01'],
  ...['HPNS01', 'HPMZ01', 'HPVW01', 'HPHY01', 'HPKA01', 'HPBG01', 'HPCJ01', 'HPPO01'],
];
const DROPPED_CODE = 'HPTY02';
const NEW_CODES = ['E2E-ROTATED-1', 'E2E-ROTATED-2'];
const NEW_STORE = { code: 'HPE2E1', name: 'Harbor Point Test Annex', address: '1 Quay Street, Port Alder' };

async function offerOf(api: APIRequestContext): Promise<GroupOffer> {
  return (await (await api.get('/api/console/offer/harbor')).json()) as GroupOffer;
}

/** The buyer's checkout of Harbor with twelve mens shirts in the cart (the company minimum), the buyer's details filled. */
async function harborCheckout(page: Page, path: (group: string, screen?: string) => string): Promise<void> {
  const storefront = await storefrontOf(page, 'harbor');
  await page.goto(path('harbor', 'item/1240'));
  await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '12' }], storefront.embroideries.mens[0]);
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await fillBuyer(page);
}

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
    await codes.getByRole('textbox', { name: 'New bypass codes' }).fill([...KEPT_CODES, ...NEW_CODES].join('\n'));
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
    await code.fill(DROPPED_CODE.toLowerCase());
    await expect(buyer.getByText('This code is not recognised.')).toBeVisible();
    await code.fill(NEW_CODES[0]!.toLowerCase());
    await expect(buyer.getByText(/^Code accepted/)).toBeVisible();
    await expect(buyer.getByRole('combobox', { name: 'Store' }).locator('option', { hasText: NEW_STORE.name })).toHaveCount(1);
    expect(journey.consoleErrors).toEqual([]);
  } finally {
    await putBack(api, 'harbor', before.live_version);
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
    await putBack(api, 'harbor', before.live_version);
    await api.dispose();
  }
});

// A price change set for later (docs/catalogue.md, Publishing now or later): an admin sets the draft
// to go live tomorrow at 09:00 in the provider's zone; until then the buyer sees the old price; the
// test moves the server's offer clock past that moment (support/offer-clock.ts: only ever forward)
// and the buyer's next load shows the new price. Mode A on Bluebonnet, whose catalogue no other
// journey changes; mode B on the site group, whose draft only this file's journeys change, in turn.
test.describe('A price change set for later', () => {
  interface VersionRow {
    version: number;
    state: 'live' | 'scheduled' | 'past';
    live_at: number;
  }
  interface ScheduledOffer extends GroupOffer {
    versions: VersionRow[];
  }
  const CODE = '2240';
  const SIZE = '4XLarge';
  const DAY_MS = 86_400_000;

  const offerOfGroup = async (api: APIRequestContext, group: string) =>
    (await (await api.get(`/api/console/offer/${group}`)).json()) as ScheduledOffer;

  /** The zone's offset from UTC at a moment, in minutes ('GMT-05:00' is -300). */
  function zoneOffsetMinutes(at: number, zone: string): number {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')!.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  }

  /** 09:00 of the day after `now` in the zone: as the dialog's field takes it, and as a moment. */
  function tomorrowAtNine(now: number, zone: string): { field: string; moment: number } {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(now + DAY_MS),
    );
    const asUtc = Date.parse(`${day}T09:00:00Z`);
    return { field: `${day}T09:00`, moment: asUtc - zoneOffsetMinutes(asUtc, zone) * 60_000 };
  }

  /** No draft, no version still to come, and the version live before the journey live again. */
  async function putBackScheduled(api: APIRequestContext, group: string, version: number): Promise<void> {
    const now = await offerOfGroup(api, group);
    if (now.draft) await api.delete(`/api/console/offer/${group}/draft`);
    for (const row of now.versions.filter((v) => v.state === 'scheduled'))
      await api.delete(`/api/console/offer/${group}/versions/${row.version}`);
    if ((await offerOfGroup(api, group)).live_version !== version)
      await api.post(`/api/console/offer/${group}/versions/${version}/rollback`);
  }

  test("goes live for buyers when the server's clock passes the time it was set for, not before", async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(240_000);
    const group = groupFor(journey, 'bluebonnet');
    const api = await adminApi(testInfo);
    const before = await offerOfGroup(api, group);
    expect(before.draft).toBeNull();
    const items = ((await (await api.get(`/api/console/offer/${group}/items`)).json()) as { items: Item[] }).items;
    const oldPrice = items.find((item) => item.code === CODE)!.sizes[SIZE]!;
    const newPrice = oldPrice + 3.25;
    // Tomorrow by the server's offer clock, which earlier runs of this journey may have moved on.
    const at = tomorrowAtNine(Date.now() + offerClockLead(testInfo), PROVIDER_TIME_ZONE);
    try {
      const buyer = await page.context().newPage();
      await buyer.goto(journey.path(group, `item/${CODE}`));
      await expect(sizeHeading(buyer, SIZE)).toContainText(dollars(oldPrice));

      // The price changed in the draft.
      await asAdmin(page.context(), testInfo);
      await page.goto(`/console/catalogue/${group}/items`);
      await page.getByLabel('Search by code or name').fill(CODE);
      await page.getByRole('button', { name: `Edit ${CODE}` }).click();
      const editor = page.getByRole('dialog', { name: `Edit ${CODE}` });
      await editor.getByRole('textbox', { name: `Price of ${SIZE}` }).fill(newPrice.toFixed(2));
      await editor.getByRole('button', { name: 'Save to the draft' }).click();
      await expect(editor).toBeHidden();
      await page.getByRole('link', { name: 'Review and publish the draft' }).click();

      // Set for tomorrow 09:00, the provider's time.
      await page.getByRole('button', { name: 'Publish at…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish the draft at a set time' });
      await dialog.getByLabel(/Goes live at/).fill(at.field);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Set the time' }).click();
      const scheduled = before.live_version + 1;
      await expect(page.getByText(new RegExp(`^Version ${scheduled} goes live at .+ 9:00 AM E[SD]T\\.$`))).toBeVisible();
      const versions = page.getByRole('table', { name: 'Versions, newest first' });
      await expect(versions.getByRole('row').nth(1)).toContainText(`${scheduled}Scheduled`);
      await expect(versions.getByRole('row').nth(2)).toContainText(`${before.live_version}Live`);
      const row = (await offerOfGroup(api, group)).versions.find((v) => v.version === scheduled)!;
      expect(row).toMatchObject({ state: 'scheduled', live_at: at.moment });
      await expectAccessible(page);
      await captureBothWidths(page, testInfo, 'catalogue-group-scheduled');

      // Before its time the buyer's next load keeps the old price.
      await buyer.reload();
      await expect(sizeHeading(buyer, SIZE)).toContainText(dollars(oldPrice));

      // The server's clock passes 09:00 tomorrow: within a poll the version is live, and the buyer's
      // next load shows the new price.
      moveOfferClockPast(testInfo, at.moment);
      await expect(async () => {
        await buyer.reload();
        await expect(sizeHeading(buyer, SIZE)).toContainText(dollars(newPrice), { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await page.reload();
      await expect(versions.getByRole('row').nth(1)).toContainText(`${scheduled}Live`);
      await expect(versions.getByRole('row').nth(2)).toContainText(`${before.live_version}Past`);
      expect(journey.consoleErrors).toEqual([]);
    } finally {
      await putBackScheduled(api, group, before.live_version);
      await api.dispose();
    }
  });
});

// Uploaded pictures (docs/catalogue.md#pictures-and-logos): a logo's SVG cleaned and drawn, an item's
// photo per colour, each published and seen by the buyer. Ironbridge in mode A (no other journey
// uses it), the site group in mode B; these journeys change its draft one after the other, after the
// file's others, and put its offer back as it was whatever happens.
test.describe('Uploaded pictures', () => {
  const LOGO = 'E2E Shield';
  const CAP = { code: 'E2E-CAP-1', name: 'E2E Photo Cap', colour: 'Forest' };
  const HOSTILE_SVG = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" onload="alert(1)">',
    '<script>alert(document.cookie)</script>',
    '<rect width="200" height="100" rx="12" fill="#0b3d91"/>',
    '<circle cx="50" cy="50" r="30" fill="#f2c230"/>',
    '</svg>',
  ].join('');

  async function groupOffer(api: APIRequestContext, group: string): Promise<GroupOffer> {
    return (await (await api.get(`/api/console/offer/${group}`)).json()) as GroupOffer;
  }

  /** A picture the browser drew from what the server sent: loaded, not the placeholder. */
  async function expectServedPicture(image: ReturnType<Page['getByRole']>, path: RegExp): Promise<void> {
    await expect(image).toHaveAttribute('src', path);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(path);
  }

  /** A real PNG of a solid colour: the browser's own screenshot of a square. */
  async function solidPng(page: Page, colour: string): Promise<Buffer> {
    const scratch = await page.context().newPage();
    await scratch.setContent(`<div style="width:240px;height:240px;background:${colour}"></div>`);
    const png = await scratch.locator('div').screenshot();
    await scratch.close();
    return png;
  }

  test('An admin uploads an SVG logo with a script: told what was removed, offered for hats, published, and the buyer sees its picture', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(240_000);
    const group = groupFor(journey, 'ironbridge');
    const api = await adminApi(testInfo);
    const before = await groupOffer(api, group);
    try {
      await asAdmin(page.context(), testInfo);
      await page.goto(`/console/catalogue/${group}`);
      await page.getByRole('link', { name: 'Logos and placements' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Logos of ${before.title}` })).toBeVisible();
      await expectAccessible(page);

      // Added with its categories and an SVG carrying a script and an onload handler.
      await page.getByRole('button', { name: 'Add logo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add logo' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(LOGO);
      await dialog
        .getByRole('group', { name: `Categories ${LOGO} is offered for` })
        .getByRole('checkbox', { name: 'Hats' })
        .check();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'shield.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_SVG) });
      const cleaned = dialog.getByRole('status').filter({ hasText: 'Removed from the file:' });
      await expect(cleaned).toContainText('a script');
      await expect(cleaned).toContainText('an onload handler');
      await expect(cleaned).toContainText('The logo was kept without them.');
      await expectServedPicture(
        dialog.getByRole('img', { name: `Uploaded picture of ${LOGO}` }),
        /^\/images\/uploads\/logos\/[a-f0-9]{32}\.png$/,
      );
      await expectAccessible(page);
      await captureBothWidths(page, testInfo, 'catalogue-logo-added');
      await dialog.getByRole('button', { name: 'Add logo' }).click();
      await expect(dialog).toBeHidden();

      // Saved to the draft: the thumbnail is the served PNG.
      await page.getByRole('button', { name: 'Save the logos to the draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Saved to the draft: \d+ changes?\./ })).toBeVisible();
      const thumbnail = page.getByRole('list', { name: 'Logos' }).getByRole('img', { name: `Uploaded picture of ${LOGO}` });
      await expectServedPicture(thumbnail, /^\/images\/uploads\/logos\/[a-f0-9]{32}\.png$/);
      await expectAccessible(page);
      await captureBothWidths(page, testInfo, 'catalogue-logos');
      const src = (await thumbnail.getAttribute('src'))!;

      // Published from the group's page.
      await page.getByRole('link', { name: 'Review and publish the draft' }).click();
      await expect(page.getByRole('table', { name: 'What publishing the draft changes' })).toContainText('uploaded logo picture');
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText(`Version ${before.live_version + 1} is live`)).toBeVisible();

      // The buyer's hats list the logo with its picture, and its item screen offers it.
      const buyer = await page.context().newPage();
      await buyer.goto(journey.path(group, 'catalog/hat'));
      const offered = buyer.getByRole('region', { name: 'Available Logos' }).getByRole('img', { name: LOGO });
      await expectServedPicture(offered, new RegExp(`^${src}$`));
      const served = await buyer.request.get(src);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      expect((await served.body()).subarray(1, 4).toString()).toBe('PNG');
      await buyer.getByRole('list', { name: 'Hats items' }).getByRole('link').first().click();
      const embroidery = buyer.getByRole('combobox', { name: 'Embroidery' });
      await expect(embroidery.locator('option', { hasText: LOGO })).toHaveCount(1);
      await embroidery.selectOption(LOGO);
      // Where the group lists the chosen logos beside the picture (the site group does), its picture is the upload.
      const preview = buyer.getByRole('complementary', { name: 'Logo preview' });
      if (await preview.count()) await expectServedPicture(preview.getByRole('img', { name: LOGO }), new RegExp(`^${src}$`));
      await captureBothWidths(buyer, testInfo, 'buyer-hat-with-uploaded-logo');
      expect(journey.consoleErrors).toEqual([]);
    } finally {
      await putBack(api, group, before.live_version);
      await api.dispose();
    }
  });

  test('An admin adds an item with a colour photographed, a file that is no picture refused; published, the buyer sees the photo', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(240_000);
    const group = groupFor(journey, 'ironbridge');
    const api = await adminApi(testInfo);
    const before = await groupOffer(api, group);
    const photo = await solidPng(page, '#1f6b3a');
    try {
      await asAdmin(page.context(), testInfo);
      await page.goto(`/console/catalogue/${group}/items`);
      await page.getByRole('button', { name: 'New item' }).click();
      const editor = page.getByRole('dialog', { name: 'New item' });
      await editor.getByRole('textbox', { name: 'Code' }).fill(CAP.code);
      await editor.getByRole('textbox', { name: 'Name', exact: true }).fill(CAP.name);
      await editor.getByRole('textbox', { name: 'Full name' }).fill(`${CAP.name}, structured`);
      await editor.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Hats' });
      await editor.getByRole('textbox', { name: 'Colour 1' }).fill('Navy');
      await editor.getByRole('button', { name: 'Add a colour' }).click();
      await editor.getByRole('textbox', { name: 'Colour 2' }).fill(CAP.colour);
      await editor.getByRole('combobox', { name: 'Size 1' }).fill('OSFA');
      await editor.getByRole('textbox', { name: 'Price of OSFA' }).fill('24.00');

      const upload = editor.locator('input[type="file"]').nth(1);
      // A photo over 8 MB is refused in the page, with the limit, before anything is sent.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/uploads/photo')) sent.push(request.url());
      });
      await upload.setInputFiles({ name: 'shoot.png', mimeType: 'image/png', buffer: Buffer.alloc(9 * 1024 * 1024 + 1, 0x20) });
      await expect(editor.getByRole('alert')).toHaveText('shoot.png is too large to upload. A photo file may be at most 8 MB.');
      expect(sent).toEqual([]);
      await captureBothWidths(page, testInfo, 'catalogue-photo-too-large');

      // A text file named as a picture is refused by its content, in words.
      await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await expect(editor.getByRole('alert')).toHaveText('This file is not a JPEG, PNG or WebP picture.');

      await upload.setInputFiles({ name: 'forest.png', mimeType: 'image/png', buffer: photo });
      await expect(editor.getByRole('button', { name: `Remove the photo of ${CAP.colour}` })).toBeVisible();
      await expectServedPicture(
        editor.getByRole('img', { name: `Uploaded photo of ${CAP.colour}` }),
        /^\/images\/uploads\/photos\/thumbs\/[a-f0-9]{32}\.jpg$/,
      );
      await editor.getByRole('combobox', { name: 'Default colour' }).selectOption(CAP.colour);
      await expectServedPicture(
        editor.getByRole('img', { name: `${CAP.name} in ${CAP.colour}` }),
        /^\/images\/uploads\/photos\/[a-f0-9]{32}\.jpg$/,
      );
      await expectAccessible(page);
      await captureBothWidths(page, testInfo, 'catalogue-new-item-with-photo');
      await editor.getByRole('button', { name: 'Save to the draft' }).click();
      await expect(editor).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: /Saved to the draft/ })).toBeVisible();

      // The editor of the saved item shows its colours and photo.
      await page.getByLabel('Search by code or name').fill(CAP.code);
      await page.getByRole('button', { name: `Edit ${CAP.code}` }).click();
      const again = page.getByRole('dialog', { name: `Edit ${CAP.code}` });
      await expect(again.getByRole('img', { name: `Uploaded photo of ${CAP.colour}` })).toBeVisible();
      await expectAccessible(page);
      await captureBothWidths(page, testInfo, 'catalogue-item-editor-photo');
      await again.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('link', { name: `${before.title}: draft and versions` }).click();
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText(`Version ${before.live_version + 1} is live`)).toBeVisible();

      // The buyer's item screen: the photo in that colour, the drawn picture in the other.
      const buyer = await page.context().newPage();
      await buyer.goto(journey.path(group, `item/${CAP.code}`));
      const picture = buyer.getByRole('img', { name: new RegExp(`^${CAP.name}, structured in ${CAP.colour}`) });
      await expectServedPicture(picture, /^\/images\/uploads\/photos\/[a-f0-9]{32}\.jpg$/);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
      await captureBothWidths(buyer, testInfo, 'buyer-item-with-uploaded-photo');
      await buyer.getByRole('radio', { name: 'Navy' }).click();
      await expect(buyer.getByRole('img', { name: new RegExp(`^${CAP.name}, structured in Navy`) })).toHaveAttribute(
        'src',
        `/images/${CAP.code}_navy.jpg`,
      );
      expect(journey.consoleErrors).toEqual([]);
    } finally {
      await putBack(api, group, before.live_version);
      await api.dispose();
    }
  });
});
