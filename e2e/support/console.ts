import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { readDemoStaff, readDemoStaffSecrets } from '@portal/tenants/server';
import { expect, type Journey } from './fixtures';
import { groupFor, pricedNow } from './journeys';
import { ADMIN_STATES, OUTBOX_DIRS } from './ports';

/** A demo staff member's published password (demo-secrets.md). */
export function staffPassword(email: string): string {
  const found = readDemoStaffSecrets().find((staff) => staff.email === email);
  if (!found) throw new Error(`no demo staff member ${email}`);
  return found.password;
}

/** The group a console journey works on, and the rep who works for it (and only for it, with the site group in mode B). */
export function repFor(journey: Journey) {
  return journey.modeB
    ? {
        group: groupFor(journey, 'cedar'),
        title: 'Crestline Dealer Storefront',
        rep: 'dana.whitfield@crestline.example',
        bypass: 'NEWCUSTOMER',
      }
    : { group: 'cedar', title: 'Cedar Creek Automotive', rep: 'harriet.okafor@crestline.example', bypass: 'CEDAR-ACCT' };
}

/** A rep who works for neither journey group. */
export const OTHER_GROUP_REP = 'carmen.voss@crestline.example';
export const ADMIN = 'admin@crestline.example';

/** Unique per run and project, so runs against one server never find each other's orders. */
export const uniqueWord = (prefix: string, testInfo: TestInfo) =>
  `${prefix}${testInfo.project.name.replace('-', '')}${Date.now().toString(36)}`.toUpperCase();

/** Places an order on account as a buyer would (from this browser) and answers its number. */
export async function placeOrder(
  request: APIRequestContext,
  journey: Journey,
  buyer: { email: string; customerPo: string; store?: string },
) {
  const { group, bypass } = repFor(journey);
  const placed = await request.post('/v1/create-order', {
    data: {
      companyName: group,
      first_name: 'Marisol',
      last_name: 'Avendano',
      email: buyer.email,
      store: buyer.store ?? '',
      customer_po: buyer.customerPo,
      bypassPaypal: true,
      bypassCode: bypass,
      cart: await pricedNow(request, group, [
        {
          type: 'tshirts',
          name: 'Everyday Cotton Tee',
          price: 0,
          quantity: 6,
          size: 'Large',
          color: 'Black',
          code: '1640',
          placement: 'Left Chest',
          embroidery: '',
        },
      ]),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order_number: string }).order_number;
}

const STEP_SECONDS = 30;
/** The last time step each key gave a code for in this worker: the server takes each step once. */
const lastSteps = new Map<string, number>();

/**
 * A code of a TOTP key that it has not given yet in this run: this step's, or the next one's (the
 * server takes the step before, this one and the next), waiting for a later step when both are spent.
 */
export async function nextCode(key: string): Promise<string> {
  const now = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max((lastSteps.get(key) ?? -1) + 1, now());
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  lastSteps.set(key, step);
  return generate({ secret: key, epoch: step * STEP_SECONDS + 1 });
}

/** A code of a demo staff member's published demo key (demo-staff.json, as `npm run staff -- demo-code` prints). */
export function demoCode(email: string): Promise<string> {
  const key = readDemoStaff().find((staff) => staff.email === email)?.totp_secret;
  if (!key) throw new Error(`no demo key for ${email}`);
  return nextCode(key);
}

const adminOnce = (email: string) => {
  if (email === ADMIN)
    throw new Error('The demo admin logs in once per run (support/admin-session.setup.ts): use asAdmin or adminState.');
};

/** The file of the demo admin's session on this project's server, for a context of its own (`storageState`). */
export function adminState(testInfo: TestInfo): string {
  return ADMIN_STATES[testInfo.project.name as keyof typeof ADMIN_STATES];
}

/** Gives this browser the demo admin's session, logged in once per run by the setup project. */
export async function asAdmin(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  const state = JSON.parse(readFileSync(adminState(testInfo), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
}

/** Adds a staff member as the demo admin, by the API (the staff page's own journey adds one by the form). */
export async function addStaffAsAdmin(
  testInfo: TestInfo,
  member: { email: string; name: string; role: 'admin' | 'rep' | 'viewer'; groups: string[]; password: string },
): Promise<void> {
  const admin = await request.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState(testInfo) });
  const added = await admin.post('/api/console/staff', { data: member });
  expect(added.status(), await added.text()).toBe(201);
  await admin.dispose();
}

/**
 * Answers the account page's 'Confirm it is you', asked before a session sets up its second factor
 * (again): the password, and a code of the factor that is on, or a recovery code.
 */
export async function confirmItIsYou(page: Page, password: string, code?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Your password').fill(password);
  if (code !== undefined) await dialog.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** Logs in at /console/login as a staff member without a second factor, by the form, and waits for the board. */
export async function logInToConsole(page: Page, email: string): Promise<void> {
  adminOnce(email);
  await page.goto('/console/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(staffPassword(email));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

/** Logs in to the console by its API, as a staff member without a second factor: the browser's cookie, without the form. */
export async function consoleSession(request: APIRequestContext, email: string): Promise<void> {
  adminOnce(email);
  const login = await request.post('/api/console/login', { data: { email, password: staffPassword(email) } });
  expect(login.status(), await login.text()).toBe(200);
}

/** The subjects of the e-mails the project's server wrote to `to` (its .eml outbox). */
export function outboxSubjects(testInfo: TestInfo, to: string): string[] {
  const dir = OUTBOX_DIRS[testInfo.project.name as keyof typeof OUTBOX_DIRS];
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.flatMap((name) => {
    const message = readFileSync(join(dir, name), 'utf8');
    const [headers = ''] = message.split(/\r?\n\r?\n/);
    const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
    if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(unfolded)) return [];
    return [/^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? ''];
  });
}
