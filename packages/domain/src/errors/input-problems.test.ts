import { describe, expect, it } from 'vitest';
import { fieldLabel, inputProblem, inputProblems } from './input-problems';

describe('the label of a field', () => {
  it('is the wire name in words, or the label the screens use', () => {
    expect(fieldLabel(['last_name'])).toBe('Last name');
    expect(fieldLabel(['storeCode'])).toBe('Store code');
    expect(fieldLabel(['credit_limit_cents'])).toBe('Credit limit');
    expect(fieldLabel(['email'])).toBe('E-mail');
    expect(fieldLabel([])).toBe('The request');
  });
  it('says which entry of a list, and whose field', () => {
    expect(fieldLabel(['address', 1])).toBe('Address (entry 2)');
    expect(fieldLabel(['stores', 3, 'code'])).toBe('Code of store 4');
    expect(fieldLabel(['cart', 0, 'quantity'])).toBe('Quantity of cart line 1');
    expect(fieldLabel(['sizes', 'XL'])).toBe('Size XL');
  });
});

describe('the sentence of an issue', () => {
  it('speaks of every kind of issue in words, never the validator’s', () => {
    const sentences = [
      inputProblem({ code: 'too_big', path: ['last_name'], origin: 'string', maximum: 80, inclusive: true }),
      inputProblem({ code: 'too_small', path: ['reason'], origin: 'string', minimum: 3, inclusive: true }),
      inputProblem({ code: 'too_big', path: ['quantity'], origin: 'int', maximum: 10_000, inclusive: true }),
      inputProblem({ code: 'too_big', path: ['order_ids'], origin: 'array', maximum: 200, inclusive: true }),
      inputProblem({ code: 'invalid_type', path: ['version'], expected: 'int', input: 'x' }),
      inputProblem({ code: 'invalid_type', path: ['name'], expected: 'string', input: undefined }),
      inputProblem({ code: 'invalid_format', path: ['email'], format: 'email' }),
      inputProblem({ code: 'invalid_value', path: ['to'], values: ['shipped', 'delivered'], input: 'lost' }),
      inputProblem({ code: 'unrecognized_keys', path: [], keys: ['total'] }),
      inputProblem({ code: 'not_multiple_of', path: ['amount'], divisor: 5 }),
    ];
    expect(sentences).toEqual([
      'Last name can be at most 80 characters.',
      'Reason needs at least 3 characters.',
      'Quantity can be at most 10,000.',
      'Orders can have at most 200 entries.',
      'Version must be a whole number.',
      'Name is required.',
      'Enter an e-mail address for E-mail.',
      "Status must be one of 'shipped', 'delivered'.",
      "'total' is not a field this request takes.",
      'Amount must be a multiple of 5.',
    ]);
  });
  it("keeps a schema's own words: a sentence as written, a phrase after the label", () => {
    expect(inputProblem({ code: 'custom', path: [], message: 'Send the version.' })).toBe('Send the version.');
    expect(inputProblem({ code: 'invalid_format', path: ['orderId'], message: 'is not an order id' })).toBe(
      'Order id is not an order id.',
    );
    expect(inputProblem({ code: 'custom', path: ['sizes', 'M'], message: 'a price cannot be negative' })).toBe(
      'Size M: a price cannot be negative.',
    );
  });
  it('reports the closest option of a union, and each sentence once', () => {
    const union = {
      code: 'invalid_union',
      path: ['cart'],
      errors: [
        [{ code: 'invalid_type', path: [], expected: 'array', input: {} }],
        [{ code: 'too_big', path: ['k1', 'name'], origin: 'string', maximum: 200, inclusive: true }],
      ],
    };
    expect(inputProblems([union, union])).toBe('Name can be at most 200 characters.');
  });
});
