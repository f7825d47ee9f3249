import { fileURLToPath } from 'node:url';
import {
  GENERATED_IMAGES_DIR,
  loadTenants,
  readDemoBillingAccounts,
  readDemoStaff,
  readDemoTaxExemptions,
  readDemoTaxSettings,
} from '@portal/tenants/server';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { ensureDemoStaff } from './demo/demo-staff';
import { PAYPAL_STAND_IN_SDK_PATH } from './payments/paypal-stand-in';
import { ensureDemoBillingAccounts } from './demo/demo-billing-accounts';
import { ensureDemoTaxExemptions } from './demo/demo-tax-exemptions';
import { ensureDemoTaxSettings } from './demo/demo-tax-settings';
import { secondFactorKey } from './staff/second-factor';
import { openDatabase } from './db/database';
import { followPublishes } from './offer/follow-publishes';
import { LiveOffer } from './offer/live-offer';
import { loadFirstVersions } from './offer/offer-versions';
import { UploadedPictures } from './offer/uploaded-pictures';
import { fileClock, realClock } from './time/offer-clock';
import { issueDueInvoices } from './billing/invoice-issuing';
import { sweepApprovals } from './ordering/approvals/approval-sweep';
import { DocumentFiles } from './documents/document-files';
import { runMonthlyStatements } from './billing/statements';
import { sendDueReminders } from './billing/reminders';
import { documentArtSource } from './documents/document-art';
import { createMailTransport } from './email/mail-transport';
import { DatabaseOutboxStore } from './email/outbox-store';
import { PendingOrderEmails } from './email/pending-order-emails';
import { startOutboxWorker } from './email/outbox-worker';
import { DEFAULT_GRACE_MS, gracefulClose } from './graceful-close';
import { MadeImages } from './images/made-images';

/** How often an instance asks whether the month's statements are due (a claimed run costs one insert). */
const STATEMENT_RUN_EVERY_MS = 5 * 60_000;

/** How often an instance looks for invoices that fell due and were not issued. */
const INVOICE_SWEEP_EVERY_MS = 60_000;

/** How often an instance reminds, escalates and expires the dealerships' approvals that are due. */
const APPROVAL_SWEEP_EVERY_MS = 60_000;

/** How often an instance deletes the rows of sessions long ended. */
const SESSION_SWEEP_EVERY_MS = 3600_000;

async function main(): Promise<void> {
  // From dist/main.js or src/main.ts alike, the web build sits at apps/web/dist and data at the repo root.
  const config = loadConfig(process.env, {
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    dataDir: fileURLToPath(new URL('../../../data', import.meta.url)),
  });
  const files = loadTenants();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  // The groups live in the database (docs/decisions/028): a new database starts with the files'.
  const groupsLoaded = await loadFirstVersions(database.db, files);
  const registry = await LiveOffer.open(database.db, config.offerClockFile ? fileClock(config.offerClockFile) : realClock);
  // The embedded default is for trying the portal: its console opens with the demo staff. A real
  // PostgreSQL gets its staff from `npm run staff -- add` only.
  const demoStaff = config.databaseUrl
    ? 0
    : await ensureDemoStaff(database.db, readDemoStaff(), secondFactorKey(config.cookieSecret));
  const demoAccounts = config.databaseUrl ? 0 : await ensureDemoBillingAccounts(database.db, registry, readDemoBillingAccounts());
  if (!config.databaseUrl) await ensureDemoTaxExemptions(database.db, readDemoTaxExemptions());
  const demoTax = config.databaseUrl ? false : await ensureDemoTaxSettings(database.db, readDemoTaxSettings());

  let wake = () => undefined as void;
  // One drawer and cache of made pictures for the pages and the e-mails alike, drawing the uploaded
  // logos and photos that the pages serve.
  const pictures = new UploadedPictures(database.db);
  const madeImages = new MadeImages(registry, { pictures });
  const app = await buildApp({
    madeImages,
    pictures,
    registry,
    database,
    imagesDir: GENERATED_IMAGES_DIR,
    // The build drew its pictures from the files: what the console changed since is drawn anew.
    builtFrom: files,
    webDistDir: config.webDistDir,
    siteGroup: config.siteGroup,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    cookieSecret: config.cookieSecret,
    production: config.nodeEnv === 'production',
    trustProxy: config.trustProxy,
    ordersPerHour: config.ordersPerHour,
    confirmationsPerRecipientHour: config.confirmationsPerHour,
    paypal: config.paypal,
    providerTimeZone: config.providerTimeZone,
    wakeOutbox: () => wake(),
  });
  const documents = new DocumentFiles(
    database.db,
    documentArtSource(GENERATED_IMAGES_DIR, registry.provider.logo),
    config.providerTimeZone,
  );
  const transport = createMailTransport(
    {
      ...config.mail,
      inlineImage: (path) => madeImages.forPath(path),
      documentFile: (document) => documents.attachment(document),
    },
    app.log,
  );
  const pending = new PendingOrderEmails(database.db, registry, { timeZone: config.providerTimeZone });
  const worker = startOutboxWorker({ store: new DatabaseOutboxStore(database, pending), transport, logger: app.log });
  wake = () => worker.wake();
  // Every instance sweeps the sessions that ended or expired a day ago; sweeping twice is harmless.
  const sweep = setInterval(() => {
    app.sessionStore.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping old sessions failed'));
  }, SESSION_SWEEP_EVERY_MS);
  sweep.unref();
  // Every instance issues the invoices that fell due and were not issued where they fell due; an
  // order's lock keeps two instances from issuing one twice.
  const invoiceSweep = setInterval(() => {
    issueDueInvoices(database.db, { registry, timeZone: config.providerTimeZone })
      .then((issued) => {
        if (issued > 0) {
          app.log.info({ issued }, 'invoices issued by the sweep');
          worker.wake();
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'issuing due invoices failed'));
  }, INVOICE_SWEEP_EVERY_MS);
  invoiceSweep.unref();
  // Every instance reminds, escalates and expires the approvals that are due; each is claimed by
  // one conditional update, so none is done twice.
  const approvalSweep = setInterval(() => {
    sweepApprovals(
      database.db,
      { registry, timeZone: config.providerTimeZone, site: { publicUrl: config.publicUrl, siteGroup: config.siteGroup } },
      new Date(),
    )
      .then((done) => {
        if (done.expired + done.escalated + done.reminded > 0) {
          app.log.info(done, 'approvals reminded, escalated or expired');
          worker.wake();
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the approvals sweep failed'));
  }, APPROVAL_SWEEP_EVERY_MS);
  approvalSweep.unref();
  // The statements of the 1st and the day's payment reminders: every instance asks, the one that
  // claims the month's or the day's run sends them.
  const statementRun = setInterval(() => {
    const settings = { registry, timeZone: config.providerTimeZone };
    runMonthlyStatements(database.db, settings)
      .then(async (statementsQueued) => statementsQueued + (await sendDueReminders(database.db, settings)))
      .then((queued) => {
        if (queued > 0) {
          app.log.info({ queued }, 'statements and payment reminders queued');
          worker.wake();
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the statements or payment reminders failed'));
  }, STATEMENT_RUN_EVERY_MS);
  statementRun.unref();

  // A publish on any instance reaches this one within a second; a version set for later, at its time.
  const stopFollowing = await followPublishes(database, registry, {
    onChange: (groups) => app.log.info({ groups }, 'published versions now live'),
    onError: (error) => app.log.error({ err: error }, 'reading the published versions failed'),
  });

  const closeServer = gracefulClose(app, DEFAULT_GRACE_MS);
  const shutdown = async () => {
    // Whatever still hangs after the grace period (a query on a stuck connection) does not keep the process.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, DEFAULT_GRACE_MS + 10_000).unref();
    clearInterval(sweep);
    clearInterval(invoiceSweep);
    clearInterval(approvalSweep);
    clearInterval(statementRun);
    await stopFollowing();
    await closeServer();
    await worker.stop();
    transport.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      groups: registry.groups.size,
      database: database.kind,
      paypal: config.paypal
        ? config.paypal.sdkStandIn
          ? `configured, with the local stand-in for PayPal's script at ${PAYPAL_STAND_IN_SDK_PATH}`
          : 'configured'
        : 'not configured (bypass codes only)',
      mail: config.mail.smtpUrl ? 'smtp' : `files in ${config.mail.outboxDir}`,
      ...(groupsLoaded.length > 0 ? { groupsLoaded: `${groupsLoaded.length} groups loaded from packages/tenants` } : {}),
      ...(demoStaff > 0 ? { demoStaff: `${demoStaff} demo staff accounts made (packages/tenants/demo-secrets.md)` } : {}),
      ...(demoAccounts > 0 ? { demoBillingAccounts: `${demoAccounts} demo billing accounts opened` } : {}),
      ...(demoTax ? { demoTaxSettings: 'the demo tax settings saved as version 1' } : {}),
    },
    `ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || (error instanceof Error && error.name === 'TenantDataError') ? error.message : error,
  );
  process.exit(1);
});
