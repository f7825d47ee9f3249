import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test-support/server';
import { poloLine } from '../../../test-support/storefront';
import { AttemptKeys, postCreateOrder, type CreateOrderBody } from './order-api';

const body = (overrides: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  companyName: 'cedar',
  first_name: 'Ada',
  last_name: 'Byron',
  email: 'ada@dealer.example',
  store: '',
  customer_po: '',
  cart: { line: poloLine() },
  ...overrides,
});

describe('the attempt keys of checkout', () => {
  it('give a retry of the same order the same key', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor(body());
    expect(keys.keyFor(body())).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('give a changed order (cart, fields or code) a new key', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor(body());
    const other = keys.keyFor(body({ cart: { line: poloLine({ quantity: 3 }) } }));
    expect(other).not.toBe(first);
    expect(keys.keyFor(body({ cart: { line: poloLine({ quantity: 3 }) }, bypassCode: 'ONACCOUNT' }))).not.toBe(other);
  });

  it('forget the key after a placed order, so the next order is a new attempt', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor(body());
    keys.reset();
    expect(keys.keyFor(body())).not.toBe(first);
  });

  it('still make keys on a plain-http host, where randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(new AttemptKeys().keyFor(body())).toBe('ab'.repeat(16));
  });

  it('go to the server as the Idempotency-Key of create-order', async () => {
    const fetchMock = mockServer({ 'POST /v1/create-order': { body: { order_id: 'o-1', order_number: '1001', total: 5000 } } });
    const key = new AttemptKeys().keyFor(body());
    await expect(postCreateOrder(body(), key)).resolves.toEqual({ order_id: 'o-1', order_number: '1001', total: 5000 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/create-order',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'Idempotency-Key': key }) }),
    );
  });
});
