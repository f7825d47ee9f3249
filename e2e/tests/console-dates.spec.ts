import type { Locator, Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { consoleSession, placeOrder, repFor, uniqueWord } from '../support/console';
import { PROVIDER_TIME_ZONE } from '../support/ports';

// The browser is in Tokyo, the provider in New York (the servers' PROVIDER_TIME_ZONE): the console
// must show the provider's days and times, as its date filters, the CSV and the e-mails do.
test.use({ timezoneId: 'Asia/Tokyo' });

/** 10:30 PM on Nov 15 in New York: Nov 16 already in Tokyo and in UTC. */
const LATE_EVENING = Date.parse('2026-11-16T03:30:00Z');

const providerTime = (ms: number) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: PROVIDER_TIME_ZONE,
  })
    .format(ms)
    .replace(/[\u202f\u00a0]/g, ' ');

/** Each edge of `inner` lies within `outer` and the window, left to right. */
async function expectWithin(page: Page, inner: Locator, outer: Locator, what: string) {
  // After a resize the page draws its phone layout a frame or two later: measure once it has settled.
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const drawn = await inner.boundingBox();
      return drawn ? drawn.x + drawn.width <= width : false;
    })
    .toBe(true)
    .catch(() => undefined);
  const box = await inner.boundingBox();
  const frame = await outer.boundingBox();
  expect(box && frame, what).toBeTruthy();
  expect(box!.x, `${what} starts inside its section`).toBeGreaterThanOrEqual(frame!.x);
  expect(box!.x + box!.width, `${what} ends inside its section`).toBeLessThanOrEqual(frame!.x + frame!.width);
  expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(width);
}

test("The console shows an order's day and time in the provider's zone, whatever the browser's zone", async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(90_000);
  const { rep } = repFor(journey);
  const customerPo = uniqueWord('PO', testInfo);
  const orderNumber = await placeOrder(page.request, journey, {
    email: `${customerPo.toLowerCase()}@buyers.example`,
    customerPo,
  });
  await consoleSession(page.request, rep);

  // The order is placed now; its board row answers as if it had been placed late in the provider's evening.
  await page.route(/\/api\/console\/orders\?/, async (route) => {
    const response = await route.fetch();
    const board = (await response.json()) as { rows: { order_number: string; created_at: number }[] };
    for (const row of board.rows) if (row.order_number === orderNumber) row.created_at = LATE_EVENING;
    await route.fulfill({ response, json: board });
  });
  await page.goto(`/console?q=${customerPo}`);
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toBeVisible();
  // What the browser's own zone says of that instant: the day after.
  expect(await page.evaluate((at) => new Date(at).toDateString(), LATE_EVENING)).toBe('Mon Nov 16 2026');
  const placed = row.locator('time');
  await expect(placed).toHaveText('Nov 15, 2026');
  await expect(placed).toHaveAttribute('title', 'Nov 15, 2026, 10:30 PM EST');
  await page.unroute(/\/api\/console\/orders\?/);

  // The order's own page: when it was placed and when its e-mails went, in the provider's zone.
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page).toHaveTitle(`Order ${orderNumber} — Crestline Console`);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const detail = (await (await page.request.get(`/api/console/orders/${orderId}`)).json()) as {
    order: { created_at: number };
    emails: { created_at: number }[];
  };
  const facts = page.getByRole('region', { name: 'Order', exact: true });
  await expect(facts).toContainText(providerTime(detail.order.created_at));
  expect(providerTime(detail.order.created_at)).toMatch(/ E[SD]T$/);
  const emails = page.getByRole('region', { name: 'E-mails', exact: true });
  await expect(emails.getByRole('row').nth(1)).toContainText(providerTime(detail.emails[0]!.created_at));
  expect(journey.consoleErrors).toEqual([]);
});

test('Each est. ship date field of an order fits its section, even beside a long customer PO', async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(90_000);
  const { rep } = repFor(journey);
  const word = uniqueWord('PO', testInfo);
  // A customer PO is up to 60 characters, and buyers type them as one word.
  const customerPo = `${word}_FERNHOLLOW_SERVICE_DEPT_FALL_UNIFORMS`;
  const orderNumber = await placeOrder(page.request, journey, { email: `${word.toLowerCase()}@buyers.example`, customerPo });
  await consoleSession(page.request, rep);
  await page.goto(`/console?q=${word}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  const items = page.getByRole('region', { name: 'Items', exact: true });
  const order = page.getByRole('region', { name: 'Order', exact: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await expect(items.getByLabel('Line 1 date')).toBeVisible();
    await expectWithin(page, order.getByLabel('Every line'), order, `the order's date field at ${width} px`);
    await expectWithin(page, items.getByLabel('Line 1 date'), items, `line 1's date field at ${width} px`);
    await expectWithin(
      page,
      items.getByRole('button', { name: 'Save est. ship date of line 1' }),
      items,
      `line 1's Save at ${width} px`,
    );
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-order-ship-dates');

  // The field still sets the line's date. The screenshots resized the page, so the phone's cards
  // may still be giving way to the table: a date typed into a field that then unmounts is lost.
  await expect(items.getByRole('table')).toBeVisible();
  const save = items.getByRole('button', { name: 'Save est. ship date of line 1' });
  await expect(async () => {
    await items.getByLabel('Line 1 date').fill('2026-12-04');
    await expect(save).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await save.click();
  await expect(page.getByText('Est. ship date of line 1 set to Dec 4, 2026.')).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});
