import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { readDemoSecrets } from '@portal/tenants/server';
import { MODE_B_GROUP, PAYPAL_URL } from './ports';

/** The demo password of every group that has one: a journey's browser logs in to all of them first. */
const GROUP_PASSWORDS = readDemoSecrets().flatMap((demo) => (demo.password ? [demo.password] : []));

/**
 * A stand-in for PayPal's browser SDK, served at PayPal's own URL by request interception: it
 * renders one button that runs createOrder, approves the order at the fake PayPal API (as the
 * buyer would in PayPal's window) and calls onApprove, the way the real buttons do.
 */
const SDK_STUB = `
window.paypal = {
  Buttons(options) {
    return {
      isEligible: () => true,
      close: () => Promise.resolve(),
      render(container) {
        const host = typeof container === 'string' ? document.querySelector(container) : container;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal';
        button.setAttribute('data-testid', 'paypal-button');
        button.style.cssText = 'width:100%;height:45px;background:#ffc439;border:0;border-radius:4px;font-weight:700;cursor:pointer';
        button.addEventListener('click', async () => {
          let orderID;
          try {
            orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
          } catch (error) {
            if (options.onError) options.onError(error);
            return;
          }
          await window.__e2eApprove(orderID);
          const actions = { restart: () => { window.__e2eRestarted = (window.__e2eRestarted || 0) + 1; return Promise.resolve(); } };
          try { await options.onApprove({ orderID }, actions); } catch (error) { if (options.onError) options.onError(error); }
        });
        host.appendChild(button);
        return Promise.resolve();
      },
    };
  },
};`;

export interface Journey {
  /** The address of a screen of a group, in this project's route mode. */
  path(group: string, screen?: string): string;
  /** Route mode B serves one group only. */
  modeB: boolean;
  /** Errors the page printed or threw; each test ends by expecting none. */
  consoleErrors: string[];
}

export const test = base.extend<{ journey: Journey; paypalSdk: 'stub' | 'blocked'; loggedIn: boolean }>({
  paypalSdk: ['stub', { option: true }],
  /**
   * Mode A: whether the browser starts logged in to every group with a password, as a buyer who came
   * through the login page is. Journeys that test asking for the password turn it off.
   */
  loggedIn: [true, { option: true }],
  journey: async ({ page, paypalSdk, loggedIn }, use, testInfo) => {
    const modeB = testInfo.project.name === 'mode-b';
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // Chromium itself logs every 4xx answer; an expected refusal (a wrong password) is not an app error.
      const refusal = /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
      if (message.type() === 'error' && !refusal) consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.exposeFunction('__e2eApprove', async (orderId: string) => {
      const response = await fetch(`${PAYPAL_URL}/__test/approve/${encodeURIComponent(orderId)}`, { method: 'POST' });
      if (!response.ok) throw new Error(`approve failed: ${response.status}`);
    });
    await page.route(/^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/, (route) =>
      paypalSdk === 'blocked'
        ? route.abort('blockedbyclient')
        : route.fulfill({ contentType: 'application/javascript', body: SDK_STUB }),
    );
    if (loggedIn && !modeB) {
      for (const password of GROUP_PASSWORDS) {
        const login = await page.request.post('/v1/login', { data: { password } });
        expect(login.status(), await login.text()).toBe(200);
      }
    }
    await use({
      modeB,
      consoleErrors,
      path(group, screen = '') {
        if (modeB && group !== MODE_B_GROUP) throw new Error(`mode B serves ${MODE_B_GROUP} only`);
        const prefix = modeB ? '' : `/${group}`;
        return `${prefix}${screen ? `/${screen.replace(/^\//, '')}` : ''}` || '/';
      },
    });
  },
});

export { expect };

/**
 * axe finds no serious or critical violation (WCAG 2 A and AA rules). It looks once the page's
 * transitions are over (a spinner's endless turn aside): a dialog still fading in has its text at part opacity, which axe would
 * measure as too little contrast.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // A spinner turns for ever; only what ends is waited for.
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Full-page screenshots at desktop and phone width, attached to the test as artefacts. */
export async function captureBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  /** The phone's width: 375 px by default, 390 px for the larger phones the console's staff carry. */
  options: { phoneWidth?: number } = {},
): Promise<void> {
  const original = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const [label, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: options.phoneWidth ?? 375, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    // From the top, so the sticky header is captured where a person sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    const path = testInfo.outputPath(`${testInfo.project.name}-${name}-${label}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name} (${label})`, { path, contentType: 'image/png' });
    // Wide tables scroll inside their own region; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} (${label}) scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(original);
}
