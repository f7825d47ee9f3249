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
  it('reads the field from the label the message names', () => {
    expect(refusedOrderField('E-mail is not an e-mail address.')).toBe('email');
    expect(refusedOrderField('First name can be at most 80 characters.')).toBe('first_name');
    expect(refusedOrderField('Last name can be at most 80 characters. First name is required.')).toBe('last_name');
    expect(refusedOrderField('Customer PO can be at most 60 characters.')).toBe('customer_po');
    expect(refusedOrderField('Store can be at most 160 characters.')).toBe('store');
  });
  it('names none for other refusals', () => {
    expect(refusedOrderField('The cart is empty.')).toBeNull();
    expect(refusedOrderField('Quantity (entry 1) can be at most 10,000.')).toBeNull();
  });
});
