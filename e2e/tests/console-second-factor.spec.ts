import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addStaffAsAdmin, asAdmin, confirmItIsYou, nextCode, uniqueWord } from '../support/console';

// The second factor of the console (docs/console.md#second-factor): a new admin sets it up at their
// first login with the key the page shows as text, then logs in with a code and with a recovery code.

const WRONG_CODE = 'That code is not right, or it was used already. Try the next code from your app.';
const PASSWORD = 'copper-lantern-orchard-58';

async function password(page: Page, email: string): Promise<void> {
  await page.goto('/console/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function secondStep(page: Page, code: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
}

test('A new admin sets up the second factor with the key the page shows, logs in with a code and with a recovery code, spent once used, and sets up a new key after giving the password and a code again', async ({
  page,
  journey,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(210_000);
  const email = `${uniqueWord('admin', testInfo).toLowerCase()}@crestline.example`;
  await addStaffAsAdmin(testInfo, { email, name: 'Rowan Pike', role: 'admin', groups: [], password: PASSWORD });

  // The first login: the password, then the set-up an admin cannot skip.
  await password(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeFocused();
  const qr = page.getByRole('img', { name: 'QR code of your new key, for your authenticator app to scan' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
  const key = (shown ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-enrol');
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await nextCode(key));
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();

  // The recovery codes, once: the list, the file, and one way on.
  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeFocused();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download (.txt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('crestline-console-recovery-codes.txt');
  const text = readFileSync(await file.path(), 'utf8');
  for (const code of codes) expect(text).toContain(code);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-recovery-codes');
  await page.getByRole('button', { name: 'Continue to the console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Rowan Pike · Admin');

  // A copy of the session's cookie, in another browser, works until the session is logged out…
  const other = await browser.newContext({ baseURL });
  await other.addCookies(await page.context().cookies());
  const copy = await other.newPage();
  await copy.goto('/console');
  await expect(copy.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await logOut(page);
  // …and then it opens nothing.
  expect((await copy.request.get('/api/console/me')).status()).toBe(401);
  await copy.reload();
  await expect(copy.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await other.close();

  // The next login: the password, then a code from the app.
  await password(page, email);
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-login-code');
  await secondStep(page, await nextCode(key));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await logOut(page);

  // A lost phone: a recovery code instead, good once.
  await password(page, email);
  await secondStep(page, codes[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await logOut(page);
  await password(page, email);
  await secondStep(page, codes[0]!);
  await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();

  // A new phone: the account page asks for the password and a code of the current key again
  // before it makes a new one, so a copied session cookie alone cannot change the factor.
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await nextCode(key));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.goto('/console/account');
  const factor = page.getByRole('region', { name: 'Second factor' });
  await factor.getByRole('button', { name: 'Set up again' }).click();
  const proof = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(proof).toContainText('Type your password and the code your authenticator app shows now');
  await expect(proof.getByLabel('Your password')).toBeFocused();
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-factor-proof');
  await confirmItIsYou(page, 'not-the-password-at-all', '123456');
  await expect(proof.getByRole('alert')).toHaveText('That password is not right. Type the one you log in with.');
  await confirmItIsYou(page, PASSWORD, await nextCode(key));
  await expect(proof).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Set up a new key' })).toBeFocused();
  const newKey = ((await factor.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '').replace(/\s/g, '');
  expect(newKey).toMatch(/^[A-Z2-7]{32}$/);
  expect(newKey).not.toBe(key);
  await factor.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await nextCode(newKey));
  await factor.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(factor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await factor.getByRole('button', { name: 'Done: I have saved them' }).click();
  await expect(factor.getByRole('button', { name: 'Set up again' })).toBeFocused();
  // The new key logs in from now on.
  await logOut(page);
  await password(page, email);
  await secondStep(page, await nextCode(newKey));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  expect(journey.consoleErrors).toEqual([]);
});

test("An admin ends a member's sessions and resets their second factor, each after saying what it does", async ({
  page,
  journey,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  test.skip(journey.modeB, 'the staff page is the same in both route modes');
  const email = `${uniqueWord('admin', testInfo).toLowerCase()}@crestline.example`;
  await addStaffAsAdmin(testInfo, { email, name: 'Tamsin Reyes', role: 'admin', groups: [], password: PASSWORD });
  // The member sets up their factor and logs in, by the API, in a browser of their own.
  const member = await playwrightRequest.newContext({ baseURL });
  expect((await member.post('/api/console/login', { data: { email, password: PASSWORD } })).status()).toBe(202);
  const { secret } = (await (await member.post('/api/console/second-factor/start')).json()) as { secret: string };
  const confirmed = await member.post('/api/console/second-factor/confirm', { data: { code: await generate({ secret }) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect((await member.get('/api/console/me')).status()).toBe(200);

  await asAdmin(page.context(), testInfo);
  await page.goto('/console/staff');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'End the sessions of Tamsin Reyes' }).click();
  const end = page.getByRole('dialog', { name: 'End the sessions of Tamsin Reyes?' });
  await expect(end).toContainText('is logged out of every browser at once');
  await expectAccessible(page);
  await end.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText('1 session of Tamsin Reyes ended: they are logged out everywhere.')).toBeVisible();
  expect((await member.get('/api/console/me')).status()).toBe(401);

  await row.getByRole('button', { name: 'Reset the second factor of Tamsin Reyes' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset the second factor of Tamsin Reyes?' });
  await expect(reset).toContainText('As an admin, they set up a new key at their next login');
  await expectAccessible(page);
  await captureBothWidths(page, testInfo, 'console-staff-reset-factor');
  await reset.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(page.getByText(/^The second factor of Tamsin Reyes was reset/)).toBeVisible();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  await expect(row.getByText('set up at next login')).toBeVisible();
  // Their next login sets up a new key.
  const again = await member.post('/api/console/login', { data: { email, password: PASSWORD } });
  expect(await again.json()).toEqual({ next: 'enrol' });
  await member.dispose();

  expect(journey.consoleErrors).toEqual([]);
});
