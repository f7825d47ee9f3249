import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import { SecretMatcher, type TenantRegistry } from '@portal/tenants/server';
import type { AppContext } from './context/app-context';
import { DEFAULT_CONFIRMATIONS_PER_HOUR, DEFAULT_PROVIDER_TIME_ZONE } from './config/env';
import { refuseCrossSiteRequests } from './cross-site-requests';
import { consoleAddressNeedsSession } from './sessions/console-guard';
import { registerConsoleRoutes } from './console/routes';
import { registerStaffRoutes } from './staff/routes/routes';
import { registerTaxConsoleRoutes } from './tax/routes/routes';
import { registerBudgetConsoleRoutes } from './budgets/routes/console/routes';
import { registerBudgetBuyerRoutes } from './budgets/routes/buyer/routes';
import { DEFAULT_STAFF_SESSION, LOG_IN_TO_THE_CONSOLE, type StaffSessionTimes } from './sessions/staff-session';
import type { DatabaseHandle } from './db/database';
import { PendingOrderEmails } from './email/pending-order-emails';
import { answerClientError, frameworkErrorAnswer, registerErrorHandler, registerNulGuard } from './errors/error-handler';
import { validatorCompiler } from './errors/input-validator';
import { registerHealthRoutes } from './health/routes';
import { DrawnImages } from './images/drawn-images';
import { registerImagesRoute } from './images/images.route';
import { MadeImages } from './images/made-images';
import { registerMadeImagesRoute } from './images/made-images.route';
import { DEFAULT_ORDERS_PER_HOUR, OrderRate } from './limits/order-rate';
import { DEFAULT_QUOTES_PER_HOUR, QuoteRate } from './limits/quote-rate';
import { UploadRate } from './limits/upload-rate';
import { ApprovalLinkRate } from './limits/approval-link-rate';
import { registerOrderingRoutes } from './ordering/routes/buyer/routes';
import { registerOrderingConsoleRoutes } from './ordering/routes/console/routes';
import { registerBillingBuyerRoutes } from './billing/routes/buyer/routes';
import { registerPrivateAnswers } from './private-answers';
import { OneLinePerRequest } from './request-log';
import { registerReportRoutes } from './reports/routes';
import { DocumentFiles } from './documents/document-files';
import { documentArtSource } from './documents/document-art';
import { registerBillingConsoleRoutes } from './billing/routes/console/routes';
import { registerOfferRoutes } from './offer/routes/routes';
import { UploadedPictures } from './offer/uploaded-pictures';
import { registerUploadedPicturesRoute } from './images/uploaded-pictures.route';
import { useSpendTimeZone } from './reports/spend-summary';
import { LiveOffer } from './offer/live-offer';
import { realClock } from './time/offer-clock';
import { followTaxChanges, LiveTax } from './tax/live-tax';
import { PayPalClient, type PayPalConfig } from './payments/paypal-client';
import { standInRefusal } from './config/paypal-stand-in';
import { registerPayPalStandInRoutes } from './paypal-stand-in/routes';
import { registerSessionCookies } from './sessions/session-cookies';
import { SessionStore } from './sessions/session-store';
import { secondFactorKey } from './staff/second-factor';
import { DEFAULT_LIMITS, SecretThrottle, type ThrottleLimits } from './sessions/secret-throttle';
import { registerGroupAccessRoutes } from './group-access/routes';
import { registerStorefrontRoute } from './storefront/storefront.route';
import { registerWebApp } from './web/web-app.route';
import { isScreenPath } from './web/web-pages';

export interface AppOptions {
  registry: TenantRegistry;
  database: DatabaseHandle;
  imagesDir: string;
  cookieSecret: string;
  webDistDir?: string | undefined;
  /** Route mode B: the group served at the root. */
  siteGroup?: string | null;
  /** The address people open the site at (PUBLIC_URL): the links in e-mails. */
  publicUrl?: string;
  logLevel?: string;
  /** Secure cookies and HSTS: production behind HTTPS. */
  production?: boolean;
  trustProxy?: boolean;
  paypal?: PayPalConfig | null;
  /** Wrong answers to secrets allowed per count (tests raise them); DEFAULT_LIMITS otherwise. */
  throttleLimits?: Partial<ThrottleLimits>;
  /**
   * scrypt checks run at once and waiting, and strangers' attempts admitted at once: beyond them a
   * check answers 429 at once.
   */
  secretChecks?: { maxConcurrent?: number; maxWaiting?: number; strangersInProgress?: number };
  wakeOutbox?: () => void;
  /** Quotes of checkout-charges one client address may ask for one group in an hour; DEFAULT_QUOTES_PER_HOUR otherwise. */
  quotesPerHour?: number;
  /** Orders one client address may place for one group in an hour; DEFAULT_ORDERS_PER_HOUR otherwise. */
  ordersPerHour?: number;
  /** Calls of the approval page one client address may make in an hour; APPROVAL_CALLS_PER_HOUR otherwise. */
  approvalCallsPerHour?: number;
  /** Pictures one staff member may upload in an hour; UPLOADS_PER_HOUR otherwise. */
  uploadsPerHour?: number;
  /** Buyer confirmations one address receives per hour; the environment's default otherwise. */
  confirmationsPerRecipientHour?: number;
  /** IANA time zone of the dates in the order e-mails; the provider's (PROVIDER_TIME_ZONE). */
  providerTimeZone?: string;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** How long a console session lasts unused, and at most; DEFAULT_STAFF_SESSION otherwise (tests shorten it). */
  staffSession?: Partial<StaffSessionTimes>;
  /** How long an instance trusts what it read of a buyer's session (BUYER_SESSION_CACHE_MS). */
  buyerSessionCacheMs?: number;
  /** Time a client has to send a whole request, headers and body; 30 s by default. */
  requestTimeoutMs?: number;
  /** Pictures of items as they will be made; one of its own when not given. */
  madeImages?: MadeImages;
  /** The pictures staff uploaded; one of its own, on the database, when not given. */
  pictures?: UploadedPictures;
  /**
   * The groups the build drew imagesDir's pictures from (packages/tenants' files): a picture the
   * live offer now has otherwise is drawn over the file. Without it the build's file always wins.
   */
  builtFrom?: Pick<TenantRegistry, 'provider' | 'groups'>;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** The headers of a request come first and are small: they get at most 10 s of the request's time. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Longer than the 60 s idle timeout of common load balancers, so the proxy closes an idle connection first. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** A connection with no byte moving either way for this long is dead (above PayPal's longest wait, 60 s a call). */
const IDLE_CONNECTION_TIMEOUT_MS = 180_000;

/** Trace ids of proxies and tracers (UUIDs, AWS's Root=1-…, W3C trace ids) fit; free text does not. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=-]{1,64}$/;

const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];

/** Each app's context, for the tests that call a module as the routes do, with no request. */
const contexts = new WeakMap<FastifyInstance, AppContext>();

/** The context `buildApp` gave the routes of `app`. */
export function contextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('not an app buildApp made');
  return ctx;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The environment refuses it already; a caller that builds the app itself is refused here too.
  const standIn = options.paypal?.sdkStandIn
    ? standInRefusal({ production: options.production ?? false, apiBase: options.paypal.apiBase })
    : null;
  if (standIn) throw new Error(`PAYPAL_SDK_STAND_IN ${standIn}`);
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    // A client that stops sending halfway (a slow-loris) held its connection without end.
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node checks the timeouts every 30 s by default, so a 30 s limit could take a minute to act.
      connectionsCheckingInterval: Math.min(1_000, requestTimeout),
    },
    clientErrorHandler: answerClientError,
    logger: {
      level: options.logLevel ?? 'silent',
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: 256 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A caller's X-Request-Id is kept when it is sane, so one id follows a request across services;
    // anything else (8,000 characters, spaces, markup) would be echoed and written to every log line.
    requestIdHeader: false,
    genReqId: (request) => {
      const callers = request.headers['x-request-id'];
      return typeof callers === 'string' && SANE_REQUEST_ID.test(callers) ? callers : randomUUID();
    },
    // Group keys are short; a long path segment is refused as 404 by the routes, not 414 by the router.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkErrorAnswer(error);
      void (reply as FastifyReply).code(status).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain body is refused with 415 instead of reaching the handlers as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    hsts: options.production ? undefined : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...PAYPAL_HOSTS],
        frameSrc: ["'self'", ...PAYPAL_HOSTS],
        connectSrc: ["'self'", ...PAYPAL_HOSTS],
        imgSrc: ["'self'", 'data:', ...PAYPAL_HOSTS],
        // MUI writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
  });
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  const sessionStore = new SessionStore(options.database.db, options.buyerSessionCacheMs);
  registerSessionCookies(app, options.cookieSecret, options.production ?? false, sessionStore);
  // The instance that takes in a changed secret (the one that published it, at once) trusts none of the sessions it ended.
  if (options.registry instanceof LiveOffer) {
    const stop = options.registry.onSecretsChanged((group) => sessionStore.forgetGroup(group));
    app.addHook('onClose', async () => {
      stop();
    });
  }
  // The API documents every route and field to whoever asks: for developers, not for the public site.
  if (!options.production) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Crestline Dealer Portal API',
          version: '1.0.0',
          description:
            'The /v1 API of the dealership ordering portal. Errors answer `{ message, code }`; `message` is fit to show to a user.',
        },
        tags: [
          { name: 'storefront', description: "A group's public configuration and catalogue" },
          { name: 'sessions', description: 'Secrets checked on the server; a match sets an httpOnly signed cookie' },
          { name: 'orders', description: 'Checkout, PayPal capture, history and PO edits' },
          { name: 'console', description: "The provider's staff console: a staff session of its own, scoped by role and group" },
          { name: 'billing', description: 'Billing on account: accounts, invoices, credit notes, payments, statements' },
          { name: 'catalogue', description: "The groups' offer: drafts, the difference, publishing, versions, rolling back" },
          { name: 'health', description: 'Liveness and readiness' },
        ],
      },
      transform: jsonSchemaTransform,
      // Emits the shared schemas (Error) under components, so every $ref resolves.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  }
  registerErrorHandler(app);
  registerNulGuard(app);
  registerPrivateAnswers(app);
  refuseCrossSiteRequests(app, { production: options.production ?? false });

  const timeZone = options.providerTimeZone ?? DEFAULT_PROVIDER_TIME_ZONE;
  const pictures = options.pictures ?? new UploadedPictures(options.database.db);
  // Tax settings and certificates in memory, kept current while the app runs: placing reads no row of them.
  const tax = await LiveTax.open(options.database.db);
  const stopFollowingTax = await followTaxChanges(options.database, tax, {
    onError: (error) => app.log.error({ err: error }, 'reading the tax settings and certificates failed'),
  });
  app.addHook('onClose', stopFollowingTax);
  const ctx: AppContext = {
    registry: options.registry,
    offerClock: options.registry instanceof LiveOffer ? options.registry.clock : realClock,
    timeZone,
    db: options.database.db,
    run: options.database.run,
    throttle: new SecretThrottle(
      options.database,
      { ...DEFAULT_LIMITS, ...options.throttleLimits },
      options.secretChecks?.strangersInProgress,
    ),
    orderRate: new OrderRate(options.database, options.ordersPerHour ?? DEFAULT_ORDERS_PER_HOUR),
    quoteRate: new QuoteRate(options.database, options.quotesPerHour ?? DEFAULT_QUOTES_PER_HOUR),
    uploadRate: new UploadRate(options.database, options.uploadsPerHour),
    approvalLinkRate: new ApprovalLinkRate(options.database, options.approvalCallsPerHour),
    secrets: new SecretMatcher(options.secretChecks ?? {}),
    paypal: options.paypal
      ? {
          client: new PayPalClient(options.paypal),
          clientId: options.paypal.clientId,
          apiBase: options.paypal.apiBase,
          sdkStandIn: options.paypal.sdkStandIn === true,
        }
      : null,
    orderEmails: {
      timeZone,
      confirmationsPerRecipientHour: options.confirmationsPerRecipientHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR,
    },
    pendingEmails: new PendingOrderEmails(options.database.db, options.registry, { timeZone }),
    documents: new DocumentFiles(
      options.database.db,
      documentArtSource(options.imagesDir, options.registry.provider.logo),
      timeZone,
    ),
    staffSession: { ...DEFAULT_STAFF_SESSION, ...options.staffSession },
    sessions: sessionStore,
    secondFactorKey: secondFactorKey(options.cookieSecret),
    pictures,
    tax,
    site: { publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''), siteGroup: options.siteGroup ?? null },
    wakeOutbox: options.wakeOutbox ?? (() => undefined),
  };

  contexts.set(app, ctx);
  registerHealthRoutes(app, options.database.ping);
  registerStorefrontRoute(app, ctx);
  if (ctx.paypal?.sdkStandIn) registerPayPalStandInRoutes(app, ctx.paypal.apiBase);
  registerGroupAccessRoutes(app, ctx);
  registerOrderingRoutes(app, ctx);
  registerBillingBuyerRoutes(app, ctx);
  registerBudgetBuyerRoutes(app, ctx);
  await registerConsoleRoutes(app, ctx, [
    registerOrderingConsoleRoutes,
    registerStaffRoutes,
    registerTaxConsoleRoutes,
    registerBudgetConsoleRoutes,
  ]);
  await registerReportRoutes(app, ctx);
  await registerBillingConsoleRoutes(app, ctx);
  await registerOfferRoutes(app, ctx);
  await useSpendTimeZone(ctx.db, ctx.timeZone);
  registerMadeImagesRoute(app, options.madeImages ?? new MadeImages(options.registry, { pictures }));
  registerUploadedPicturesRoute(app, pictures);
  registerImagesRoute(app, options.imagesDir, new DrawnImages(options.registry, { builtFrom: options.builtFrom }));
  if (options.siteGroup && !options.registry.groups.has(options.siteGroup)) {
    throw new Error(`SITE_GROUP: no group is called '${options.siteGroup}'`);
  }
  const pageFor = options.webDistDir
    ? await registerWebApp(app, options.webDistDir, options.siteGroup ?? null, new Set(options.registry.groups.keys()))
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (await consoleAddressNeedsSession(request))
      return reply.code(401).send({ message: LOG_IN_TO_THE_CONSOLE, code: 'UNAUTHORIZED' });
    if (pageFor !== null && isScreenPath(request.method, request.url)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageFor(request.url));
    }
    return reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' });
  });
  return app;
}
