import { defineConfig } from '@playwright/test';
import { MODE_A_URL, MODE_B_URL } from './support/ports';

// Debian's Chromium, never a downloaded browser; these flags keep it quiet on a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1366, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The demo admin logs in once per run: a code of its key is good once (support/console.ts, asAdmin).
    { name: 'admin-session', testDir: './support', testMatch: 'admin-session.setup.ts' },
    { name: 'mode-a', use: { baseURL: MODE_A_URL }, dependencies: ['admin-session'] },
    {
      name: 'mode-b',
      use: { baseURL: MODE_B_URL },
      dependencies: ['admin-session'],
      // What does not depend on where the group's screens live runs once, in mode A: the console's
      // journeys that never open a buyer's screen (the console is at /console in both modes: its
      // reports, an order's ship-to and packing slip, sessions, the phone layout, times and dates,
      // the second factor), the item's field errors, the price ladder and the pictures drawn with
      // logos (the same components, rules and picture addresses on any path; the screens' paths in
      // mode B are the other journeys' to walk), and the approvals, whose demo group is a mode A group.
      testIgnore: [
        '**/approvals.spec.ts',
        '**/console-reports.spec.ts',
        '**/console-ship-to.spec.ts',
        '**/console-sessions.spec.ts',
        '**/console-phone.spec.ts',
        '**/console-dates.spec.ts',
        '**/console-second-factor.spec.ts',
        '**/field-errors.spec.ts',
        '**/price-ladder.spec.ts',
        '**/logo-preview.spec.ts',
        '**/line-pictures.spec.ts',
      ],
    },
  ],
});
