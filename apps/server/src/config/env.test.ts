import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));
const load = (env: NodeJS.ProcessEnv, dir = dataDir()) => loadConfig(env, { webDistDir: '/web', dataDir: dir });

describe('loadConfig', () => {
  it('has defaults that start the app locally on PGlite without PayPal or SMTP', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'info',
      webDistDir: '/web',
      databaseUrl: undefined,
      paypal: null,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.outboxDir).toBe(join(config.dataDir, 'outbox'));
  });
  it('makes a local cookie secret once and keeps it', () => {
    const dir = dataDir();
    const first = load({}, dir).cookieSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(load({}, dir).cookieSecret).toBe(first);
    expect(readFileSync(join(dir, '.cookie-secret'), 'utf8')).toBe(first);
  });
  it('names the variable that is wrong', () => {
    expect(() => load({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => load({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => load({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => load({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => load({ COOKIE_SECRET: 'short' })).toThrow(/COOKIE_SECRET/);
    expect(() => load({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });
  it("takes the site's public address for the e-mails' links, else its own, without a trailing slash", () => {
    expect(load({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(load({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ PUBLIC_URL: 'https://orders.crestline-supply.example/' }).publicUrl).toBe(
      'https://orders.crestline-supply.example',
    );
    expect(() => load({ PUBLIC_URL: 'ftp://orders.example' })).toThrow(/PUBLIC_URL/);
  });
  it('wants all three PayPal variables or none', () => {
    expect(() => load({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_API_BASE[\s\S]*PAYPAL_CLIENT_SECRET/);
    const config = load({ PAYPAL_API_BASE: 'http://127.0.0.1:9', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(config.paypal).toEqual({
      apiBase: 'http://127.0.0.1:9',
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 10000,
      sdkStandIn: false,
    });
  });
  it("writes e-mail dates in the provider's time zone, Eastern unless PROVIDER_TIME_ZONE says otherwise", () => {
    expect(load({}).providerTimeZone).toBe('America/New_York');
    expect(load({ PROVIDER_TIME_ZONE: '' }).providerTimeZone).toBe('America/New_York');
    expect(load({ PROVIDER_TIME_ZONE: ' America/Chicago ' }).providerTimeZone).toBe('America/Chicago');
    expect(load({ PROVIDER_TIME_ZONE: 'america/denver' }).providerTimeZone).toBe('America/Denver');
  });
  it('stops on a time zone the runtime does not know, naming PROVIDER_TIME_ZONE', () => {
    for (const bad of ['Central', 'America/Chicagoo', 'Mars/Olympus_Mons', '+01:00']) {
      expect(() => load({ PROVIDER_TIME_ZONE: bad })).toThrow(ConfigError);
      expect(() => load({ PROVIDER_TIME_ZONE: bad })).toThrow(/PROVIDER_TIME_ZONE: .*not an IANA time zone/);
    }
  });
  it('takes an offer clock file outside production only', () => {
    expect(load({}).offerClockFile).toBeNull();
    expect(load({ OFFER_CLOCK_FILE: '/tmp/e2e-clock' }).offerClockFile).toBe('/tmp/e2e-clock');
    expect(load({ NODE_ENV: 'test', OFFER_CLOCK_FILE: '/tmp/e2e-clock' }).offerClockFile).toBe('/tmp/e2e-clock');
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) } as const;
    expect(load(production).offerClockFile).toBeNull();
    expect(() => load({ ...production, OFFER_CLOCK_FILE: '/tmp/e2e-clock' })).toThrow(
      /OFFER_CLOCK_FILE: is for tests and refused in production/,
    );
  });
  it("serves the stand-in for PayPal's script with the fake PayPal only: never in production, without PayPal or with real PayPal", () => {
    const fake = {
      PAYPAL_API_BASE: 'http://127.0.0.1:4599',
      PAYPAL_CLIENT_ID: 'test-client',
      PAYPAL_CLIENT_SECRET: 'test-secret',
    };
    expect(load(fake).paypal?.sdkStandIn).toBe(false);
    expect(load({ ...fake, PAYPAL_SDK_STAND_IN: 'true' }).paypal?.sdkStandIn).toBe(true);
    expect(() => load({ PAYPAL_SDK_STAND_IN: 'true' })).toThrow(/PAYPAL_SDK_STAND_IN: needs the fake PayPal/);
    for (const real of ['https://api-m.sandbox.paypal.com', 'https://api-m.paypal.com', 'https://API.PayPal.com/'])
      expect(() => load({ ...fake, PAYPAL_API_BASE: real, PAYPAL_SDK_STAND_IN: 'true' })).toThrow(
        /PAYPAL_SDK_STAND_IN: is refused with real PayPal/,
      );
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) } as const;
    expect(() => load({ ...production, ...fake, PAYPAL_SDK_STAND_IN: 'true' })).toThrow(
      /PAYPAL_SDK_STAND_IN: is for trying the fake PayPal locally and refused in production/,
    );
    expect(() => load({ PAYPAL_SDK_STAND_IN: 'yes' })).toThrow(/PAYPAL_SDK_STAND_IN/);
  });
  it('requires a cookie secret in production', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/COOKIE_SECRET: is required in production/);
  });
});
