import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linesFor } from '@portal/testing/carts';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { MODE_B_GROUP, OUTBOX_DIRS } from '../support/ports';

// The approver's page (docs/approvals.md): `<group>/approval#<token>`, in each route mode.

const APPROVER = 'renata.okafor@tidewater-auto.example';

/** The Approve and Reject tokens of the newest approver e-mail about `orderNumber` in the project's .eml outbox, or null. */
function approvalTokens(project: string, orderNumber: string): { approve: string; reject: string } | null {
  const dir = OUTBOX_DIRS[project as keyof typeof OUTBOX_DIRS];
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const name of files.sort().reverse()) {
    const raw = readFileSync(join(dir, name), 'utf8');
    // Quoted-printable: soft line breaks joined, =XX decoded, so the links read as written.
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!text.includes(APPROVER) || !text.includes(`order ${orderNumber}`)) continue;
    const tokens = [...text.matchAll(/\/approval#([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!);
    if (tokens.length >= 2) return { approve: tokens[0]!, reject: tokens[1]! };
  }
  return null;
}

test('A link that is not an approval link says so, and offers no decision', async ({ page, journey }, testInfo) => {
  const group = journey.modeB ? MODE_B_GROUP : 'tidewater';
  await page.goto(`${journey.path(group, 'approval')}#${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This link is not valid. Open the latest e-mail about the order, or ask the buyer.')).toBeVisible();
  await expect(page.getByRole('button', { name: /order CB-/ })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Order approval — /);
  await captureBothWidths(page, testInfo, 'approval-not-valid');
  await expectAccessible(page);
  // Without a token the page asks nothing of the server.
  await page.goto(journey.path(group, 'approval'));
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});

test("An order over Tidewater's limit waits, and its approver approves it from the e-mail's link", async ({
  page,
  journey,
}, testInfo) => {
  test.skip(journey.modeB, 'the mode B group has no spending rules');
  // 40 tees at $14.99 are over the group's $500 limit for orders with no store.
  const placed = await page.request.post('/v1/create-order', {
    data: {
      companyName: 'tidewater',
      first_name: 'Odalys',
      last_name: 'Ferreira',
      email: 'odalys.ferreira@tidewater-auto.example',
      store: '',
      customer_po: 'PO-APPROVAL',
      bypassPaypal: true,
      bypassCode: 'TIDEWATER-ACCT',
      cart: linesFor('tidewater', '1640', 40),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_number: orderNumber } = (await placed.json()) as { order_number: string };
  const history = await page.request.post('/v1/retrieve-orders', { data: { companyName: 'tidewater' } });
  const listed = ((await history.json()) as { orders: { order_number: string; approval: { status: string } | null }[] }).orders;
  test.skip(
    listed.find((order) => order.order_number === orderNumber)?.approval?.status !== 'waiting',
    'placing does not open approvals yet: the placing work brings it',
  );
  let tokens: ReturnType<typeof approvalTokens> = null;
  await expect.poll(() => (tokens = approvalTokens(testInfo.project.name, orderNumber)), { timeout: 15_000 }).not.toBeNull();
  await page.goto(`${journey.path('tidewater', 'approval')}#${tokens!.approve}`);
  await expect(page.getByRole('heading', { level: 1, name: `Approve order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Over the order total that needs approval')).toBeVisible();
  await captureBothWidths(page, testInfo, 'approval-approve');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Approve order ${orderNumber}` }).click();
  await expect(page.getByText(`Order ${orderNumber} approved`)).toBeVisible();
  // The reject link now says the order was decided, and offers nothing.
  await page.goto(`${journey.path('tidewater', 'approval')}#${tokens!.reject}`);
  await expect(page.getByText('This order was decided already')).toBeVisible();
  await expect(page.getByRole('button', { name: `Reject order ${orderNumber}` })).toHaveCount(0);
  expect(journey.consoleErrors).toEqual([]);
});
