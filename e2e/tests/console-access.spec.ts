import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminState, logInToConsole, OTHER_GROUP_REP, placeOrder, repFor, uniqueWord } from '../support/console';

test('A rep of another group is refused plainly and changes nothing', async ({ page, journey, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  test.skip(journey.modeB, 'who may see what is the same in both route modes');
  const { title } = repFor(journey);
  const customerPo = uniqueWord('PO', testInfo);
  const orderNumber = await placeOrder(page.request, journey, {
    email: `${customerPo.toLowerCase()}@buyers.example`,
    customerPo,
  });

  // The admin's view of the order, from a session of its own.
  const admin = await playwrightRequest.newContext({ baseURL, storageState: adminState(testInfo) });
  const found = (await (await admin.get(`/api/console/orders?q=${customerPo}`)).json()) as {
    rows: { id: string; version: number }[];
  };
  const order = found.rows[0]!;

  await logInToConsole(page, OTHER_GROUP_REP);
  // Their board never holds the order, and naming its group is refused in words.
  await page.goto(`/console?q=${customerPo}`);
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await page.goto('/console?group=cedar');
  await expect(page.getByRole('alert')).toHaveText(`You do not work for ${title}.`);
  // Nor does its address open it.
  await page.goto(`/console/orders/${order.id}`);
  await expect(page.getByRole('alert')).toHaveText('No such order.');
  await expect(page.getByRole('button', { name: /Move to|Mark as|Cancel order/ })).toHaveCount(0);

  // Asking the API directly changes nothing.
  const move = await page.request.post(`/api/console/orders/${order.id}/status`, {
    data: { to: 'in_production', version: order.version },
  });
  expect([403, 404]).toContain(move.status());
  const date = await page.request.post(`/api/console/orders/${order.id}/ship-date`, { data: { est_ship_date: '2026-12-04' } });
  expect([403, 404]).toContain(date.status());
  const after = (await (await admin.get(`/api/console/orders/${order.id}`)).json()) as {
    order: { status: string; version: number; order_number: string; est_ship_date: string | null };
  };
  expect(after.order).toMatchObject({
    order_number: orderNumber,
    status: 'received',
    version: order.version,
    est_ship_date: null,
  });
  await admin.dispose();

  expect(journey.consoleErrors).toEqual([]);
});

test("A buyer's session opens nothing in the console", async ({ page, journey }) => {
  test.skip(journey.modeB, 'the console is the same in both route modes');
  // The journey's browser is logged in to every group with a password: none of it is a staff session.
  expect((await page.request.get('/api/console/orders')).status()).toBe(401);
  await page.goto('/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});
