import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureBothWidths, expect, test } from '../support/fixtures';
import { FAKE_PAYPAL_START_URLS, MODE_B_GROUP } from '../support/ports';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run start:fake-paypal` (README, 'Trying the PayPal path'): the built app with the fake PayPal
 * and the server's stand-in for PayPal's browser script. The browser may reach this machine only:
 * a PayPal checkout completes with nothing from the internet.
 */
test.describe('PayPal on one machine, with no internet', () => {
  test.describe.configure({ mode: 'serial' });
  // A server of its own, on a fresh embedded database: its first start takes a while on a busy machine.
  test.setTimeout(240_000);
  let server: ChildProcess | undefined;
  let output = '';

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('A buyer pays with the stand-in PayPal button and sees the order placed', async ({ page }, testInfo) => {
    const project = testInfo.project.name as keyof typeof FAKE_PAYPAL_START_URLS;
    const url = FAKE_PAYPAL_START_URLS[project];
    const modeB = project === 'mode-b';
    const group = modeB ? MODE_B_GROUP : 'summit';
    const at = (screen: string) => `${url}${modeB ? '' : `/${group}`}/${screen}`;
    server = spawn(join(repo, 'node_modules/.bin/tsx'), [join(repo, 'testing/src/start-with-fake-paypal.ts')], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: new URL(url).port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-fake-paypal-')),
        ...(modeB ? { SITE_GROUP: MODE_B_GROUP } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.ok ?? server?.exitCode ?? false, {
        timeout: 200_000,
        intervals: [500],
      })
      .toBe(true);
    expect(server.exitCode, output).toBeNull();

    // Nothing but this machine: PayPal's own script (or anything else outside) is refused and noted.
    const outside: string[] = [];
    await page.context().route(/^(?!https?:\/\/127\.0\.0\.1[:/])/, async (route) => {
      outside.push(route.request().url());
      await route.abort('internetdisconnected');
    });
    const storefront = await (await page.request.get(`${url}/v1/storefront/${group}`)).json();
    expect(storefront.payments.paypal).toMatchObject({ available: true, sdk_url: '/v1/paypal-stand-in/sdk.js' });
    if (!modeB) {
      const login = await page.request.post(`${url}/v1/login`, { data: { password: 'summit-demo' } });
      expect(login.status(), await login.text()).toBe(200);
    }

    await page.goto(at('item/1640'));
    await page.getByRole('combobox', { name: /^(Embroidery|Imprint)$/ }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await page.getByLabel('First Name').fill('Nadia');
    await page.getByLabel('Last Name').fill('Ferreira');
    await page.getByLabel('Email').fill('nadia.ferreira@example.com');
    const pay = page.getByRole('button', { name: 'Pay with PayPal (local stand-in)' });
    await expect(pay).toBeVisible();
    await captureBothWidths(page, testInfo, 'paypal-stand-in');
    await pay.click();
    const fakeWindow = page.getByRole('group', { name: 'Fake PayPal window' });
    await fakeWindow.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    const summary = page.getByRole('main').locator('dl.success-summary');
    await expect(summary).toContainText('Paid with PayPal');
    await captureBothWidths(page, testInfo, 'paypal-stand-in-success');
    expect(outside).toEqual([]);
  });
});
