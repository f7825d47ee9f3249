import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('Retry-After on the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('comes with every 429 of wrong logins from one address, in whole seconds', async () => {
    // The failures are counted per minute: a run that straddles two minutes would see two limits.
    const second = new Date().getSeconds();
    if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const limited = [];
    for (let i = 0; i < 14; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { password: `wrong-${i}` },
        remoteAddress: '10.42.0.1',
      });
      if (response.statusCode === 429) limited.push(response);
    }
    expect(limited.length).toBeGreaterThan(0);
    for (const response of limited) {
      expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
  }, 60_000);
});
