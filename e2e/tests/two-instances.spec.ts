import { request, type Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { staffPassword } from '../support/console';
import { PAIR_REP } from '../support/instance-pair';
import { PAIR_URLS } from '../support/ports';

// Two servers on one PostgreSQL database (support/global-setup.ts starts them when
// TEST_DATABASE_URL is set): a rep publishes a new price on the first, and the second answers it
// within a second, by the publish's notice (docs/decisions/028), with no restart.

const GROUP = 'cedar';
const [FIRST, SECOND] = PAIR_URLS;
const dollars = (n: number) => `$${n.toFixed(2)}`;

interface Item {
  code: string;
  sizes: Record<string, number>;
}

/** The size's price in cents in the second instance's storefront answer. */
async function priceOnSecond(code: string, size: string): Promise<number | undefined> {
  const storefront = await request.newContext({ baseURL: SECOND });
  try {
    const answer = (await (await storefront.get(`/v1/storefront/${GROUP}`)).json()) as {
      catalogue: { code: string; sizes: Record<string, number> }[];
    };
    return answer.catalogue.find((item) => item.code === code)?.sizes[size];
  } finally {
    await storefront.dispose();
  }
}

/** Milliseconds until the second instance's storefront prices the size at `cents`; gives up after 10 s. */
async function untilSecondCharges(code: string, size: string, cents: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 10_000) {
    if ((await priceOnSecond(code, size)) === cents) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the second instance did not charge ${cents} cents for ${code} ${size} within 10 s`);
}

const sizeHeading = (page: Page, size: string) => page.getByRole('columnheader', { name: new RegExp(`^${size}`) });

test('A price published on one instance is answered by the other within a second', async ({ page, journey }, testInfo) => {
  test.skip(journey.modeB, 'the pair of servers runs in route mode A; the route mode is not what this journey measures');
  test.skip(
    !process.env.TEST_DATABASE_URL,
    'two instances share a PostgreSQL database (the embedded one lives in one process): set TEST_DATABASE_URL, as CI does',
  );
  test.setTimeout(120_000);
  const rep = await request.newContext({ baseURL: FIRST });
  const login = await rep.post('/api/console/login', { data: { email: PAIR_REP, password: staffPassword(PAIR_REP) } });
  expect(login.status(), await login.text()).toBe(200);
  const { live_version: liveBefore } = (await (await rep.get(`/api/console/offer/${GROUP}`)).json()) as {
    live_version: number;
  };
  const items = ((await (await rep.get(`/api/console/offer/${GROUP}/items`)).json()) as { items: Item[] }).items;
  const item = items.find((candidate) => Object.keys(candidate.sizes).includes('Large'))!;
  const size = 'Large';
  const oldPrice = item.sizes[size]!;
  const newPrice = oldPrice + 3.25;
  try {
    // The buyer, on the second instance, sees the price before.
    const buyer = await page.context().newPage();
    await buyer.goto(`${SECOND}/${GROUP}/item/${item.code}`);
    await expect(sizeHeading(buyer, size)).toContainText(dollars(oldPrice));

    // The rep, on the first instance, changes the price in the draft and publishes it by the console.
    await page.goto(`${FIRST}/console/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(PAIR_REP);
    await page.getByLabel('Password').fill(staffPassword(PAIR_REP));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.goto(`${FIRST}/console/catalogue/${GROUP}/items`);
    await page.getByLabel('Search by code or name').fill(item.code);
    await page.getByRole('button', { name: `Edit ${item.code}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit ${item.code}` });
    await editor.getByRole('textbox', { name: `Price of ${size}` }).fill(newPrice.toFixed(2));
    await editor.getByRole('button', { name: 'Save to the draft' }).click();
    await expect(editor).toBeHidden();
    await page.getByRole('link', { name: 'Review and publish the draft' }).click();
    const changes = page.getByRole('table', { name: 'What publishing the draft changes' });
    await expect(changes.getByRole('row').nth(1)).toHaveText(
      `Item ${item.code}Price (${size})${dollars(oldPrice)} → ${dollars(newPrice)}`,
    );
    await expectAccessible(page);
    const published = page.waitForResponse((answer) => answer.url().endsWith(`/api/console/offer/${GROUP}/publish`));
    await page.getByRole('button', { name: 'Publish now' }).click();
    expect((await published).status()).toBe(200);

    // The second instance answers the new price within a second of the publish's answer.
    const took = await untilSecondCharges(item.code, size, Math.round(newPrice * 100));
    testInfo.annotations.push({ type: 'publish → second instance', description: `${took} ms` });
    expect(took).toBeLessThanOrEqual(1_000);
    await buyer.reload();
    await expect(sizeHeading(buyer, size)).toContainText(dollars(newPrice));
    await captureBothWidths(buyer, testInfo, 'second-instance-new-price');

    // Rolling back on the first instance reaches the second the same way.
    const rolledBack = await rep.post(`/api/console/offer/${GROUP}/versions/${liveBefore}/rollback`);
    expect(rolledBack.status(), await rolledBack.text()).toBe(200);
    const back = await untilSecondCharges(item.code, size, Math.round(oldPrice * 100));
    testInfo.annotations.push({ type: 'rollback → second instance', description: `${back} ms` });
    expect(back).toBeLessThanOrEqual(1_000);
    expect(journey.consoleErrors).toEqual([]);
  } finally {
    await rep.dispose();
  }
});
