import { describe, expect, it } from 'vitest';
import { isBuyerEmail, refusedOrderField } from './buyer-email';

describe('the buyer e-mail', () => {
  it('accepts an address and the spaces a paste brings around it', () => {
    expect(isBuyerEmail('jane.okafor@example.com')).toBe(true);
    expect(isBuyerEmail('  jane@example.com ')).toBe(true);
  });
  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane okafor@example.com',
      `${'a'.repeat(195)}@x.com`,
    ])
      expect(isBuyerEmail(bad), bad).toBe(false);
  });
});

describe('the field a create-order refusal names', () => {
  it('reads the wire name from the validation message', () => {
    expect(refusedOrderField('Invalid request: email: is not an e-mail address')).toBe('email');
    expect(refusedOrderField('Invalid request: first_name: Too big')).toBe('first_name');
    expect(refusedOrderField('Invalid request: cart.0.quantity: Too big')).toBe('cart');
  });
  it('names none for other refusals', () => {
    expect(refusedOrderField('The cart is empty.')).toBeNull();
  });
});
