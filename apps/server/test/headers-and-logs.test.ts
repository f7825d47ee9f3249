import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('security headers and request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => void warnings.push(warning);
  beforeAll(async () => {
    process.on('warning', onWarning);
    t = await createTestApp('pglite', { logLevel: 'info', logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t?.close();
  });

  it('starts without a deprecation warning, and a long path segment still reaches the routes', async () => {
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
    expect((await t.app.inject(`/v1/storefront/${'a'.repeat(300)}`)).statusCode).toBe(404);
  });

  it('writes one line per request at info, with the method, url, status, response time and request id', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/healthz?probe=1', headers: { 'x-request-id': 'probe-0815' } });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'probe-0815',
      req: { method: 'GET', url: '/healthz?probe=1' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));

    lines.length = 0;
    const missing = await t.app.inject({ method: 'POST', url: '/v1/nowhere', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ req: { method: 'POST', url: '/v1/nowhere' }, res: { statusCode: 404 } });
  });

  it('sends helmet headers and a CSP that admits PayPal and nothing else outside', async () => {
    const response = await t.app.inject('/v1/storefront/summit');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.paypal\.com/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every request an id, echoes it, and puts it on every log line of the request', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { password: 'nope' },
      headers: { 'x-request-id': 'trace-4711' },
    });
    expect(response.headers['x-request-id']).toBe('trace-4711');
    const own = lines.filter((line) => line.reqId === 'trace-4711');
    expect(own.some((line) => line.msg === 'request completed')).toBe(true);
    expect(lines.filter((line) => 'req' in line || 'res' in line).every((line) => typeof line.reqId === 'string')).toBe(true);
    const fresh = await t.app.inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a caller's request id only when it is at most 64 characters of letters, digits and . _ : -", async () => {
    const kept = ['a'.repeat(64), 'req:2026-11-23T10:00:00.000Z', 'Root=1-67891233-abcdef012345678912345678'];
    for (const id of kept)
      expect((await t.app.inject({ url: '/healthz', headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);

    const refused = ['x'.repeat(8000), 'a'.repeat(65), 'trace 4711', 'trace/4711', '<script>', 'trace\u00e94711', ''];
    for (const id of refused) {
      lines.length = 0;
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const own = lines.filter((line) => 'reqId' in line);
      expect(own).toHaveLength(1);
      expect(own.every((line) => line.reqId === response.headers['x-request-id'])).toBe(true);
      if (id.length > 0) expect(JSON.stringify(lines)).not.toContain(id);
    }
  });

  it('never logs the cookie or a password', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { password: 'summit-demo' },
      headers: { cookie: 'pg_summit=secret-cookie' },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-cookie');
    expect(text).not.toContain('summit-demo');
  });
});
