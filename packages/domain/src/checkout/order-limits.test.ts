import { describe, expect, it } from 'vitest';
import { groupPublicConfigSchema } from '../tenant/group-config.schema';
import { DEFAULT_ORDER_LIMITS, onAccountProblem, orderLimitsOf, orderLimitsSchema, orderSizeProblem } from './order-limits';

const line = (quantity: number, size = 'L') => ({ name: 'Polo', size, quantity });

describe('order limits', () => {
  it('takes safe defaults for a group that sets none, and a group value over them', () => {
    expect(orderLimitsOf(undefined)).toEqual(DEFAULT_ORDER_LIMITS);
    expect(orderLimitsOf({ max_on_account_order: 5000, max_lines_per_order: 20 })).toEqual({
      maxUnitsPerLine: 10_000,
      maxLinesPerOrder: 20,
      maxOnAccountCents: 500_000,
    });
  });

  it('refuses a line over the units limit, naming the item and size', () => {
    expect(orderSizeProblem([line(10_000)], DEFAULT_ORDER_LIMITS)).toBeNull();
    expect(orderSizeProblem([line(2), line(10_001, 'XL')], DEFAULT_ORDER_LIMITS)).toBe(
      'Polo (XL): at most 10,000 units on one line. For more, please call your account representative.',
    );
    expect(orderSizeProblem([line(10_000_000, '')], DEFAULT_ORDER_LIMITS)).toMatch(/^Polo: at most 10,000 units/);
  });

  it('refuses more lines than the limit', () => {
    const limits = orderLimitsOf({ max_lines_per_order: 3 });
    expect(orderSizeProblem([line(1), line(1), line(1)], limits)).toBeNull();
    expect(orderSizeProblem([line(1), line(1), line(1), line(1)], limits)).toBe(
      'An order can hold at most 3 lines. Please split it into smaller orders.',
    );
  });

  it('refuses an order on account above the cap, and takes one at the cap', () => {
    expect(onAccountProblem(2_500_000, DEFAULT_ORDER_LIMITS, 'Harbor Point Motors')).toBeNull();
    expect(onAccountProblem(2_500_001, DEFAULT_ORDER_LIMITS, 'Harbor Point Motors')).toBe(
      'Orders on account above $25,000.00 are not taken online for Harbor Point Motors. Please call your account representative to place this order.',
    );
  });

  it('validates the group setting: whole positive numbers, known fields only', () => {
    expect(orderLimitsSchema.safeParse({ max_units_per_line: 0 }).success).toBe(false);
    expect(orderLimitsSchema.safeParse({ max_lines_per_order: 2.5 }).success).toBe(false);
    expect(orderLimitsSchema.safeParse({ max_on_account: 100 }).success).toBe(false);
    expect(orderLimitsSchema.safeParse({ max_on_account_order: 100 }).success).toBe(true);
    expect(groupPublicConfigSchema.shape.order_limits.safeParse({ max_units_per_line: -1 }).success).toBe(false);
  });
});
