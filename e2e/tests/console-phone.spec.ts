import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { asAdmin, placeOrder, uniqueWord } from '../support/console';

const PHONE = { width: 390, height: 844 };
const SECTIONS = ['Orders', 'Reports', 'Budgets', 'Groups', 'Catalogue', 'Billing', 'Sales tax', 'Staff'];

/** The page itself never scrolls sideways: what is wider scrolls in its own region. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${where} scrolls sideways: ${scroll} px in ${client} px`).toBeLessThanOrEqual(client);
}

test('A clerk on a phone reads the board as cards and reaches every section from one menu, by touch and by keyboard', async ({
  page,
  journey,
}, testInfo) => {
  test.setTimeout(120_000);
  const customerPo = uniqueWord('PHONE', testInfo);
  const orderNumber = await placeOrder(page.request, journey, {
    email: `${customerPo.toLowerCase()}@buyers.example`,
    customerPo,
  });
  await asAdmin(page.context(), testInfo);
  await page.setViewportSize(PHONE);
  await page.goto(`/console?q=${customerPo}`);

  // One card per order: a list of articles, each headed by its number, with its fields and checkbox.
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { level: 2, name: orderNumber })).toBeVisible();
  for (const field of ['Placed', 'Group', 'Total', 'Items', 'Est. ship', 'PO'])
    await expect(card.getByText(field, { exact: true })).toBeVisible();
  await expect(card).toContainText('Marisol Avendano');
  await expect(card.getByRole('checkbox', { name: `Select ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the board');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-phone-board', { phoneWidth: PHONE.width });
  // At a desk's width the table is back.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await page.setViewportSize(PHONE);

  // The top bar is one line: the menu button and the name.
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // While the menu is open the rest of the page, its button too, is hidden from screen readers (a modal): found by what it controls.
  const menuButton = page.locator('button[aria-controls="console-menu"]');
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(SECTIONS);
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /^Your account:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page);
  const open = testInfo.outputPath(`${testInfo.project.name}-console-phone-menu-open-phone.png`);
  await page.screenshot({ path: open });
  await testInfo.attach('console-phone-menu-open (phone)', { path: open, contentType: 'image/png' });
  // At a desk's width the sections are in the bar, and the menu closes.
  await captureBothWidths(page, testInfo, 'console-phone-menu', { phoneWidth: PHONE.width });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Every section, from the menu: each page fits the phone's width.
  for (const section of SECTIONS) {
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await nav.getByRole('link', { name: section, exact: true }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, section);
    if (section === 'Reports' || section === 'Billing') {
      await captureBothWidths(page, testInfo, `console-phone-${section.toLowerCase()}`, { phoneWidth: PHONE.width });
      await page.setViewportSize(PHONE);
    }
  }

  // By keyboard: the button opens the menu, the focus goes in, Escape closes it and the focus comes back.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#console-menu') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  expect(journey.consoleErrors).toEqual([]);
});
