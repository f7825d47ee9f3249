import { tmpdir } from 'node:os';
// Fixed so the config (read by every worker) and the global setup agree; E2E_PORT_BASE moves them.
const base = Number(process.env.E2E_PORT_BASE ?? 3911);

export const MODE_A_URL = `http://127.0.0.1:${base}`;
export const MODE_B_URL = `http://127.0.0.1:${base + 1}`;
export const PAYPAL_PORT = base + 2;
export const PAYPAL_URL = `http://127.0.0.1:${PAYPAL_PORT}`;
/** The provider's time zone both servers run in: the console shows its days and times. */
export const PROVIDER_TIME_ZONE = 'America/New_York';
/** The group served at the root in route mode B. */
export const MODE_B_GROUP = 'default';

/**
 * Where each project's server writes its e-mails (.eml files, no SMTP): the console journeys read
 * the buyer's e-mails there. Emptied by the global setup.
 */
export const OUTBOX_DIRS = {
  'mode-a': `${tmpdir()}/e2e-outbox-${base}-a`,
  'mode-b': `${tmpdir()}/e2e-outbox-${base}-b`,
} as const;

/**
 * Where the setup project leaves the demo admin's logged-in state for each project's server: a
 * code of the admin's key is good once per 30 s, so the admin logs in once per run and every
 * journey that needs them reuses the session (support/admin-session.setup.ts).
 */
export const ADMIN_STATES = {
  'mode-a': `${tmpdir()}/e2e-admin-${base}-a.json`,
  'mode-b': `${tmpdir()}/e2e-admin-${base}-b.json`,
} as const;

/**
 * Two more servers on one PostgreSQL database (started only when TEST_DATABASE_URL is set, as CI
 * sets it): the journey that publishes on one and measures when the other answers it. The
 * embedded database lives inside one process, so two instances need PostgreSQL.
 */
export const PAIR_URLS = [`http://127.0.0.1:${base + 3}`, `http://127.0.0.1:${base + 4}`] as const;
/** The database the pair shares, made afresh by each run. */
export const PAIR_DATABASE = `portal_e2e_pair_${base}`;

/**
 * The file of each project's server whose number is how many milliseconds its offer clock runs
 * ahead of the real one (OFFER_CLOCK_FILE; apps/server/src/time/offer-clock.ts): a journey brings a
 * publish set for later live by moving it (support/offer-clock.ts). Written 0 by the global setup.
 */
export const OFFER_CLOCK_FILES = {
  'mode-a': `${tmpdir()}/e2e-offer-clock-${base}-a`,
  'mode-b': `${tmpdir()}/e2e-offer-clock-${base}-b`,
} as const;

/**
 * Where `npm run start:fake-paypal` listens in the journey that tries PayPal with no internet
 * (tests/paypal-offline.spec.ts), one per project: the app with the fake PayPal and the server's
 * stand-in for PayPal's browser script.
 */
export const FAKE_PAYPAL_START_URLS = {
  'mode-a': `http://127.0.0.1:${base + 5}`,
  'mode-b': `http://127.0.0.1:${base + 6}`,
} as const;
