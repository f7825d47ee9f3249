import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { showOrderItems } from '../support/journeys';
import { logInToConsole, outboxSubjects, placeOrder, repFor, staffPassword, uniqueWord } from '../support/console';

const TRACKING = '1Z999AA10123456784';

test('A rep finds an order by its PO, moves it through production and shipping, and the buyer sees each step', async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(120_000);
  const { group, rep } = repFor(journey);
  const customerPo = uniqueWord('PO', testInfo);
  const buyer = `${customerPo.toLowerCase()}@buyers.example`;
  const orderNumber = await placeOrder(page.request, journey, { email: buyer, customerPo });

  // The console asks who is there first, then goes back to the address asked for: a search by PO.
  await page.goto(`/console?q=${customerPo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(rep);
  await page.getByLabel('Password').fill(staffPassword(rep));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/console\\?q=${customerPo}$`));
  const link = page.getByRole('link', { name: orderNumber, exact: true });
  await expect(link).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(customerPo);

  // Filters go into the address with the search.
  await page.getByLabel('Status').selectOption('received');
  await expect(page).toHaveURL(/status=received/);
  await expect(link).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('received');
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-board');

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items', exact: true })).toContainText('1640');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-order');

  const status = page.getByRole('region', { name: 'Status', exact: true });
  await status.getByRole('button', { name: 'Move to In production' }).click();
  await expect(page.getByText(`Order ${orderNumber} is now In production.`)).toBeVisible();

  await page.getByLabel('Every line').fill('2026-12-04');
  await page.getByRole('button', { name: 'Set for every line' }).click();
  await expect(page.getByText('Est. ship date set to Dec 4, 2026.')).toBeVisible();

  await status.getByRole('button', { name: 'Mark as Shipped…' }).click();
  const dialog = page.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-ship-dialog');
  await dialog.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
  // Any text is not a tracking number: the dialog says what a UPS number is, and sends nothing.
  const tracking = dialog.getByRole('textbox', { name: 'Tracking number' });
  await tracking.fill('7777 🚚 zzz');
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(dialog.getByText('A UPS tracking number is 1Z followed by 16 letters or digits.')).toBeVisible();
  await expect(tracking).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await captureBothWidths(page, testInfo, 'console-ship-dialog-bad-tracking');
  await tracking.fill(TRACKING);
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText(`Order ${orderNumber} is now Shipped.`)).toBeVisible();
  await expect(status.getByRole('button', { name: 'Move to Delivered' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history', exact: true })).toContainText(TRACKING);

  // Each move the buyer is told of is an e-mail to the buyer, in the order's list and in the outbox.
  const subjects = [
    `Your order ${orderNumber} is in production`,
    `New est. ship date for your order ${orderNumber}`,
    `Your order ${orderNumber} has shipped`,
  ];
  const emails = page.getByRole('region', { name: 'E-mails', exact: true });
  for (const subject of subjects) await expect(emails).toContainText(subject);
  await expect.poll(() => outboxSubjects(testInfo, buyer).sort(), { timeout: 20_000 }).toEqual(expect.arrayContaining(subjects));

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();

  // The buyer's orders screen: the status, and the timeline with the tracking number.
  await page.goto(journey.path(group, 'orders'));
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row.getByRole('cell', { name: 'Shipped', exact: true })).toBeVisible();
  await showOrderItems(page, orderNumber);
  const progress = page.getByRole('region', { name: `Progress of order ${orderNumber}: Shipped` });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('listitem')).toHaveText([
    /^Received/,
    /^In production/,
    new RegExp(`^Shipped.*UPS, tracking ${TRACKING}`),
    /^DeliveredNot yet/,
  ]);
  // The number opens UPS's tracking page in a new tab.
  const trackingLink = progress.getByRole('link', { name: new RegExp(TRACKING) });
  await expect(trackingLink).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${TRACKING}`);
  await expect(trackingLink).toHaveAttribute('target', '_blank');
  await expect(trackingLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'buyer-orders-timeline');

  expect(journey.consoleErrors).toEqual([]);
});

test('A rep with the goods on the shelf ships a received order in one move: the history shows both steps, the buyer one e-mail', async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(120_000);
  const { group, rep } = repFor(journey);
  const customerPo = uniqueWord('SHELF', testInfo);
  const buyer = `${customerPo.toLowerCase()}@buyers.example`;
  const orderNumber = await placeOrder(page.request, journey, { email: buyer, customerPo });

  await logInToConsole(page, rep);
  await page.goto(`/console?q=${customerPo}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  // Received: shipping is offered beside production, with no detour through it.
  const status = page.getByRole('region', { name: 'Status', exact: true });
  await expect(status.getByRole('button')).toHaveText(['Move to In production', 'Mark as Shipped…', 'Cancel order…']);
  await status.getByRole('button', { name: 'Mark as Shipped…' }).click();
  const dialog = page.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  await expect(dialog).toContainText('The order goes through In production on the way');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-ship-from-received', { phoneWidth: 390 });
  await dialog.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING);
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText(`Order ${orderNumber} is now Shipped.`)).toBeVisible();
  await expect(status.getByRole('button')).toHaveText(['Move to Delivered']);

  // Two moves recorded, in order, by the rep; the tracking on the shipping one.
  const history = page.getByRole('region', { name: 'Status history', exact: true });
  const moves = history.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(moves).toHaveCount(2);
  await expect(moves.nth(0)).toContainText('Received → In production');
  await expect(moves.nth(1)).toContainText('In production → Shipped');
  await expect(moves.nth(1)).toContainText(TRACKING);
  await captureBothWidths(page, testInfo, 'console-shipped-from-received', { phoneWidth: 390 });

  // The buyer is told once, that it shipped.
  const shipped = `Your order ${orderNumber} has shipped`;
  await expect(page.getByRole('region', { name: 'E-mails', exact: true })).toContainText(shipped);
  const statusSubjects = () => outboxSubjects(testInfo, buyer).filter((subject) => !subject.endsWith(' is confirmed'));
  await expect.poll(statusSubjects, { timeout: 20_000 }).toEqual([shipped]);

  // The buyer's timeline reads each step.
  await page.goto(journey.path(group, 'orders'));
  await showOrderItems(page, orderNumber);
  const progress = page.getByRole('region', { name: `Progress of order ${orderNumber}: Shipped` });
  await expect(progress.getByRole('listitem')).toHaveText([
    /^Received/,
    /^In production/,
    new RegExp(`^Shipped.*UPS, tracking ${TRACKING}`),
    /^DeliveredNot yet/,
  ]);
  expect(journey.consoleErrors).toEqual([]);
});
