import type { Browser, Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addStaffAsAdmin, confirmItIsYou, nextCode, uniqueWord } from '../support/console';

// A staff member's own sessions (docs/console.md#your-account): each browser logged in to the
// account is listed, and ending one logs that browser out at once.

const PASSWORD = 'willow-gantry-meadow-73';

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/console/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

async function anotherBrowser(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await logIn(page, email);
  return page;
}

test('A staff member ends another of their sessions, then all the others, from their account page; those browsers go back to the login', async ({
  page,
  journey,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = `${uniqueWord('viewer', testInfo).toLowerCase()}@crestline.example`;
  await addStaffAsAdmin(testInfo, { email, name: 'Noor Haddad', role: 'viewer', groups: [], password: PASSWORD });
  const phone = await anotherBrowser(browser, baseURL, email);
  await logIn(page, email);

  await page.getByRole('link', { name: 'Your account: Noor Haddad · Viewer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const sessions = page.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByRole('row').nth(1)).toContainText('This browser');
  await expect(sessions.getByRole('row').nth(1)).toContainText(/Chrom(e|ium) on Linux/);
  await expect(sessions.getByRole('row').nth(2)).not.toContainText('This browser');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-account');

  // The phone's session, ended from here: the phone is sent to the login.
  await sessions.getByRole('button', { name: /^End the session of / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was ended: that browser is logged out.' })).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await expect(phone.getByText('Your session has ended. Please log in again to carry on where you were.')).toBeVisible();

  // Two more browsers, then all the others at once.
  await logIn(phone, email);
  const laptop = await anotherBrowser(browser, baseURL, email);
  await page.reload();
  await expect(sessions.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(page.getByText('2 other sessions were ended.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  for (const other of [phone, laptop]) {
    expect((await other.request.get('/api/console/me')).status()).toBe(401);
    await other.context().close();
  }
  await expect(page.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  expect((await page.request.get('/api/console/me')).status()).toBe(200);

  // A viewer's second factor is theirs to choose: set up from the session.
  const factor = page.getByRole('region', { name: 'Second factor' });
  await expect(factor).toContainText('Your password alone opens your account.');
  await factor.getByRole('button', { name: 'Set up' }).click();
  await confirmItIsYou(page, PASSWORD);
  await expect(page.getByRole('heading', { level: 3, name: 'Set up your second factor' })).toBeFocused();
  const key = ((await factor.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '').replace(/\s/g, '');
  await factor.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await nextCode(key));
  await factor.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(factor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await factor.getByRole('button', { name: 'Done: I have saved them' }).click();
  await expect(factor.getByRole('button', { name: 'Set up again' })).toBeFocused();
  await expect(factor).toContainText('After your password, you enter a code from your authenticator app.');

  expect(journey.consoleErrors).toEqual([]);
});
