import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readDemoSecrets } from '@portal/tenants/server';
import { checkoutBody, linesFor } from '@portal/testing/carts';
import { registry } from '@portal/testing/tenants';
import { asAdmin } from '../support/console';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';

// The console's CSV export, spend report and groups at a glance, as an account rep uses them.
// The console is at /console in both route modes.

const REP = { email: 'morgan.tallis@crestline.example', password: 'morgan-rep-demo' }; // guardian and harbor
const OTHER_REP = { email: 'sam.ferrante@crestline.example', password: 'sam-rep-demo' }; // prairie and summit
const GROUP = 'harbor';
const DEMO = readDemoSecrets().find((d) => d.group === GROUP)!;

async function staffLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<void> {
  const login = await request.post('/api/console/login', { data: who });
  expect(login.status(), await login.text()).toBe(200);
}

/** Places an order on account in harbor as its buyer would, with a last name no other test uses. */
async function placeOrder(request: APIRequestContext, lastName: string): Promise<{ order_number: string; lines: number }> {
  expect((await request.post('/v1/login', { data: { password: DEMO.password } })).status()).toBe(200);
  const tenant = registry.groups.get(GROUP)!;
  const items = tenant.catalogue.filter((i) => !i.restricted && !i.supportedStores?.length);
  const tee = items.find((i) => i.type === 'tshirts') ?? items.find((i) => i.type === 'hat')!;
  const cart = [...linesFor(GROUP, tee.code, 2), ...linesFor(GROUP, tee.code, 3, { size: Object.keys(tee.sizes)[1] })];
  const body = checkoutBody(GROUP, cart, {
    bypassPaypal: true,
    bypassCode: DEMO.bypassCodes[0],
    first_name: 'Rowan',
    last_name: lastName,
    customer_po: '=1+1',
  });
  const placed = await request.post('/v1/create-order', { data: body });
  expect(placed.status(), await placed.text()).toBe(201);
  return { order_number: (await placed.json()).order_number, lines: cart.length };
}

// Four charts and their tables at two widths, and axe over them: more than a buyer's screen takes.
test.describe.configure({ timeout: 120_000 });

const uniqueName = () =>
  `Csvtest${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function waitForCharts(page: Page, count: number): Promise<void> {
  await expect(page.locator('section [role="img"] svg')).toHaveCount(count);
}

test('the board exports its filtered orders as a CSV file that opens with the right rows', async ({ page, journey }) => {
  const lastName = uniqueName();
  const placed = await placeOrder(page.request, lastName);
  await staffLogin(page.request, REP);
  await page.goto(`/console?group=${GROUP}&q=${encodeURIComponent(`Rowan ${lastName}`)}`);
  await expect(page.getByRole('gridcell', { name: placed.order_number })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Export these orders as CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^crestline-orders-harbor-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parse(text.slice(1)) as string[][];
  const at = (row: string[], name: string) => row[header!.indexOf(name)];
  expect(rows).toHaveLength(placed.lines);
  for (const row of rows) {
    expect(at(row, 'Order No.')).toBe(placed.order_number);
    expect(at(row, 'Buyer Name')).toBe(`Rowan ${lastName}`);
    expect(at(row, 'Group')).toBe('Harbor Point Motors');
    expect(at(row, 'Order Customer PO')).toBe("'=1+1");
  }
  expect(rows.map((r) => Number(at(r, 'Quantity')))).toEqual([2, 3]);
  expect(journey.consoleErrors).toEqual([]);
});

test("refuses a rep another group's export and report", async ({ page }) => {
  await staffLogin(page.request, OTHER_REP);
  expect((await page.request.get(`/api/console/orders/export?group=${GROUP}`)).status()).toBe(403);
  expect((await page.request.get(`/api/console/reports/spend?group=${GROUP}`)).status()).toBe(403);
});

test("the spend report opens on the rep's groups summed, then draws one group's charts beside tables that hold the right figures", async ({
  page,
  journey,
}, testInfo) => {
  await placeOrder(page.request, uniqueName());
  await staffLogin(page.request, REP);
  const report = await (await page.request.get(`/api/console/reports/spend?group=${GROUP}`)).json();
  expect(report.orders).toBeGreaterThan(0);
  await page.goto('/console');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Spend report', level: 1 })).toBeVisible();
  // A rep of two groups opens on both summed, with a row for each.
  await expect(page.getByText(/^All your groups: \$[\d,.]+ over/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveText('All your groups');
  const byGroup = page.getByRole('table', { name: 'Spend by group' });
  await expect(byGroup.getByRole('rowheader')).toHaveText([
    /Guardian Automotive Family|Harbor Point Motors/,
    /Guardian Automotive Family|Harbor Point Motors/,
  ]);
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Harbor Point Motors' }).click();
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/reports\\?group=${GROUP}&`));
  await expect(page.getByText(/^Harbor Point Motors: \$[\d,.]+ over/)).toBeVisible();
  // Month, store and category always; PO once some line has one.
  const withPo = report.by_po.some((p: { po: string | null }) => p.po !== null);
  await waitForCharts(page, withPo ? 4 : 3);
  if (!withPo) await expect(page.getByText('No line has a PO in these months.')).toBeVisible();
  // A bar a month, this month's (with the order just placed) drawn with a height.
  const monthBars = page.getByRole('region', { name: 'Spend by month' }).locator('svg .MuiBarChart-element');
  await expect(monthBars).toHaveCount(report.by_month.length);
  await expect(monthBars.last()).toBeVisible();
  const months = page.getByRole('table', { name: 'Spend by month' });
  await expect(months.getByRole('row')).toHaveCount(report.by_month.length + 2);
  const last = report.by_month.at(-1);
  const money = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const lastRow = months.getByRole('row').nth(report.by_month.length);
  await expect(lastRow.getByRole('cell').last()).toHaveText(money(last.total_cents));
  await expect(months.getByRole('row').last()).toContainText(money(report.total_cents));
  const stores = page.getByRole('table', { name: 'Spend by store' });
  await expect(stores.getByRole('row')).toHaveCount(report.by_store.length + 1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download spend by category as CSV' }).click(),
  ]);
  const [, ...categoryRows] = parse(readFileSync(await download.path(), 'utf8').slice(1)) as string[][];
  expect(categoryRows.map((r) => r[0])).toEqual(report.by_category.map((c: { label: string }) => c.label));
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'spend-report');
  expect(journey.consoleErrors).toEqual([]);
});

test('an admin opens the spend report on all groups, a breakdown by group among its charts', async ({
  page,
  journey,
}, testInfo) => {
  await placeOrder(page.request, uniqueName());
  await asAdmin(page.context(), testInfo);
  const report = await (await page.request.get('/api/console/reports/spend')).json();
  expect(report.group).toBeNull();
  await page.goto('/console/reports');
  await expect(page.getByText(/^All groups: \$[\d,.]+ over/)).toBeVisible();
  const withPo = report.by_po.some((p: { po: string | null }) => p.po !== null);
  await waitForCharts(page, withPo ? 5 : 4);
  const byGroup = page.getByRole('table', { name: 'Spend by group' });
  await expect(byGroup.getByRole('rowheader')).toHaveCount(report.by_group.length);
  // Every tick of every money axis reads apart from the others.
  for (const chart of await page.locator('section [role="img"]').all()) {
    const ticks = await chart.locator('.MuiChartsAxis-tickLabel').allTextContents();
    const money = ticks.filter((t) => t.startsWith('$'));
    expect(new Set(money).size, money.join(' ')).toBe(money.length);
  }
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'spend-report-all-groups');
  expect(journey.consoleErrors).toEqual([]);
});

test("a rep following a link to another group's report lands on their own group, told why", async ({ page, journey }) => {
  await staffLogin(page.request, REP);
  await page.goto('/console/reports?group=summit');
  const notice = page.getByRole('status').filter({ hasText: 'That link is to a group you do not work for' });
  await expect(notice).toContainText(
    /so this is the report of (Guardian Automotive Family|Harbor Point Motors), your first group\./,
  );
  const [, shown] = /report of (.+), your first group/.exec((await notice.textContent()) ?? '')!;
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveText(shown!);
  await expect(page.getByText(new RegExp(`^${shown}: \\$`))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(journey.consoleErrors).toEqual([]);
});

test("the groups page lists the rep's groups and opens one at its own address, each setting explained", async ({
  page,
  journey,
}, testInfo) => {
  await staffLogin(page.request, REP);
  await page.goto('/console');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Groups' });
  await expect(list.getByRole('link')).toHaveText([/^Guardian Automotive Family/, /^Harbor Point Motors/]);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'groups-list');

  await list.getByRole('link', { name: /^Harbor Point Motors/ }).click();
  await expect(page).toHaveURL(/\/console\/groups\/harbor$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Harbor Point Motors']);
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  const harbor = page.getByRole('region', { name: 'Harbor Point Motors' });
  const settings = harbor.getByRole('list', { name: 'Settings' });
  await expect(settings.getByRole('listitem')).toHaveCount(7);
  await expect(settings.getByRole('listitem', { name: 'Group password: Required' })).toContainText(
    "Buyers enter the group's password",
  );
  await expect(settings.getByRole('listitem', { name: /^Modification thumbnail/ })).toContainText('as it will be made');
  await expect(harbor.getByText('Morgan Tallis (morgan.tallis@crestline.example)')).toBeVisible();
  await expect(page.getByText(DEMO.password!)).toHaveCount(0);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'groups-harbor');

  // Back returns to the list; the group's address opens it again when linked.
  await page.goBack();
  await expect(page).toHaveURL(/\/console\/groups$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await page.goto('/console/groups/guardian');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Guardian Automotive Family']);
  expect(journey.consoleErrors).toEqual([]);
});
