import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { standInRefusal } from './paypal-stand-in';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * The provider writes its dates in its own zone. provider.json names no zone; its address is in
 * Ohio, so Eastern time. PROVIDER_TIME_ZONE overrides it.
 */
export const DEFAULT_PROVIDER_TIME_ZONE = 'America/New_York';

/** Buyer confirmations one address receives per clock hour unless CONFIRMATIONS_PER_HOUR says otherwise. */
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 5;

/** The zone's canonical IANA name, or undefined when the runtime does not know it. */
function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The built web app; the API runs without it. */
    WEB_DIST_DIR: optionalText,
    /** Route mode B: serve this one group at the root of the site. Unset: mode A, every group under its prefix. */
    SITE_GROUP: optionalText,
    /**
     * The address people open the site at (https://orders.crestline-supply.example): the links the
     * e-mails carry, an approver's Approve and Reject. Unset: this server's own address.
     */
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** PostgreSQL; without it the server keeps its data in embedded PGlite under DATA_DIR. */
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: optionalText,
    /** Signs the session cookies; at least 32 characters. Required in production. */
    COOKIE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Set behind a load balancer so rate limits see the client address (X-Forwarded-For). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Orders one client address may place for one group in an hour (docs/decisions/018). */
    ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Buyer confirmations one e-mail address receives per hour (docs/decisions/018). */
    CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_CONFIRMATIONS_PER_HOUR),
    PAYPAL_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Serve a local stand-in for PayPal's browser script, with the fake PayPal only (payments/paypal-stand-in.ts). */
    PAYPAL_SDK_STAND_IN: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** smtp://user:pass@host:port; without it e-mails are written as .eml files to OUTBOX_DIR. */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().min(3).default('Crestline Orders <orders@crestline-supply.example>'),
    OUTBOX_DIR: optionalText,
    /**
     * Tests only: a file holding how many milliseconds the offer's clock runs ahead of the real one
     * (time/offer-clock.ts), which the browser tests move to bring a publish set for later live.
     */
    OFFER_CLOCK_FILE: optionalText,
    /** IANA time zone of the dates in the order e-mails. */
    PROVIDER_TIME_ZONE: optionalText.transform((value, ctx) => {
      if (value === undefined) return DEFAULT_PROVIDER_TIME_ZONE;
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      ctx.addIssue({ code: 'custom', message: `'${value}' is not an IANA time zone such as America/Chicago` });
      return z.NEVER;
    }),
  })
  .superRefine((env, ctx) => {
    const paypal = [env.PAYPAL_API_BASE, env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET];
    if (paypal.some(Boolean) && !paypal.every(Boolean)) {
      for (const name of ['PAYPAL_API_BASE', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'set all three PayPal variables, or none' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['COOKIE_SECRET'], message: 'is required in production' });
    }
    if (env.PAYPAL_SDK_STAND_IN) {
      const refusal = standInRefusal({ production: env.NODE_ENV === 'production', apiBase: env.PAYPAL_API_BASE });
      if (refusal) ctx.addIssue({ code: 'custom', path: ['PAYPAL_SDK_STAND_IN'], message: refusal });
    }
    // A clock anyone with the file could move would publish what staff set for later.
    if (env.NODE_ENV === 'production' && env.OFFER_CLOCK_FILE) {
      ctx.addIssue({ code: 'custom', path: ['OFFER_CLOCK_FILE'], message: 'is for tests and refused in production' });
    }
  });

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  webDistDir: string;
  /** Mode B: the group served at the root; null for mode A. */
  siteGroup: string | null;
  /** The address people open the site at, without a trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  cookieSecret: string;
  trustProxy: boolean;
  ordersPerHour: number;
  confirmationsPerHour: number;
  paypal: { apiBase: string; clientId: string; clientSecret: string; timeoutMs: number; sdkStandIn: boolean } | null;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** IANA time zone of the dates in the order e-mails. */
  providerTimeZone: string;
  /** Tests only: the file of the offer clock's lead; null for the real clock. */
  offerClockFile: string | null;
}

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server and names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webDistDir: string; dataDir: string }): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const dataDir = resolve(e.DATA_DIR ?? defaults.dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? defaults.webDistDir,
    siteGroup: e.SITE_GROUP ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    cookieSecret: e.COOKIE_SECRET ?? localCookieSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    ordersPerHour: e.ORDERS_PER_HOUR,
    confirmationsPerHour: e.CONFIRMATIONS_PER_HOUR,
    paypal:
      e.PAYPAL_API_BASE && e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            apiBase: e.PAYPAL_API_BASE,
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            timeoutMs: e.PAYPAL_TIMEOUT_MS,
            sdkStandIn: e.PAYPAL_SDK_STAND_IN,
          }
        : null,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: resolve(e.OUTBOX_DIR ?? join(dataDir, 'outbox')) },
    providerTimeZone: e.PROVIDER_TIME_ZONE,
    offerClockFile: e.OFFER_CLOCK_FILE ? resolve(e.OFFER_CLOCK_FILE) : null,
  };
}

/** Outside production a secret is made once and kept in the data folder, so sessions survive a restart. */
function localCookieSecret(dataDir: string): string {
  const file = join(dataDir, '.cookie-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
